import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

export interface Fixture {
  name: string;
  container: unknown;
}

/** Every Flex container of the corpus and of our own fixtures, by file name. */
export function loadFlexFixtures(folder: "flex-corpus" | "flex-extra"): Fixture[] {
  const dir = join(FIXTURES, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ name, container: JSON.parse(readFileSync(join(dir, name), "utf8")) }));
}

export const ALL_FLEX_FIXTURES = [...loadFlexFixtures("flex-corpus"), ...loadFlexFixtures("flex-extra")];
