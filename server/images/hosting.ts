// Pure helpers of the image host: which origin links use, how paths look and parse back, rendition
// sizes and ETag matching. No I/O, so they are unit-tested on their own.
import { IMAGEMAP_RENDITION_WIDTHS } from "../../shared/imagemap/imagemap.ts";

const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256_PATTERN.test(value);
}

/** Proportional height at `width`, never below one pixel (the same rule as LINE's imagemap baseSize). */
export function renditionHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

export interface OriginInput {
  /** PUBLIC_BASE_URL without a trailing slash; wins over everything the request says. */
  publicBaseUrl: string | undefined;
  requestUrl: string;
  /**
   * The request's Host header, as the host check let it through: the authority of the links. The URL's
   * own host may come from an absolute-form request line (`GET http://evil.example/… HTTP/1.1`), which
   * the check never saw.
   */
  host?: string | undefined;
  forwardedProto?: string | undefined;
  forwardedHost?: string | undefined;
}

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** A proxy may list several hops ("https, http"); the first is the client-facing one. */
function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(",")[0]?.trim().toLowerCase();
  return value ? value : undefined;
}

/**
 * The origin links are built with: PUBLIC_BASE_URL, else the request's own origin as a reverse proxy
 * reports it (X-Forwarded-Proto / X-Forwarded-Host), ignoring forwarded values that are malformed.
 * Callers pass forwarded values only from a trusted proxy (TRUST_PROXY): see requestOrigin.
 */
export function publicOrigin(input: OriginInput): string {
  if (input.publicBaseUrl) return input.publicBaseUrl.replace(/\/+$/, "");
  const url = new URL(input.requestUrl);
  const proto = firstValue(input.forwardedProto);
  const host = firstValue(input.forwardedHost);
  const scheme = proto === "http" || proto === "https" ? proto : url.protocol.slice(0, -1);
  const checked = input.host?.trim();
  const authority =
    host && HOST_PATTERN.test(host) ? host : checked && HOST_PATTERN.test(checked) ? checked : url.host;
  return `${scheme}://${authority}`;
}

export function imageLink(origin: string, image: { sha256: string; extension: "png" | "jpg" }): string {
  return `${origin}/i/${image.sha256}.${image.extension}`;
}

/** LINE appends /1040, /700, … itself, so the base URL has no width and no extension. */
export function imagemapBaseUrl(origin: string, sha256: string): string {
  return `${origin}/imagemaps/${sha256}`;
}

/** Splits "<sha256>.<png|jpg>" from a /i/ link; null for anything else. */
export function parseImageFileName(file: string): { sha256: string; extension: "png" | "jpg" } | null {
  const match = /^([0-9a-f]{64})\.(png|jpg)$/.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { sha256: match[1], extension: match[2] === "png" ? "png" : "jpg" };
}

export type ImagemapWidth = (typeof IMAGEMAP_RENDITION_WIDTHS)[number];

/** One of the five widths LINE requests, written as plain digits ("1040", not "01040" or "1040.0"). */
export function parseImagemapWidth(segment: string): ImagemapWidth | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const width = Number(segment);
  return IMAGEMAP_RENDITION_WIDTHS.find((allowed) => allowed === width) ?? null;
}

/** True when an If-None-Match header names this entity tag (weak or strong) or is "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
