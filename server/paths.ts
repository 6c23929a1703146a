import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root, found from this module's own location. The same code runs from `server/`
 * (tsx, tests) and bundled into `dist/server/` (production), so files the server reads at run time
 * (migrations, the emulator's OpenAPI files) are located from the root, never from `import.meta.url`.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server code");
    dir = parent;
  }
  return dir;
}

const PROJECT_ROOT = findProjectRoot();

export const projectPath = (...segments: string[]): string => join(PROJECT_ROOT, ...segments);
