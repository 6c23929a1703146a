/**
 * `npm run i18n:check`: what `lingui check missing --locale th` does not see, over every catalog.
 * - A translation whose ICU arguments are not its message's (a renamed, dropped or added `{part}`: Lingui
 *   would show the part empty, or the value nowhere), in both languages: held to what the extractor found
 *   for its id, the English of a `descriptor("id", "English {n}")`, else the id (the text as written).
 * - A text written in Thai (the spec's, on home and Upload Image) without its English: English is the
 *   source language, so Lingui takes every id as its own English and never calls one missing.
 * Uses Lingui's own catalog API, so it reads what `lingui extract` reads.
 */
import { join, relative } from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { icuArguments } from "./icu-arguments.ts";

const ROOT = join(import.meta.dirname, "../../..");
const THAI = /[\u0E00-\u0E7F]/;
/** `flexDesigner.add.blockTaken`: an id, not a text. */
const KEYED_ID = /^[A-Za-z]+(\.[A-Za-z]+)+$/;

/** One line per problem. */
export async function translationProblems(): Promise<string[]> {
  const config = getConfig({ cwd: ROOT, configPath: join(ROOT, "lingui.config.ts") });
  const found: string[] = [];
  for (const catalog of await getCatalogs(config)) {
    const name = relative(ROOT, catalog.path);
    const extracted = (await catalog.collect()) ?? {};
    const english = (await catalog.read("en")) ?? {};
    for (const id of Object.keys(extracted))
      if (THAI.test(id) && !english[id]?.translation)
        found.push(`${name.replace("{locale}", "en")}: ${JSON.stringify(id)} has no English`);
    for (const lang of ["th", "en"]) {
      const entries = lang === "en" ? english : ((await catalog.read(lang)) ?? {});
      for (const [id, entry] of Object.entries(entries)) {
        const translation = entry.translation;
        if (!translation) continue;
        const message = extracted[id]?.message ?? id;
        // A keyed id whose English is built at run time (the Flex designer's `${PLACE}`): the extractor
        // has no message to hold it to; tests/unit/flex-designer-messages.test.ts checks it from the code.
        if (message === id && KEYED_ID.test(id)) continue;
        const expected = icuArguments(message).join(", ");
        const got = icuArguments(translation).join(", ");
        if (got !== expected)
          found.push(
            `${name.replace("{locale}", lang)}: ${JSON.stringify(id)} has {${got}}, its message {${expected}}`,
          );
      }
    }
  }
  return found;
}

if (import.meta.main) {
  const found = await translationProblems();
  for (const problem of found) console.error(problem);
  if (found.length > 0) {
    console.error("Give each translation its message's {arguments}, and each Thai text its English.");
    process.exit(1);
  }
}
