export * from "./api.ts";
export * from "./rules.ts";
