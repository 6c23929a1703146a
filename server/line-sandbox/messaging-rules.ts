import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { englishText } from "../../shared/text/english.ts";
import type { LineErrorDetail } from "./errors.ts";
import { isRecord } from "./http.ts";

// Flex rules LINE enforces that its OpenAPI file lacks (required text, label lengths, layout
// rules…): the project's Flex validator, with each path rooted at the message
// (`messages[0].contents.body.contents[1].text`).

export function messageRuleErrors(body: unknown): LineErrorDetail[] {
  if (!isRecord(body) || !Array.isArray(body.messages)) return [];
  return body.messages.flatMap((message: unknown, index) => {
    if (!isRecord(message) || message.type !== "flex" || !isRecord(message.contents)) return [];
    const root = `messages[${index}].contents`;
    return validateFlexContainer(message.contents).map((problem) => ({
      message: englishText(problem.message),
      property: problem.path ? `${root}.${problem.path}` : root,
    }));
  });
}
