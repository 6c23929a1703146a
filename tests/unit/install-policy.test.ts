import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// npm runs an implicit `node-gyp rebuild` for any package that ships a binding.gyp and no install script
// (whatever its own `gypfile: false` says, which the lock does not carry), and `npm install` then records
// `hasInstallScript: true` in the lock. A package whose binary is prebuilt must be denied in allowScripts,
// or the install needs python3, make and a C compiler; and the lock must already say what npm writes, or a
// clean clone is dirty after its first `npm install`. The release test runs the install without a toolchain.

const root = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
};

/** Installed packages (scoped ones too) that ship a binding.gyp but declare no install script. */
function implicitGypPackages(): string[] {
  const modules = join(root, "node_modules");
  const names = readdirSync(modules).flatMap((name) =>
    name.startsWith("@") ? readdirSync(join(modules, name)).map((sub) => `${name}/${sub}`) : [name],
  );
  return names.filter((name) => {
    const dir = join(modules, name);
    if (!existsSync(join(dir, "binding.gyp")) || !existsSync(join(dir, "package.json"))) return false;
    const { scripts = {} } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
    };
    return !scripts.install && !scripts.preinstall;
  });
}

describe("install scripts", () => {
  it("a package with a binding.gyp and a prebuilt binary is denied its implicit node-gyp build", () => {
    const packages = implicitGypPackages();
    expect(packages).toContain("better-sqlite3");
    for (const name of packages) {
      expect(pkg.allowScripts?.[name], `allowScripts.${name}`).toBe(false);
      expect(lock.packages[`node_modules/${name}`]?.hasInstallScript, `lock: ${name}`).toBe(true);
    }
  });

  it("better-sqlite3 loads its prebuilt binary: nothing built is needed", async () => {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(":memory:");
    expect(db.prepare("select 1 as one").get()).toEqual({ one: 1 });
    db.close();
    expect(readdirSync(join(root, "node_modules/better-sqlite3/prebuilds")).length).toBeGreaterThan(0);
  });
});
