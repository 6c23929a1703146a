export * from "./capacity.ts";
export * from "./color.ts";
export * from "./options.ts";
export * from "./payload.ts";
export * from "./types.ts";
