export * from "./capacity";
export * from "./color";
export * from "./options";
export * from "./payload";
export * from "./types";
