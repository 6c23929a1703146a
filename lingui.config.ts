import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CatalogFormatter, LinguiConfig } from "@lingui/conf";
import { formatter as jsonFormatter } from "@lingui/format-json";
import { appExtractor } from "./web/i18n/extractor/extractor.ts";

/**
 * The app's messages (web/i18n/README.md): ids are the texts as written (English, or the spec's Thai
 * on home and Upload Image), one catalog per tool and per shell area, in flat JSON `{ "English": "Thai" }`.
 * `lingui compile` merges them into one module per language (web/i18n/compiled/, a build artifact).
 */

const json = jsonFormatter({ style: "minimal" });

/**
 * English is the source language: its catalog holds only real translations (the spec's Thai texts), not
 * a copy of every id; a message without one is shown as written.
 */
export const format: CatalogFormatter = {
  ...json,
  serialize(catalog, ctx) {
    if (ctx.locale !== "en") return json.serialize(catalog, ctx);
    const translated = Object.fromEntries(
      Object.entries(catalog).filter(([id, entry]) => entry.translation && entry.translation !== id),
    );
    return json.serialize(translated, ctx);
  },
};

const tools = readdirSync(fileURLToPath(new URL("web/tools", import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const config: LinguiConfig = {
  locales: ["en", "th"],
  sourceLocale: "en",
  fallbackLocales: false,
  format,
  extractors: [appExtractor],
  catalogs: [
    ...tools.map((tool) => ({
      name: tool,
      path: `<rootDir>/web/tools/${tool}/locales/{locale}`,
      include: [`<rootDir>/web/tools/${tool}`],
    })),
    {
      name: "app",
      path: "<rootDir>/web/i18n/locales/app/{locale}",
      include: [
        "<rootDir>/web/app",
        "<rootDir>/web/liff",
        "<rootDir>/web/lib",
        "<rootDir>/web/api",
        "<rootDir>/web/auth",
      ],
    },
    {
      name: "components",
      path: "<rootDir>/web/i18n/locales/components/{locale}",
      include: ["<rootDir>/web/components"],
    },
    {
      // shared/'s and the server's messages (descriptors, filled-in templates), and the label tables
      // whose texts are passed to t() by name.
      name: "shared",
      path: "<rootDir>/web/i18n/locales/shared/{locale}",
      include: ["<rootDir>/shared", "<rootDir>/server"],
    },
  ],
  catalogsMergePath: "<rootDir>/web/i18n/compiled/{locale}",
  compileNamespace: "ts",
  orderBy: "messageId",
};

export default config;
