import { type Design, liffShareRefusal } from "../../../shared/flex-designer/index.ts";
import type { Descriptor } from "../../../shared/text/descriptor.ts";

/** Each design's answer, kept while the design lives (the undo history holds it). */
const answers = new WeakMap<Design, Descriptor | null>();

/**
 * LIFF's share rule for `design`, walked once per design: the designer asks it of the design a paint after
 * the edit and the endings of the same design once editing pauses (a carousel's walk is milliseconds on a
 * slow phone, on the main thread as a tap comes).
 */
export function shareRefusalOf(design: Design): Descriptor | null {
  const known = answers.get(design);
  if (known !== undefined) return known;
  const answer = liffShareRefusal(design);
  answers.set(design, answer);
  return answer;
}
