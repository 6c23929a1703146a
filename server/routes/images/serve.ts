import type { Context } from "hono";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { errorJson } from "../../http/errors.ts";
import { IMAGE_SECURITY_HEADERS, markSecured } from "../../http/security-headers.ts";
import { etagMatches, parseImageFileName, parseImagemapWidth } from "../../images/hosting.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

interface ImmutableImage {
  etag: string;
  mimeType: string;
  size: number;
  /** Called only when a body is actually sent (not for HEAD or 304). */
  body(): Promise<Uint8Array<ArrayBuffer> | null>;
}

/**
 * Content-addressed bytes never change, so they are cached for a year and revalidated by ETag.
 * HEAD answers the same headers (LINE and the icon check read Content-Length) without the body.
 */
async function sendImmutable(c: Context, image: ImmutableImage) {
  if (isFresh(c, image.etag)) return notModified(image.etag);
  const headers = answerHeaders(image);
  if (c.req.method === "HEAD") return respond(null, 200, headers);
  const body = await image.body();
  if (!body) return notFound(c);
  return respond(body, 200, headers);
}

/**
 * The answer with every header (the security headers included) in one plain object: no Headers instance
 * is made and filled per request, and the adapter writes the bytes as they are. Nothing before these
 * routes sets headers or a status on the context, so nothing is lost by not going through c.body.
 */
function respond(body: Uint8Array<ArrayBuffer> | null, status: 200 | 304, headers: Record<string, string>) {
  return markSecured(new Response(body, { status, headers }));
}

/** The bytes as they are (a copy per request would cost as much as sending them). */
function view(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

function cacheHeaders(etag: string): Record<string, string> {
  // nosniff comes with the security headers.
  return { "Cache-Control": IMMUTABLE, ETag: etag };
}

/** Header sets kept: one per hosted image or rendition recently answered. */
const HEADER_SETS_KEPT = 4096;
const answered = new Map<string, Record<string, string>>();
const revalidated = new Map<string, Record<string, string>>();

/**
 * A header set by ETag, made once: an image's headers never change (its ETag names its bytes), and
 * spreading ~17 headers into a new object per request cost more than the rest of the route. Node and the
 * adapter only read them.
 */
function keptHeaders(
  kept: Map<string, Record<string, string>>,
  etag: string,
  make: () => Record<string, string>,
) {
  let headers = kept.get(etag);
  if (!headers) {
    if (kept.size >= HEADER_SETS_KEPT) kept.delete(kept.keys().next().value ?? "");
    headers = make();
    kept.set(etag, headers);
  }
  return headers;
}

function answerHeaders(image: ImmutableImage): Record<string, string> {
  return keptHeaders(answered, image.etag, () => ({
    ...cacheHeaders(image.etag),
    "Content-Type": image.mimeType,
    "Content-Length": String(image.size),
    ...IMAGE_SECURITY_HEADERS,
  }));
}

function isFresh(c: Context, etag: string): boolean {
  return etagMatches(c.req.header("if-none-match"), etag);
}

function notModified(etag: string) {
  return respond(
    null,
    304,
    keptHeaders(revalidated, etag, () => ({ ...cacheHeaders(etag), ...IMAGE_SECURITY_HEADERS })),
  );
}

function notFound(c: Context) {
  return errorJson(c, 404, { code: "image.not-found" });
}

/**
 * Public, non-API GET routes (registered before the SPA fallback, so a wrong path is a 404 instead
 * of index.html): `/i/<sha256>.<png|jpg>` and `/imagemaps/<sha256>/<1040|700|460|300|240>`.
 */
export function hostedImageRoutes(deps: AppDeps) {
  return new Hono()
    .get("/i/:file", async (c) => {
      const name = parseImageFileName(c.req.param("file"));
      const image = name ? await deps.images.get(name.sha256) : null;
      if (!image || image.extension !== name?.extension) return notFound(c);
      return sendImmutable(c, {
        etag: `"${image.sha256}"`,
        mimeType: image.mimeType,
        size: image.byteSize,
        // Hosted images are at most 1 MB: one buffer is sent faster than a web stream of chunks.
        body: async () => {
          const bytes = await deps.images.read(image.sha256);
          return bytes ? view(bytes) : null;
        },
      });
    })
    .get("/imagemaps/:sha/:width", async (c) => {
      const sha256 = c.req.param("sha");
      const width = parseImagemapWidth(c.req.param("width"));
      if (!width || !(await deps.images.get(sha256))) return notFound(c);
      const etag = `"${sha256}-${width}"`;
      // Revalidation must not cost a resize.
      if (isFresh(c, etag)) return notModified(etag);
      const rendition = await deps.images.rendition(sha256, width);
      if (!rendition) return notFound(c);
      return sendImmutable(c, {
        etag,
        mimeType: rendition.mimeType,
        size: rendition.bytes.length,
        body: async () => view(rendition.bytes),
      });
    })
    .all("/i/*", notFound)
    .all("/imagemaps/*", notFound);
}
