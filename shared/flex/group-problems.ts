import { type MessageLike, messageKey } from "../text/descriptor.ts";
import type { FlexProblem } from "./types.ts";

const IN_BUBBLE = /^contents\[(\d+)\]\.(.+)$/;

/**
 * The same problem in several bubbles of a carousel, listed once: "bubbles 1–12: body.contents[0].size"
 * instead of twelve lines. Bubbles are numbered from 1, as people count them; a problem in one bubble keeps
 * its own path. The first occurrence decides the order.
 */
export function groupCarouselProblems(problems: FlexProblem[]): FlexProblem[] {
  const groups = new Map<string, { rest: string; message: MessageLike; bubbles: number[] }>();
  const order: (FlexProblem | string)[] = [];
  for (const problem of problems) {
    const match = IN_BUBBLE.exec(problem.path);
    if (!match) {
      order.push(problem);
      continue;
    }
    const rest = match[2] as string;
    const key = `${rest}\u0000${messageKey(problem.message)}`;
    let group = groups.get(key);
    if (!group) {
      group = { rest, message: problem.message, bubbles: [] };
      groups.set(key, group);
      order.push(key);
    }
    group.bubbles.push(Number(match[1]));
  }
  return order.map((entry) => {
    if (typeof entry !== "string") return entry;
    const { rest, message, bubbles } = groups.get(entry) as {
      rest: string;
      message: MessageLike;
      bubbles: number[];
    };
    if (bubbles.length === 1) return { path: `contents[${bubbles[0]}].${rest}`, message };
    return { path: `bubbles ${ranges(bubbles.map((index) => index + 1))}: ${rest}`, message };
  });
}

/** [1, 2, 3, 5, 7, 8] → "1–3, 5, 7–8". */
export function ranges(numbers: number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  for (let index = 0; index < sorted.length; index++) {
    const current = sorted[index] as number;
    const next = sorted[index + 1];
    if (next === current + 1) continue;
    parts.push(start === current ? `${current}` : `${start}–${current}`);
    start = next;
  }
  return parts.join(", ");
}
