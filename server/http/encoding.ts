import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { ByteLru } from "../cache/byte-lru.ts";
import { API_SECURITY_HEADERS, markSecured } from "./security-headers.ts";

export type Encoding = "br" | "gzip";

/** The file suffix of each precompressed variant, in the order they are preferred. */
export const ENCODINGS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/**
 * The encodings an Accept-Encoding header allows (q > 0), br before gzip whatever their weights: both are
 * sent precompressed when the build wrote them. The header is read by Hono's parser (the one behind
 * hono/accepts); its helper answers one value, where a precompressed file may exist in one encoding only.
 */
export function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return [];
  const known = acceptedByHeader.get(header);
  if (known) return known;
  const accepted = parseAcceptEncoding(header);
  // Browsers send a handful of distinct values; anything beyond is parsed every time, not remembered.
  if (acceptedByHeader.size < ACCEPT_ENCODING_VALUES_KEPT) acceptedByHeader.set(header, accepted);
  return accepted;
}

const ACCEPT_ENCODING_VALUES_KEPT = 100;
const acceptedByHeader = new Map<string, readonly Encoding[]>();

function parseAcceptEncoding(header: string): readonly Encoding[] {
  const weights = new Map<string, number>();
  // Sorted by weight, so a name said twice keeps its highest.
  for (const { type, q } of parseAccept(header))
    if (!weights.has(type.toLowerCase())) weights.set(type.toLowerCase(), q);
  const wildcard = weights.get("*") ?? 0;
  return Object.freeze(
    ENCODINGS.map(({ encoding }) => encoding).filter((encoding) => (weights.get(encoding) ?? wildcard) > 0),
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
const JSON_COMPRESS_THRESHOLD = 1024;

/**
 * Compressed JSON bodies by encoding and text. A list read again unchanged (the common case: every open of
 * Flex Storage) costs a lookup instead of a brotli pass, which cost more than the rest of the request.
 * Bounded in bytes (the text counted twice: a string may hold two bytes per character).
 */
const compressedJson = {
  br: new ByteLru<string, Uint8Array<ArrayBuffer>>(8 * 1024 * 1024),
  gzip: new ByteLru<string, Uint8Array<ArrayBuffer>>(4 * 1024 * 1024),
} satisfies Record<Encoding, ByteLru<string, Uint8Array<ArrayBuffer>>>;

/**
 * JSON text a route already holds (stored JSON spliced into its answer), for `c.json`: the API's `c.json`
 * (see compressJson) sends `text` as it is; anywhere else JSON.stringify reaches it through toJSON, so
 * the same JSON is sent either way, and the typed client sees `T`. A route that keeps one and answers it
 * again (the Flex list) also has its UTF-8 bytes encoded once, not on every send.
 */
export class JsonText<T> {
  #bytes: Uint8Array<ArrayBuffer> | undefined;

  constructor(readonly text: string) {}

  /** `text` as UTF-8, encoded on first use and kept. */
  get bytes(): Uint8Array<ArrayBuffer> {
    this.#bytes ??= new Uint8Array(Buffer.from(this.text));
    return this.#bytes;
  }

  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}

type JsonInit = number | ResponseInit | undefined;
type JsonHeaders = Record<string, string>;
/** `headers`: the route's own (c.json's third argument), if any; `encoding`: of `body`, if compressed. */
type Respond = (
  body: string | Uint8Array<ArrayBuffer>,
  init: JsonInit,
  headers: JsonHeaders | undefined,
  encoding: Encoding | undefined,
) => Response;

function byteLengthAtLeast(text: string, bytes: number): boolean {
  // A UTF-16 unit is at least one UTF-8 byte, so only short texts need counting.
  return text.length >= bytes || Buffer.byteLength(text) >= bytes;
}

/** A JSON answer's own headers: its type, the route's, and how it is encoded. */
function jsonHeaders(headers: JsonHeaders | undefined, encoding: Encoding | undefined): JsonHeaders {
  const own: JsonHeaders = { "Content-Type": "application/json", ...headers, Vary: "Accept-Encoding" };
  if (encoding) own["Content-Encoding"] = encoding;
  return own;
}

/**
 * Every header of an answer made at once, for each encoding, made once: spreading ~15 headers into a new
 * object per request cost more than the rest of building the answer. The adapter and node only read them.
 */
const AT_ONCE_HEADERS: Readonly<Record<Encoding | "identity", JsonHeaders>> = {
  identity: { ...jsonHeaders(undefined, undefined), ...API_SECURITY_HEADERS },
  br: { ...jsonHeaders(undefined, "br"), ...API_SECURITY_HEADERS },
  gzip: { ...jsonHeaders(undefined, "gzip"), ...API_SECURITY_HEADERS },
};

/**
 * A response with every header in one plain object: no Headers instance is made, and the security
 * headers middleware has nothing left to add. Only for a context nothing has set headers on yet.
 */
const respondAtOnce: Respond = (body, init, headers, encoding) =>
  markSecured(
    new Response(body, {
      status: typeof init === "number" ? init : 200,
      headers: headers
        ? { ...jsonHeaders(headers, encoding), ...API_SECURITY_HEADERS }
        : AT_ONCE_HEADERS[encoding ?? "identity"],
    }),
  );

/** Through c.body: merges what was set on the context; the security headers middleware adds its own. */
function respondThrough(c: Context): Respond {
  const body = c.body as (
    body: string | Uint8Array<ArrayBuffer>,
    init: JsonInit,
    headers: JsonHeaders,
  ) => Response;
  return (bytes, init, headers, encoding) => body(bytes, init, jsonHeaders(headers, encoding));
}

function sendJson(
  respond: Respond,
  value: string | JsonText<unknown>,
  encoding: Encoding | undefined,
  init: JsonInit,
  headers: JsonHeaders | undefined,
): Response | Promise<Response> {
  const text = typeof value === "string" ? value : value.text;
  if (!encoding || !byteLengthAtLeast(text, JSON_COMPRESS_THRESHOLD)) {
    return respond(typeof value === "string" ? value : value.bytes, init, headers, undefined);
  }
  const cache = compressedJson[encoding];
  const hit = cache.get(text);
  if (hit) return respond(hit, init, headers, encoding);
  return compressBody(Buffer.from(text), encoding, "fast").then((bytes) => {
    // One exact copy, kept and sent as it is on every hit (zlib's result may be a slice of a larger pool).
    const body = new Uint8Array(bytes);
    cache.set(text, body, text.length * 2 + body.byteLength);
    return respond(body, init, headers, encoding);
  });
}

/**
 * The API's `c.json`: compresses bodies of at least 1 KB with brotli or gzip, as the client accepts, and
 * marks every JSON answer `Vary: Accept-Encoding`. It replaces `c.json` on the context instead of
 * rewriting the response afterwards, so the body is never read back out of a Response. API JSON is sent
 * with `c.json` (a JsonText for text already made); other types (images, uploads) are left alone.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    const encoding =
      c.req.method === "HEAD" ? undefined : acceptedEncodings(c.req.header("accept-encoding"))[0];
    // Headers set with c.header() (Retry-After, Cache-Control) and a status set with c.status() live inside
    // hono's context, where only c.body merges them: once any is set, or a response exists, answers go
    // through c.body.
    let prepared = false;
    const setHeader = c.header;
    const setStatus = c.status;
    c.header = ((...args: Parameters<Context["header"]>) => {
      prepared = true;
      return setHeader(...args);
    }) as Context["header"];
    c.status = (status) => {
      prepared = true;
      setStatus(status);
    };
    c.json = ((value: unknown, init?: JsonInit, headers?: JsonHeaders) => {
      const json = value instanceof JsonText ? value : JSON.stringify(value);
      const atOnce = !prepared && !c.finalized && typeof init !== "object";
      return sendJson(atOnce ? respondAtOnce : respondThrough(c), json, encoding, init, headers);
    }) as Context["json"];
    await next();
  };
}
