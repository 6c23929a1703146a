import { validateAltText } from "../flex/message.ts";
import { type FlexObject, type FlexProblem, isFlexObject } from "../flex/types.ts";
import { validateFlexContainer } from "../flex/validate.ts";

/** The Flex Designer's message as Intercept sends it: the exported message, wrapper keys (quickReply …) kept. */
interface DesignerFlexMessage extends FlexObject {
  type: "flex";
  altText: string;
  contents: FlexObject;
}

export type DesignerReply =
  /** No design in the Flex Designer (never started, Start over, or a draft no longer read). */
  | { kind: "none" }
  /** A design LINE would refuse: sending it would still spend the reply token, so it is not sent. */
  | { kind: "invalid"; altText: string; problems: [FlexProblem, ...FlexProblem[]] }
  | { kind: "ready"; message: DesignerFlexMessage; altText: string; bubbles: number; carousel: boolean };

/**
 * The Flex Designer's draft (`{ message }`, as `web/tools/flex-designer/draft.ts` stores it) as a reply
 * message. Checked here, before the reply: the server locks the reply token before LINE answers, so a
 * message LINE refuses would use the token up.
 */
export function designerReplyOf(draft: { message: unknown } | null): DesignerReply {
  const message = draft?.message;
  if (!isFlexObject(message) || message.type !== "flex" || !isFlexObject(message.contents)) {
    return { kind: "none" };
  }
  const altText = typeof message.altText === "string" ? message.altText : "";
  const problems = [...validateAltText(altText), ...validateFlexContainer(message.contents)];
  const [first, ...rest] = problems;
  if (first) return { kind: "invalid", altText, problems: [first, ...rest] };
  const contents = message.contents;
  const carousel = contents.type === "carousel";
  const bubbles = carousel && Array.isArray(contents.contents) ? contents.contents.length : 1;
  return {
    kind: "ready",
    message: { ...message, type: "flex", altText, contents },
    altText,
    bubbles,
    carousel,
  };
}
