import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_VARIABLES } from "../../server/config.ts";
import { LINE_PLATFORM_ENV } from "../../server/line-sandbox/platform-env.ts";

type Service = { environment?: Record<string, string>; command?: string[] };
const compose = parse(readFileSync(new URL("../../compose.yaml", import.meta.url), "utf8")) as {
  services: Record<string, Service>;
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
