export * from "./limits.ts";
export { validateAltText, wrapFlexMessage } from "./message.ts";
export { parseFlexJson } from "./parse.ts";
export * from "./tokens.ts";

export { formatFlexProblem } from "./types.ts";
export { validateFlexContainer } from "./validate.ts";
