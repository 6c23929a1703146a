import { useDeferredValue, useMemo } from "react";
import { parseFlexJson } from "../../../shared/flex/parse.ts";
import type { FlexParseResult, FlexProblem } from "../../../shared/flex/types.ts";
import { validateFlexContainer } from "../../../shared/flex/validate.ts";

export interface FlexJsonState {
  parse: FlexParseResult;
  /** The parsed value while the text is valid JSON; undefined while it is empty or invalid. */
  container: unknown;
  /** Schema problems of a parsed value: warnings, never a reason to hide the output. */
  problems: FlexProblem[];
  /** `container`, lagging behind typing so a large preview never blocks the text area. */
  previewContainer: unknown;
}

/** Parses the editor text on every edit (spec, "Flex editor") and checks it against LINE's Flex schema. */
export function useFlexJson(text: string): FlexJsonState {
  const state = useMemo(() => {
    const parse = parseFlexJson(text);
    const container = parse.kind === "ok" ? parse.value : undefined;
    return { parse, container, problems: parse.kind === "ok" ? validateFlexContainer(container) : [] };
  }, [text]);
  const previewContainer = useDeferredValue(state.container);
  return { ...state, previewContainer };
}
