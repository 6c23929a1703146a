/**
 * The UI-only "shareOfficialAccount" action: a `uri` action whose address is one of LINE's two
 * URL schemes for sharing an official account (developers.line.biz, "Use LINE features with the
 * LINE URL scheme" → "Share LINE Official Account"):
 *
 * - share:     https://line.me/R/ti/p/{LINE ID}          opens the account's profile (add friend),
 *                                                         or its chat when already a friend;
 * - recommend: https://line.me/R/nv/recommendOA/{LINE ID} opens "Share with" so the user can send
 *                                                         the account to friends and groups.
 *
 * LINE documents the ID percent-encoded (%40linedevelopers) but notes the encoded form of
 * recommendOA fails on LINE for Android before 13.8.0, while the raw "@" works everywhere. We
 * therefore write "@" (also what the spec describes: prefix plus @ID) and read both forms back.
 */
import type { UriAction } from "./types.ts";

export const SHARE_OA_PREFIXES = {
  share: "https://line.me/R/ti/p/",
  recommend: "https://line.me/R/nv/recommendOA/",
} as const;
export type ShareOfficialAccountKind = keyof typeof SHARE_OA_PREFIXES;

export interface ShareOfficialAccount {
  kind: ShareOfficialAccountKind;
  /** The official account's LINE ID with its "@", e.g. "@linedevelopers"; "" when not typed yet. */
  lineId: string;
}

/** Path markers of the two schemes, matched case-insensitively to catch mistyped prefixes. */
const SHARE_PATH_MARKERS = ["/ti/p/", "/nv/recommendoa/"];
const LINE_ID_PATTERN = /^(?:@|%40)[^/?#\s]+$/i;

/** "@abc", "abc", "%40abc", " @abc " → "@abc"; blank → "". */
export function normalizeLineId(input: string): string {
  const id = input.trim().replace(/^(?:@|%40)/i, "");
  return id === "" ? "" : `@${id}`;
}

export function buildShareOfficialAccountUri(kind: ShareOfficialAccountKind, lineId: string): string {
  return `${SHARE_OA_PREFIXES[kind]}${normalizeLineId(lineId) || "@"}`;
}

/** The stored form of the UI choice: a uri action with a label. */
export function shareOfficialAccountAction(
  kind: ShareOfficialAccountKind,
  lineId: string,
  label: string,
): UriAction {
  return { type: "uri", uri: buildShareOfficialAccountUri(kind, lineId), label };
}

/**
 * Recognises a uri that begins with one of the exact prefixes, so the editor can show it as
 * "shareOfficialAccount" again. The ID comes back decoded with its "@" ("" when missing).
 */
export function parseShareOfficialAccount(uri: string): ShareOfficialAccount | null {
  for (const kind of ["share", "recommend"] as const) {
    const prefix = SHARE_OA_PREFIXES[kind];
    if (!uri.startsWith(prefix)) continue;
    const rest = uri.slice(prefix.length);
    return { kind, lineId: LINE_ID_PATTERN.test(rest) ? normalizeLineId(rest) : "" };
  }
  return null;
}

/** Index just after the share/recommend path marker, or -1 when the uri holds neither. */
function markerEnd(uri: string): number {
  const lower = uri.toLowerCase();
  for (const marker of SHARE_PATH_MARKERS) {
    const at = lower.indexOf(marker);
    if (at >= 0) return at + marker.length;
  }
  return -1;
}

/** True when the uri holds a share or recommend official-account path (any host or scheme). */
export function holdsShareOrRecommendPath(uri: string): boolean {
  return markerEnd(uri) >= 0;
}

/** True when an "@" (or %40) plus an ID follows the share or recommend path. */
export function hasLineIdAfterSharePath(uri: string): boolean {
  const end = markerEnd(uri);
  return end >= 0 && LINE_ID_PATTERN.test(uri.slice(end));
}

/** True when the uri begins with one of the exact prefixes above. */
export function hasExactSharePrefix(uri: string): boolean {
  return Object.values(SHARE_OA_PREFIXES).some((prefix) => uri.startsWith(prefix));
}
