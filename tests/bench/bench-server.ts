/**
 * What the browser benches share: the production server of a repository (its own `dist/`, sandbox mode, a
 * fresh data folder) on a port, and Debian's chromium. `root` may be another checkout (BENCH_BASELINE).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForHealth } from "./wait-for-health.ts";

export interface Build {
  label: string;
  base: string;
  server: ChildProcess;
  dataDir: string;
}

export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p) => p && existsSync(p),
  );
}

export async function startServer(label: string, root: string, port: number): Promise<Build> {
  if (!existsSync(join(root, "dist/server/index.js")))
    throw new Error(`No production build in ${root}: run "npm run build" there first`);
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-bench-"));
  const server = spawn("node", ["dist/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LIFF_ID: "",
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return { label, base, server, dataDir };
}

export function stopServer(build: Build): void {
  build.server.kill("SIGTERM");
  rmSync(build.dataDir, { recursive: true, force: true });
}
