/** Imagemap builder domain: scaling, areas, hints, JSON building and validation. */
export * from "./imagemap.ts";
export * from "./validate.ts";
