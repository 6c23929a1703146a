export * from "./api.ts";
export * from "./assertion.ts";
