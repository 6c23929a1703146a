import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const READY = /LINE DEV Tools on http:\/\/localhost:(\d+)/;

/** A real server process (`server/index.ts` under tsx), as production runs it, on a random port. */
export interface Instance {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
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

function launch(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", ...env },
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
export function startInstance(env: Record<string, string>, timeoutMs = 60_000): Promise<Instance> {
  const child = launch(env);
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
