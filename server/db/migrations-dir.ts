import { projectPath } from "../paths.ts";
import type { Dialect } from "./database.ts";

/** `migrations/<dialect>` at the project root, so the bundled server (dist/server) finds them too. */
export function migrationsDir(dialect: Dialect): string {
  return projectPath("migrations", dialect);
}
