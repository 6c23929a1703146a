import { type AddressInfo, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_LIMIT } from "../../shared/flex/storage.ts";
import { englishText } from "../../shared/text/english.ts";
import { PASSWORD_REJECTED, refuseLogin } from "../faults/pg-refusals.ts";
import { type Backing, createBacking, MIGRATIONS_TABLE, migrationCount, testSetup } from "./backing.ts";
import { type Instance, runToExit, startInstance } from "./instances.ts";

/*
 * Several real server processes on one database: one SQLite file (embedded set-up) or one PostgreSQL
 * database (shared set-up). What must hold across processes is enforced by the database, so only
 * processes can prove it.
 */

const BUBBLE = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };
function save(instance: Instance, token: string, title: string) {
  return fetch(`${instance.origin}/api/flex-messages`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, flexJson: BUBBLE }),
  });
}

async function listIds(instance: Instance, token: string): Promise<string[]> {
  const res = await fetch(`${instance.origin}/api/flex-messages`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { id: string }[] }).messages.map((m) => m.id);
}

describe(`three instances on one empty ${testSetup === "shared" ? "PostgreSQL database" : "SQLite file"}`, () => {
  let backing: Backing;
  let instances: Instance[] = [];

  beforeAll(async () => {
    backing = await createBacking();
    // All three start at once against the empty database: each tries to migrate it.
    instances = await Promise.all([0, 1, 2].map(() => startInstance(backing.env)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await backing?.close();
  });

  it("migrates exactly once and all three serve", async () => {
    // Broken once on purpose (pg/open.ts migrateOnce without pg_advisory_lock): two instances exited in
    // beforeAll with "duplicate key value violates unique constraint pg_type_typname_nsp_index".
    expect(await backing.count(MIGRATIONS_TABLE)).toBe(migrationCount());
    for (const instance of instances) {
      expect((await fetch(`${instance.origin}/api/health`)).status).toBe(200);
    }
  });

  it(`30 concurrent saves through 3 processes for a user holding 15 store exactly ${FLEX_STORAGE_LIMIT}`, async () => {
    // Broken once on purpose, then restored: PostgreSQL without pg_advisory_xact_lock stored 25 (10 saves
    // answered 201); SQLite with the count and the insert outside the IMMEDIATE transaction (the event loop
    // between them, as a careless async version would do) stored 21.
    const tokens = await Promise.all(instances.map((instance) => instance.idToken(0)));
    const [first] = instances;
    if (!first || !tokens[0]) throw new Error("no instance");
    for (let i = 0; i < 15; i++) expect((await save(first, tokens[0], `held ${i}`)).status).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const k = i % instances.length;
        return save(instances[k] as Instance, tokens[k] as string, `burst ${i}`);
      }),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(FLEX_STORAGE_LIMIT - 15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - (FLEX_STORAGE_LIMIT - 15));
    const refused = responses.find((res) => res.status === 409);
    expect(await refused?.json()).toMatchObject({
      error: englishText(FLEX_SAVE_ERRORS.limitReached),
      code: "flex.limit-reached",
      params: { max: 20 },
    });
    expect(await backing.count("flex_messages")).toBe(FLEX_STORAGE_LIMIT);
  });

  it("killing one instance mid-save loses no acknowledged save; the others keep saving", async () => {
    const [victim, witness] = instances;
    if (!victim || !witness) throw new Error("no instance");
    const [victimToken, witnessToken] = await Promise.all([victim.idToken(1), witness.idToken(1)]);
    const acknowledged: string[] = [];
    let killed = false;
    // Saves go out in a stream of 4 at a time; the process is killed with several still in flight.
    const worker = async (lane: number) => {
      for (let i = lane; i < 16; i += 4) {
        const res = await save(victim, victimToken, `lane ${lane} #${i}`).catch(() => null);
        if (res?.status === 201)
          acknowledged.push(((await res.json()) as { message: { id: string } }).message.id);
        if (acknowledged.length >= 6 && !killed) {
          killed = true;
          victim.child.kill("SIGKILL");
        }
        if (!res) return;
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    await victim.exited;
    expect(killed).toBe(true);
    const listed = await listIds(witness, witnessToken);
    for (const id of acknowledged) expect(listed).toContain(id);
    // Nothing is left locked by the dead process.
    expect((await save(witness, witnessToken, "after the kill")).status).toBe(201);
  });
});

describe("start-up with a DATABASE_URL that does not work", () => {
  function expectOneLine(run: { code: number | null; stderr: string }, pattern: RegExp) {
    expect(run.code).toBe(1);
    const lines = run.stderr.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }

  it("unreachable PostgreSQL: one line naming DATABASE_URL, exit 1, no stack trace", async () => {
    const run = await runToExit({ DATABASE_URL: "postgres://postgres:hunter2@127.0.0.1:1/tools" });
    expectOneLine(run, /^DATABASE_URL: cannot use PostgreSQL at 127\.0\.0\.1:1\/tools: .*ECONNREFUSED/);
    expect(run.stderr).not.toContain("hunter2");
  });

  it("a password the server turns down (28P01): one line naming DATABASE_URL and the reason, exit 1", async () => {
    // The test server trusts loopback: a server of the test's own answers the login as PostgreSQL would.
    const server = createServer((socket) => refuseLogin(socket, PASSWORD_REJECTED));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await runToExit({ DATABASE_URL: `postgres://app:old-secret@127.0.0.1:${port}/tools` });
      expectOneLine(
        run,
        /^DATABASE_URL: cannot use PostgreSQL at 127\.0\.0\.1:\d+\/tools: password authentication failed/,
      );
      expect(run.stderr).not.toContain("old-secret");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("not a postgres:// URL: one line naming DATABASE_URL, exit 1", async () => {
    expectOneLine(
      await runToExit({ DATABASE_URL: "mysql://127.0.0.1/tools" }),
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it.runIf(testSetup === "shared")(
    "a database that does not exist on a reachable server: one line, exit 1",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = "/ldt_no_such_database";
      const run = await runToExit({ DATABASE_URL: url.toString() });
      expectOneLine(run, /^DATABASE_URL: cannot use PostgreSQL at .*ldt_no_such_database: .*does not exist/);
    },
  );
});
