import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Records every module file the process loads (tests/release/record-modules.mjs). */
const RECORDER = fileURLToPath(new URL("./record-modules.mjs", import.meta.url));

export interface Started {
  /** http://127.0.0.1:<port the process printed> */
  origin: string;
  output(): string;
  /** SIGTERM, then waits for the exit (a server drains and closes its backends first). */
  stop(): Promise<number | null>;
  /** file: URLs of every module loaded so far; only with `recordModulesTo`. */
  loadedModules(): string[];
}

export interface StartOptions {
  /** The staged release folder. */
  cwd: string;
  /** Arguments to node, as compose's CMD gives them. */
  args: string[];
  /** The whole environment: nothing of the test runner's own leaks in. */
  env: Record<string, string>;
  /** The line the process prints once it listens; group 1 is the port. */
  ready: RegExp;
  /** Where the process writes the module files it loaded when it exits. */
  recordModulesTo?: string;
  timeoutMs?: number;
}

/** Starts a built entry with plain node (the pinned runtime running this test) and waits for its ready line. */
export function startBuilt(options: StartOptions): Promise<Started> {
  const args = options.recordModulesTo ? ["--import", RECORDER, ...options.args] : options.args;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      ...options.env,
      ...(options.recordModulesTo ? { RECORD_MODULES_TO: options.recordModulesTo } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started: Started = {
    origin: "",
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    loadedModules() {
      const file = options.recordModulesTo;
      if (!file || !existsSync(file)) return [];
      return readFileSync(file, "utf8").split("\n").filter(Boolean);
    },
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill("SIGKILL");
      reject(new Error(`${[...options.args].join(" ")}: ${why}\n${output}`));
    };
    const timer = setTimeout(() => fail("no ready line in time"), options.timeoutMs ?? 60_000);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(`exited with ${code} before it was ready`);
    });
    const watch = () => {
      const port = options.ready.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout?.off("data", watch);
      resolve({ ...started, origin: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on("data", watch);
  });
}
