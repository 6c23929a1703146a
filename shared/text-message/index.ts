/**
 * Text message builder domain: state, JSON building, quick replies, icon URL rules, validation.
 * Browser-safe and zod-free; the server imports the icon-check query schema from ./api.ts.
 */
export * from "./icon-url.ts";
export * from "./quick-replies.ts";
export * from "./text-message.ts";
export * from "./validate.ts";
