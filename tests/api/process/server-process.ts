import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The real server entry (server/index.ts) as a child process on a free port, for what only a process
 * shows: signals, start-up failures, several instances. Benchmarks use it too.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: { built?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-proc-"));
  // `built`: the production bundle (npm run build) with plain node, as benchmarks measure it.
  const args = opts.built ? ["dist/server/index.js"] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LIFF_ID: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const poll = setInterval(() => {
      const port = /on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    }, 20);
    exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return {
    child,
    dataDir,
    origin,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
