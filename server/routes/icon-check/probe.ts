/**
 * Reads what the icon rules need from a remote PNG without downloading it: a HEAD for the
 * Content-Length (LINE's 1 MB rule), then a ranged GET of at most the first 64 KB, stopped as
 * soon as the header gives the pixel size (the square rule). A server that ignores HEAD's
 * Content-Length is measured by the GET's Content-Range total or Content-Length.
 */
import type { IncomingHttpHeaders } from "node:http";
import { readImageDimensions } from "../../../shared/images/dimensions.ts";
import type { IconCheckResult } from "../../../shared/text-message/api.ts";
import {
  checkIconContentLength,
  checkIconDimensions,
  ICON_MAX_BYTES,
  ICON_URL_MESSAGES,
} from "../../../shared/text-message/icon-url.ts";
import {
  FetchFailedError,
  SAFE_FETCH_DEFAULTS,
  type SafeFetchTransport,
  type SafeResponse,
  safeFetch,
} from "../../net/safe-fetch.ts";

/** The most bytes of the image ever read; PNG dimensions sit in the first 24. */
const ICON_PROBE_MAX_BYTES = 64 * 1024;

const HEAD_UNSUPPORTED = new Set([405, 501]);

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function headerNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Total size from `Content-Range: bytes 0-65535/123456` ("*" = unknown). */
function rangeTotal(headers: IncomingHttpHeaders): number | null {
  const match = /\/(\d+)\s*$/.exec(headers["content-range"] ?? "");
  return match?.[1] ? Number(match[1]) : null;
}

function contentTypeOf(headers: IncomingHttpHeaders): string | null {
  return headers["content-type"]?.split(";")[0]?.trim() || null;
}

interface Findings {
  contentLength: number | null;
  width: number | null;
  height: number | null;
  contentType: string | null;
}

const EMPTY: Findings = { contentLength: null, width: null, height: null, contentType: null };

function failed(findings: Findings, error: string): IconCheckResult {
  return { ok: false, ...findings, error };
}

function lengthFromGet(res: SafeResponse): number | null {
  if (res.status === 206) return rangeTotal(res.headers);
  return headerNumber(res.headers["content-length"]);
}

async function headIcon(url: string, signal: AbortSignal, transport: SafeFetchTransport) {
  const res = await safeFetch(url, { method: "HEAD", maxBytes: 0, signal }, transport);
  if (isSuccess(res.status)) {
    const found = {
      contentLength: headerNumber(res.headers["content-length"]),
      contentType: contentTypeOf(res.headers),
    };
    return { url: res.url, usable: true, ...found };
  }
  // Some hosts refuse HEAD; the ranged GET still answers both questions.
  return { url: res.url, usable: HEAD_UNSUPPORTED.has(res.status), contentLength: null, contentType: null };
}

function rangedGet(url: string, signal: AbortSignal, transport: SafeFetchTransport) {
  return safeFetch(
    url,
    {
      method: "GET",
      headers: { range: `bytes=0-${ICON_PROBE_MAX_BYTES - 1}`, accept: "image/png,image/*;q=0.8" },
      maxBytes: ICON_PROBE_MAX_BYTES,
      enough: (body) => readImageDimensions(body) !== null,
      signal,
    },
    transport,
  );
}

async function probe(url: string, signal: AbortSignal, transport: SafeFetchTransport) {
  const head = await headIcon(url, signal, transport);
  if (!head.usable) return failed(EMPTY, ICON_URL_MESSAGES.sizeUnknown);
  let findings: Findings = { ...EMPTY, contentLength: head.contentLength, contentType: head.contentType };
  // Too large already: no need to touch the body at all.
  if (findings.contentLength !== null && findings.contentLength > ICON_MAX_BYTES) {
    return failed(findings, ICON_URL_MESSAGES.tooLarge);
  }
  const res = await rangedGet(head.url, signal, transport);
  if (!isSuccess(res.status)) return failed(findings, ICON_URL_MESSAGES.loadFailed);
  const dimensions = readImageDimensions(res.body);
  findings = {
    contentLength: findings.contentLength ?? lengthFromGet(res),
    contentType: findings.contentType ?? contentTypeOf(res.headers),
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
  };
  const sizeError = checkIconContentLength(findings.contentLength);
  if (sizeError) return failed(findings, sizeError);
  if (!dimensions) return failed(findings, ICON_URL_MESSAGES.loadFailed);
  const squareError = checkIconDimensions(dimensions.width, dimensions.height);
  return squareError ? failed(findings, squareError) : { ok: true, ...findings };
}

/**
 * Checks an icon URL (already past the syntax rules). Throws RefusedUrlError when the URL is
 * refused by the SSRF policy; an unreachable or broken host is an answer with ok: false.
 */
export async function probeIcon(url: string, transport: SafeFetchTransport = {}): Promise<IconCheckResult> {
  const signal = AbortSignal.timeout(transport.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs);
  try {
    return await probe(url, signal, transport);
  } catch (error) {
    if (error instanceof FetchFailedError) return failed(EMPTY, ICON_URL_MESSAGES.sizeUnknown);
    throw error;
  }
}
