import { desc } from "../text/descriptor.ts";
/**
 * The one JSON nesting limit of the product. Real Flex messages nest about 10 levels (bubble → block
 * → boxes → text → spans); 64 leaves room for any design while keeping every recursive walk
 * (JSON.stringify, the Flex validator, the preview) thousands of frames below the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_TEMPLATE =
  "JSON is nested too deeply (at most {max} levels of objects and arrays)";
export const JSON_TOO_DEEP_MESSAGE = desc(JSON_TOO_DEEP_TEMPLATE, { max: MAX_JSON_DEPTH });

/**
 * Offset of the first `[` or `{` that opens level `max + 1`, or -1 when the text stays within `max`.
 * Scans once, iteratively, skipping string contents, so it is safe to run before JSON.parse on any
 * input (valid JSON or not).
 */
export function jsonDepthErrorOffset(text: string, max = MAX_JSON_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return i;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return -1;
}

export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  return jsonDepthErrorOffset(text, max) >= 0;
}

/**
 * Whether a parsed value nests more than `max` objects/arrays. Iterative and stops at the first
 * branch past the limit, so its cost is bounded by the value's size, never by the stack.
 */
export function jsonValueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    // A cycle (only possible from code, never from JSON.parse) is infinitely deep and stops here too.
    if (depth > max) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) stack.push({ value: child, depth });
  }
  return false;
}
