/** Sending builder output to LINE: message building, what LIFF accepts, readable SDK errors. */

export * from "./api.ts";
export * from "./liff-acceptance.ts";
export * from "./liff-errors.ts";
export * from "./line-problems.ts";
export * from "./messages.ts";
