import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import config from "../../../lingui.config.ts";

/**
 * For tests and tooling (Node only): the catalogs as written, every tool's and area's JSON merged into
 * one `{ id: translation }` per language. The app itself loads the compiled ones (web/i18n/compiled).
 */
export function catalogFiles(lang: "en" | "th", root = process.cwd()): string[] {
  return (config.catalogs ?? [])
    .map((catalog) => join(root, `${catalog.path.replace("<rootDir>/", "").replace("{locale}", lang)}.json`))
    .filter((file) => existsSync(file));
}

export function sourceCatalog(lang: "en" | "th", root = process.cwd()): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const file of catalogFiles(lang, root)) Object.assign(merged, JSON.parse(readFileSync(file, "utf8")));
  return merged;
}
