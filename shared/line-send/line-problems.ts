import { type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
import type { LineDetail } from "./api.ts";

/** A problem LINE's validate endpoint reported, in the builder's own frame. */
export interface LineProblem {
  /** JSON path relative to what the builder edits (`footer.contents[0].action.data`); "" for the whole message. */
  path: string;
  message: string;
  source: "line";
}

/**
 * Where a builder's own JSON sits inside the `messages` LINE validated: a Flex builder edits the
 * container (`messages[0].contents`), the text and imagemap builders the message (`messages[0]`).
 */
export const LINE_PATH_BASE = { flexContainer: "messages[0].contents", message: "messages[0]" } as const;

/**
 * LINE's `details[]` with their paths made relative to `base`, so they read like the builder's own
 * schema problems. A path outside `base` (another message, the array itself) is kept whole.
 */
export function lineDetailsAsProblems(details: readonly LineDetail[], base: string): LineProblem[] {
  return details.map(({ property, message }) => {
    let path = property;
    if (property === base) path = "";
    else if (property.startsWith(`${base}.`)) path = property.slice(base.length + 1);
    else if (property.startsWith(`${base}[`)) path = property.slice(base.length);
    return { path, message, source: "line" };
  });
}

/** The line shown in a builder's problem list: `From LINE: footer.contents[0].action.data: must be string`. */
export function formatLineProblem(problem: LineProblem): Descriptor {
  // LINE's own words stay as it sent them; only the words around them are translated.
  return problem.path
    ? desc("From LINE: {path}: {line}", { path: problem.path, line: problem.message })
    : desc("From LINE: {line}", { line: problem.message });
}

/** A builder's own problem with what LINE said at the same JSON path, if anything. */
export interface MergedProblem {
  path: string;
  message: MessageLike;
  /** LINE's messages at this path: the same problem seen twice is listed once. */
  line: string[];
}

/**
 * The builder's own problems and LINE's, merged by JSON path: LINE's words join the own problem at
 * their path; the rest of LINE's (no own problem there) are returned apart, to be listed first.
 */
export function mergeLineProblems(
  own: readonly { path: string; message: MessageLike }[],
  line: readonly LineProblem[],
): { merged: MergedProblem[]; lineOnly: LineProblem[] } {
  const merged: MergedProblem[] = own.map((problem) => ({ ...problem, line: [] }));
  const byPath = new Map<string, MergedProblem>();
  for (const problem of merged)
    if (problem.path && !byPath.has(problem.path)) byPath.set(problem.path, problem);
  const lineOnly: LineProblem[] = [];
  for (const problem of line) {
    const same = byPath.get(problem.path);
    if (same) same.line.push(problem.message);
    else lineOnly.push(problem);
  }
  return { merged, lineOnly };
}
