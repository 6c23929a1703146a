import { asDescriptor, isDescriptor, type MessageLike } from "./descriptor.ts";

/**
 * A message of ours as a zod issue message: zod carries only a string, so the message travels in it as
 * data (the descriptor as JSON) and the server's validator reads it back with `issueMessage`, id and
 * values intact: `.max(TITLE_MAX, zodMessage(TITLE_TOO_LONG))`,
 * `ctx.addIssue({ code: "custom", message: zodMessage(problem) })`. No English text is matched back.
 */
export function zodMessage(message: MessageLike): string {
  return JSON.stringify(asDescriptor(message));
}

/**
 * The message of a zod issue: ours as it was given (`zodMessage`), else zod's own English text as it is
 * (a check given no message of ours, e.g. a wrong type).
 */
export function issueMessage(issue: { readonly message: string }): MessageLike {
  const given = issue.message.startsWith("{") ? parseJson(issue.message) : undefined;
  return isDescriptor(given) ? given : issue.message;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
