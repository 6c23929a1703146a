/**
 * LINE counts most text in UTF-16 code units (JavaScript's `length`), but counts action labels,
 * postback/message action texts and the rich menu's name and chatBarText in grapheme clusters
 * ("Character counting in a text", developers.line.biz/en/docs/messaging-api/text-character-count).
 * An emoji such as "🍎" is one grapheme but two UTF-16 units.
 */

let segmenter: Intl.Segmenter | undefined;

/**
 * Printable ASCII: one code unit per grapheme. The first `Intl.Segmenter` of a page costs 70–90 ms at 4×
 * CPU (its break rules load), and the rich menu builder counts an empty chat bar text while it hydrates.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Number of user-perceived characters (grapheme clusters) in `text`. */
export function graphemeLength(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  if (typeof Intl.Segmenter !== "function") return Array.from(text).length;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** The first `max` user-perceived characters of `text` (what a maxLength field keeps of a paste). */
export function truncateGraphemes(text: string, max: number): string {
  if (graphemeLength(text) <= max) return text;
  if (typeof Intl.Segmenter !== "function") return Array.from(text).slice(0, max).join("");
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let kept = "";
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count++ === max) break;
    kept += segment;
  }
  return kept;
}
