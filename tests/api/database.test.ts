import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/index.ts";
import { type Backing, createBacking, MIGRATIONS_TABLE, migrationCount, testSetup } from "./backing.ts";

/** The database layer on its own: the interface both dialects share, and what is particular to each. */

let backing: Backing;
beforeEach(async () => {
  backing = await createBacking();
});
afterEach(() => backing.close());

const open = () => openDatabase(parseConfig(backing.env, {}));

describe(`the ${testSetup} database`, () => {
  it("ping() resolves while open and rejects once closed; opening twice migrates nothing new", async () => {
    const first = await open();
    await expect(first.ping()).resolves.toBeUndefined();
    const second = await open();
    await second.close();
    expect(await backing.count(MIGRATIONS_TABLE)).toBe(migrationCount());
    await first.close();
    await expect(first.ping()).rejects.toThrow();
  });

  it.runIf(testSetup === "shared")(
    "PostgreSQL columns: times are timestamptz, Flex JSON is json (not jsonb)",
    async () => {
      await (await open()).close();
      const columns = await backing.query(
        "select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' and (column_name like '%_at' or column_name like '%json%' or column_name = 'session_data') order by 1, 2",
      );
      const types = Object.fromEntries(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.data_type]));
      expect(types).toEqual({
        "flex_messages.created_at": "timestamp with time zone",
        "flex_messages.expires_at": "timestamp with time zone",
        "flex_messages.flex_json": "json",
        "images.created_at": "timestamp with time zone",
        "login_logs.created_at": "timestamp with time zone",
        "login_logs.session_data": "json",
        "webhook_events.received_at": "timestamp with time zone",
        "webhook_prepared_replies.created_at": "timestamp with time zone",
        "webhook_prepared_replies.expires_at": "timestamp with time zone",
        "webhook_relays.created_at": "timestamp with time zone",
        "webhook_reply_locks.used_at": "timestamp with time zone",
      });
    },
  );

  it.runIf(testSetup === "embedded")(
    "a SQLite file migrated before the move to migrations/sqlite opens as is, rows kept, nothing re-applied",
    async () => {
      // The pre-move layout: migrations/0000_init.sql and migrations/meta at the top of the folder.
      const oldFolder = mkdtempSync(join(tmpdir(), "ldt-old-migrations-"));
      try {
        cpSync(new URL("../../migrations/sqlite", import.meta.url), oldFolder, { recursive: true });
        const file = join(backing.dataDir, "app.db");
        const sqlite = new BetterSqlite(file);
        migrate(drizzle(sqlite), { migrationsFolder: oldFolder });
        sqlite.prepare("insert into images values ('ab', 'image/png', 1, 1, 1, 0)").run();
        sqlite.close();
      } finally {
        rmSync(oldFolder, { recursive: true, force: true });
      }
      const db = await open();
      expect(await db.images.get("ab")).toMatchObject({ mimeType: "image/png" });
      await db.close();
      expect(await backing.count(MIGRATIONS_TABLE)).toBe(migrationCount());
    },
  );

  it("listJson is exactly JSON.stringify of the saved messages, newest first, whatever strings and times", async () => {
    const db = await open();
    let controls = "";
    for (let code = 1; code < 32; code++) controls += String.fromCharCode(code);
    const titles = [controls, '\u2028\u2029\u007f \\ " / </script>', "ไทย 😀 é", "plain"];
    // Whole seconds, a millisecond either side, the epoch, this century's end and the year 9892.
    const times = [
      0, 999, 1_000, 1_001, 1_795_000_000_123, 1_795_000_000_999, 4_102_444_799_999, 250_000_000_000_000,
    ];
    const flexJson = { type: "bubble", zeta: 1, n: [1.5e300, -0, 0.1], s: 'a\u2028 ไทย "q"', alpha: null };
    const saved = [];
    for (const [i, at] of times.entries()) {
      const title = titles[i % titles.length] ?? "";
      const message = await db.flexMessages.saveWithinLimit(
        "U-list",
        { title, altText: `alt ${title}`, flexJson },
        at,
      );
      if (message) saved.push(message);
    }
    expect(saved).toHaveLength(times.length);
    // Newest first; a message expires a month after it was made, so listing at time 0 shows every one.
    expect(await db.flexMessages.listJson("U-list", 0)).toBe(JSON.stringify(saved.toReversed()));
    expect(await db.flexMessages.listJson("U-nobody", 0)).toBe("[]");
    // Expired ones are left out: at the second-newest's expiry only the newest is live.
    const cut = Date.parse(saved.at(-2)?.expiresAt ?? "");
    expect(await db.flexMessages.listJson("U-list", cut)).toBe(JSON.stringify([saved.at(-1)]));
    await db.close();
  });

  it("listJson follows every write, by this handle or another on the same database, and each expiry", async () => {
    const [db, other] = [await open(), await open()];
    const fresh = async (now: number) => {
      const reader = await open();
      const json = await reader.flexMessages.listJson("U-follow", now);
      await reader.close();
      return json;
    };
    const t0 = 1_795_000_000_000;
    const message = (title: string) => ({ title, altText: title, flexJson: { type: "bubble" } });
    const a = await db.flexMessages.saveWithinLimit("U-follow", message("a"), t0);
    expect(JSON.parse(await db.flexMessages.listJson("U-follow", t0 + 1))).toMatchObject({ length: 1 });
    // Written through another handle (another instance or process), then through this one.
    const b = await other.flexMessages.saveWithinLimit("U-follow", message("b"), t0 + 2);
    expect(await db.flexMessages.listJson("U-follow", t0 + 3)).toBe(await fresh(t0 + 3));
    expect(await db.flexMessages.listJson("U-follow", t0 + 3)).toContain('"title":"b"');
    await db.flexMessages.update("U-follow", a?.id ?? "", message("a2"), t0 + 4);
    expect(await db.flexMessages.listJson("U-follow", t0 + 5)).toContain('"title":"a2"');
    await other.flexMessages.delete("U-follow", b?.id ?? "", t0 + 6);
    const onlyA = await db.flexMessages.listJson("U-follow", t0 + 7);
    expect(onlyA).toBe(await fresh(t0 + 7));
    expect(JSON.parse(onlyA)).toMatchObject([{ title: "a2" }]);
    // At its expiry the list is empty; a clock set back shows it again (the sweep has not run).
    const expiry = Date.parse(a?.expiresAt ?? "");
    expect(await db.flexMessages.listJson("U-follow", expiry)).toBe("[]");
    expect(await db.flexMessages.listJson("U-follow", expiry - 1)).toBe(onlyA);
    await db.close();
    await other.close();
  });
});
