import { type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
/**
 * Parsing the pasted or uploaded list of audience IDs (issue 7): one per line, commas or spaces
 * also accepted; duplicates removed keeping the first; invalid ones reported with their line.
 *
 * - LINE user IDs match U[0-9a-f]{32} — LINE's own definition ("Get user IDs", developers.line.biz).
 *   LINE issues them in lower case only, so "U" + upper-case hex is reported as invalid rather
 *   than silently changed: it is not an ID LINE ever issued.
 * - IFAs (IDFA on iOS, AAID on Android) are UUIDs, 8-4-4-4-12 hex digits. IDFAs are written in
 *   upper case and AAIDs in lower case, so both cases are accepted, and duplicates are found
 *   case-insensitively.
 */

export const MAX_AUDIENCE_IDS = 10_000;
export const AUDIENCE_DESCRIPTION_MAX = 120;

export const USER_ID_PATTERN = /^U[0-9a-f]{32}$/;
const IFA_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface InvalidAudienceId {
  /** 1-based line of the input where the value stands. */
  line: number;
  value: string;
}

export interface ParsedAudienceIds {
  /** Valid IDs, first occurrence kept, in input order. */
  ids: string[];
  invalid: InvalidAudienceId[];
  /** How many valid values were dropped as repeats. */
  duplicates: number;
}

export function isAudienceId(value: string, options: { ifa: boolean }): boolean {
  return (options.ifa ? IFA_PATTERN : USER_ID_PATTERN).test(value);
}

/** Strips one pair of surrounding quotes, as spreadsheet CSV exports add them. */
function unquote(token: string): string {
  return /^"(.*)"$/.test(token) ? token.slice(1, -1).trim() : token;
}

export function parseAudienceIds(text: string, options: { ifa: boolean }): ParsedAudienceIds {
  const ids: string[] = [];
  const invalid: InvalidAudienceId[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  text.split(/\r\n|\r|\n/).forEach((lineText, index) => {
    for (const token of lineText.split(/[\s,]+/)) {
      const value = unquote(token.trim());
      if (value === "") continue;
      if (!isAudienceId(value, options)) {
        invalid.push({ line: index + 1, value });
        continue;
      }
      const key = options.ifa ? value.toLowerCase() : value;
      if (seen.has(key)) duplicates++;
      else {
        seen.add(key);
        ids.push(value);
      }
    }
  });
  return { ids, invalid, duplicates };
}

export const AUDIENCE_ID_MESSAGES = {
  noIds: "Please enter at least one valid ID",
  descriptionRequired: "Please enter a description",
  descriptionTooLong: "Description must not exceed 120 characters",
} as const;

/** "Too many IDs: 10,001. At most 10,000 IDs can be uploaded at once." */
export function tooManyAudienceIdsMessage(count: number): Descriptor {
  return desc("Too many IDs: {count}. At most 10,000 IDs can be uploaded at once.", {
    count: count.toLocaleString("en-US"),
  });
}

/** "2 invalid IDs (lines 3, 7)": a one-line summary for the form. */
export function invalidAudienceIdsSummary(invalid: readonly InvalidAudienceId[]): Descriptor {
  const lines = [...new Set(invalid.map((entry) => entry.line))];
  return desc(
    "{count, plural, one {# invalid ID} other {# invalid IDs}} ({lineCount, plural, one {line {lines}} other {lines {lines}}})",
    { count: invalid.length, lineCount: lines.length, lines: lines.join(", ") },
  );
}

/** What stops a create: nothing to send, or more than 10,000 (nothing is sent then). */
export function audienceIdsError(parsed: ParsedAudienceIds): MessageLike | null {
  if (parsed.ids.length === 0) return AUDIENCE_ID_MESSAGES.noIds;
  if (parsed.ids.length > MAX_AUDIENCE_IDS) return tooManyAudienceIdsMessage(parsed.ids.length);
  return null;
}

export function audienceDescriptionError(description: string): MessageLike | null {
  if (description.trim() === "") return AUDIENCE_ID_MESSAGES.descriptionRequired;
  return description.length > AUDIENCE_DESCRIPTION_MAX ? AUDIENCE_ID_MESSAGES.descriptionTooLong : null;
}
