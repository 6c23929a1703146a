import { describe, expect, it } from "vitest";
import { type Backend, checkHealth } from "../../server/http/health.ts";

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
