/**
 * Audience domain: ID parsing, list filters and pagination, display helpers.
 * Browser-safe and zod-free; the server imports the request schemas from ./api.ts directly.
 */
export * from "./ids.ts";
export * from "./list.ts";
