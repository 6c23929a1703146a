export * from "./limits.ts";
export { validateAltText, wrapFlexMessage } from "./message.ts";
export { parseFlexJson } from "./parse.ts";
export * from "./tokens.ts";
export type { FlexMessage, FlexObject, FlexParseResult, FlexProblem } from "./types.ts";
export { formatFlexProblem, isFlexObject } from "./types.ts";
export { validateFlexContainer } from "./validate.ts";
