export * from "./limits";
export { validateAltText, wrapFlexMessage } from "./message";
export { parseFlexJson } from "./parse";
export * from "./tokens";
export type { FlexMessage, FlexObject, FlexParseResult, FlexProblem } from "./types";
export { formatFlexProblem, isFlexObject } from "./types";
export { validateFlexContainer } from "./validate";
