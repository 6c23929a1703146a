import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: the server runs from there and serves its dist/web build. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY = "dist/server/index.js";
const START_TIMEOUT_MS = 60_000;
/** The server's start-up line names the port it got (PORT=0 asks the OS for a free one). */
const LISTENING = /LINE DEV Tools on http:\/\/localhost:(\d+)/;

export interface WorkerServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build with its own data folder and its own LINE platform emulator, so each
 * Playwright worker has state no other worker touches (sandbox users, stored messages, rich menus,
 * audiences) and the tests of one worker run one at a time against it, as they did with one worker.
 */
export async function startWorkerServer(): Promise<WorkerServer> {
  if (!existsSync(join(ROOT, ENTRY))) throw new Error(`${ENTRY} is missing: run \`npm run build\` first.`);
  const dataDir = await mkdtemp(join(tmpdir(), "line-dev-tools-e2e-"));
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      // The imagemap spec plays a TLS proxy on loopback (X-Forwarded-Proto: https), as a deployment has one.
      TRUST_PROXY: "loopback",
      DATA_DIR: dataDir,
      LIFF_ID: "",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The server's failure logs belong in the test output, as Playwright's webServer showed them.
  child.stderr?.pipe(process.stderr);
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await listeningPort(child);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`the e2e server did not start in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stdout?.resume(); // keep draining: a full pipe would block the server's logging
      child.off("exit", onExit);
      resolve(Number(match[1]));
    };
    const onExit = (code: number | null) =>
      fail(new Error(`the e2e server exited (${code}) before listening:\n${output}`));
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
      reject(error);
    };
    child.stdout?.on("data", onData);
    child.on("exit", onExit);
  });
}

async function waitForHealth(url: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer 200 in ${START_TIMEOUT_MS} ms`);
}

/** SIGTERM (the server drains and exits), SIGKILL if it has not gone in 15 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
