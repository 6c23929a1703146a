import { join } from "node:path";
import type { AppConfig } from "../config.ts";
import type { Database } from "./database.ts";
import { openPgDatabase } from "./pg/open.ts";
import { openSqliteDatabase } from "./sqlite/open.ts";

export type { Database } from "./database.ts";

/** DATABASE_URL set: PostgreSQL. Unset: the embedded SQLite file `DATA_DIR/app.db`. */
export async function openDatabase(config: Pick<AppConfig, "databaseUrl" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) return openPgDatabase(config.databaseUrl);
  return openSqliteDatabase(join(config.dataDir, "app.db"));
}
