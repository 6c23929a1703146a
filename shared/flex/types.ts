/** A JSON object as read from pasted Flex JSON: every property is unknown until checked. */
export type FlexObject = { readonly [key: string]: unknown };

export function isFlexObject(value: unknown): value is FlexObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One schema problem. `path` is relative to the container, e.g. `contents[2].body.contents[0].size`. */
import type { MessageLike } from "../text/descriptor.ts";
import { englishText } from "../text/english.ts";

export interface FlexProblem {
  path: string;
  message: MessageLike;
}

/** The line shown to users: `contents[2].body.contents[0].size: "huge" is not one of xxs…5xl`. */
export const flexProblemLine = (path: string, text: string): string => (path ? `${path}: ${text}` : text);

/** A problem's line in English (the server, tests); the web passes its `tm()` text to `flexProblemLine`. */
export function formatFlexProblem(problem: FlexProblem): string {
  return flexProblemLine(problem.path, englishText(problem.message));
}

export type FlexParseResult =
  | { kind: "empty" }
  | { kind: "error"; message: MessageLike; line: number; column: number }
  | { kind: "ok"; value: unknown };

export interface FlexMessage<Contents = unknown> {
  type: "flex";
  altText: string;
  contents: Contents;
}
