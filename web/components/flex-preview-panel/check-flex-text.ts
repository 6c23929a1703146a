import { groupCarouselProblems } from "../../../shared/flex/group-problems.ts";
import { parseFlexJson } from "../../../shared/flex/parse.ts";
import { unwrapPastedFlex } from "../../../shared/flex/paste.ts";
import type { FlexParseResult, FlexProblem } from "../../../shared/flex/types.ts";
import { validateFlexContainer } from "../../../shared/flex/validate.ts";

export interface CheckedFlexText {
  parse: FlexParseResult;
  /** The parsed value while the text is valid JSON; undefined while it is empty or invalid. */
  container: unknown;
  /** Schema problems of a parsed value (repeats across a carousel's bubbles grouped): warnings only. */
  problems: FlexProblem[];
  /** Set when a whole message `{ type: "flex", altText, contents }` was pasted and unwrapped. */
  note: string | undefined;
  /** The pasted message's altText, if any. */
  altText: string | undefined;
}

/** Parses editor text and checks it against LINE's Flex schema; pure, so it runs in the page or a worker. */
export function checkFlexText(text: string): CheckedFlexText {
  const parse = parseFlexJson(text);
  if (parse.kind !== "ok")
    return { parse, container: undefined, problems: [], note: undefined, altText: undefined };
  const { container, note, altText } = unwrapPastedFlex(parse.value);
  return {
    parse,
    container,
    problems: groupCarouselProblems(validateFlexContainer(container)),
    note,
    altText,
  };
}
