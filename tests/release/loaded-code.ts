import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Packages that only the LINE platform emulator uses (its OpenAPI validators and token signing), and the
 * emulator's own entry: a server with a LIFF ID, or an instance of a shared platform, must load none of them.
 */
export const EMULATOR_ONLY = [
  "ajv",
  "ajv-formats",
  "yaml",
  "jose",
  "server/line-sandbox/index.ts",
  "server/line-sandbox/openapi.ts",
] as const;

function packageOf(path: string): string | undefined {
  const matches = [...path.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  return matches.at(-1)?.[1];
}

/**
 * What a process ran, from the module files it loaded: package names for files in node_modules, and for a
 * bundle chunk whatever its source map names (packages, and project files such as `server/app.ts`).
 */
export function loadedCode(moduleUrls: readonly string[]): Set<string> {
  const code = new Set<string>();
  for (const url of moduleUrls) {
    const path = fileURLToPath(url);
    const pkg = packageOf(path);
    if (pkg) {
      code.add(pkg);
      continue;
    }
    if (!existsSync(`${path}.map`)) continue;
    const { sources } = JSON.parse(readFileSync(`${path}.map`, "utf8")) as { sources: string[] };
    for (const source of sources) code.add(packageOf(source) ?? source.replace(/^(\.\.\/)+/, ""));
  }
  return code;
}

export function emulatorCodeIn(code: ReadonlySet<string>): string[] {
  return EMULATOR_ONLY.filter((name) => code.has(name));
}
