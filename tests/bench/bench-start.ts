/**
 * `npm run bench:start`: cold start of `npm start` (built app) to the first 200 on /api/health.
 * Runs 5 times on a fresh DATA_DIR each and prints every figure and the median.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const RUNS = 5;
const PORT = 4321;

async function once(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "ldt-bench-"));
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LIFF_ID: "" },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error("server did not answer within 60 s");
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await once());
times.sort((a, b) => a - b);
console.log(`cold start to first 200 on /api/health: ${times.map((t) => `${t.toFixed(0)} ms`).join(", ")}`);
console.log(`median ${times[Math.floor(RUNS / 2)]?.toFixed(0)} ms`);
