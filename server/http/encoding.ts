import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

/** The file suffix of each precompressed variant, in the order they are preferred. */
export const ENCODINGS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/** The encodings an Accept-Encoding header allows (q > 0), br before gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = weights.get("*") ?? 0;
  return ENCODINGS.map(({ encoding }) => encoding).filter(
    (encoding) => (weights.get(encoding) ?? wildcard) > 0,
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a body for a response made at request time (fast settings: it is not cached). */
export function compressBody(
  body: Uint8Array,
  encoding: Encoding,
  quality: "fast" | "best",
): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body, { level: quality === "best" ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === "best" ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** JSON bodies below this are sent as they are: compressing them saves less than it costs. */
export const JSON_COMPRESS_THRESHOLD = 1024;

/**
 * Compresses JSON responses of at least 1 KB with brotli or gzip, as the client accepts; marks every JSON
 * response `Vary: Accept-Encoding`. Other types (images, uploads) pass through untouched.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.headers.get("content-type")?.startsWith("application/json")) return;
    if (res.headers.has("content-encoding") || c.req.method === "HEAD" || !res.body) return;
    res.headers.append("vary", "Accept-Encoding");
    const [encoding] = acceptedEncodings(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < JSON_COMPRESS_THRESHOLD) {
      c.res = new Response(body, res);
      return;
    }
    // Hono copies the old response's headers onto the new one: fix length and encoding afterwards.
    c.res = new Response(new Uint8Array(await compressBody(body, encoding, "fast")), res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
  };
}
