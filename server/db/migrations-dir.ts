import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Dialect } from "./database.ts";

/** `migrations/<dialect>` at the project root, found from this file so any working directory works. */
export function migrationsDir(dialect: Dialect): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), "../../migrations", dialect);
}
