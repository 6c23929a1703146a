/**
 * Rich menu domain: types, actions, validation, JSON building, image rules, guideline templates.
 * Browser-safe and zod-free; the server imports the request schemas from ./api.ts directly.
 */

export * from "./action-target.ts";
export * from "./actions.ts";
export * from "./alias.ts";
export * from "./area-warnings.ts";
export * from "./group.ts";
export * from "./guidelines.ts";
export * from "./image.ts";
export * from "./line-details.ts";
export * from "./rich-menu.ts";
export * from "./schema-check.ts";
export * from "./share-oa.ts";
export * from "./text-length.ts";
export * from "./types.ts";
export * from "./validate-action.ts";
