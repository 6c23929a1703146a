import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const READY = /LINE DEV Tools on http:\/\/localhost:(\d+)/;

/**
 * A real server process on a random loopback port: `server/index.ts` under tsx, or with `built` the
 * production bundle (`dist/server/index.js`, npm run build) under plain node, as benchmarks measure it.
 */
export interface Instance {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** POST /api/sandbox/login on this instance: an ID token its own LINE emulator signed. */
  idToken(userIndex: number): Promise<string>;
  stop(): Promise<void>;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface LaunchOptions {
  built?: boolean;
  /** The project folder to run from (another checkout's build, for an A/B benchmark); this one by default. */
  root?: string;
}

function launch(env: Record<string, string>, opts: LaunchOptions = {}): ChildProcess {
  const args = opts.built ? ["dist/server/index.js"] : ["--import", "tsx", "server/index.ts"];
  return spawn(process.execPath, args, {
    cwd: opts.root ?? ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs a server that is expected to stop by itself (a start-up failure); kills it after `timeoutMs`. */
export function runToExit(env: Record<string, string>, timeoutMs = 30_000): Promise<Run> {
  const child = launch(env);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Starts a server and resolves once it listens; rejects with its output if it exits first. */
export function startInstance(
  env: Record<string, string>,
  opts: LaunchOptions & { timeoutMs?: number } = {},
): Promise<Instance> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const child = launch(env, opts);
  let stdout = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill("SIGKILL");
      reject(new Error(`${why}\nstdout: ${stdout}\nstderr: ${stderr}`));
    };
    const timer = setTimeout(() => fail("server did not start in time"), timeoutMs);
    void exited.then((code) => fail(`server exited with ${code} before listening`));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      const port = READY.exec(stdout)?.[1];
      if (!port) return;
      clearTimeout(timer);
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        child,
        exited,
        stdout: () => stdout,
        stderr: () => stderr,
        async idToken(userIndex) {
          const users = (await (await fetch(`${origin}/api/sandbox/users`)).json()) as {
            users: { userId: string }[];
          };
          const res = await fetch(`${origin}/api/sandbox/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ userId: users.users[userIndex]?.userId }),
          });
          return ((await res.json()) as { idToken: string }).idToken;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    });
  });
}
