import { describe, expect, it } from "vitest";
import { type Backend, checkHealth, sharedHealthCheck } from "../../server/http/health.ts";

const up = (role: Backend["role"], kind: string): Backend => ({ role, kind, ping: async () => {} });
const failing = (role: Backend["role"], kind: string, message: string): Backend => ({
  role,
  kind,
  ping: async () => {
    throw new Error(message);
  },
});

describe("checkHealth", () => {
  it("is ok when every backend answers", async () => {
    const report = await checkHealth([
      up("database", "postgres"),
      up("objectStore", "s3"),
      up("cache", "redis"),
    ]);
    expect(report).toEqual({
      status: "ok",
      backends: {
        database: { kind: "postgres", ok: true },
        objectStore: { kind: "s3", ok: true },
        cache: { kind: "redis", ok: true },
      },
    });
  });

  it("is degraded, not down, when only the cache or the object store fails", async () => {
    const report = await checkHealth([up("database", "sqlite"), failing("cache", "redis", "ECONNREFUSED")]);
    expect(report.status).toBe("degraded");
    expect(report.backends.cache).toEqual({ kind: "redis", ok: false, error: "ECONNREFUSED" });
  });

  it("is down when the database fails, and a ping that hangs counts as failed", async () => {
    const hanging: Backend = { role: "database", kind: "postgres", ping: () => new Promise(() => {}) };
    const report = await checkHealth([hanging, up("cache", "memory")], 50);
    expect(report.status).toBe("down");
    expect(report.backends.database?.error).toMatch(/no answer within 50 ms/);
  });
});

describe("sharedHealthCheck", () => {
  it("gives checks arriving during a round of pings that round's report, and pings anew after it", async () => {
    let pings = 0;
    let healthy = true;
    const store: Backend = {
      role: "objectStore",
      kind: "local",
      ping: async () => {
        pings++;
        if (!healthy) throw new Error("EACCES");
      },
    };
    const check = sharedHealthCheck([up("database", "sqlite"), store]);
    const together = await Promise.all([check(), check(), check()]);
    expect(pings).toBe(1);
    expect(together.map((r) => r.status)).toEqual(["ok", "ok", "ok"]);
    // A failure after a round shows in the next one: nothing is kept once a round has ended.
    healthy = false;
    expect((await check()).status).toBe("degraded");
    expect(pings).toBe(2);
  });
});
