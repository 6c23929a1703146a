/**
 * Memory under a burst of expensive uploads (issue 11): 16 parallel POST /api/images of distinct,
 * valid 4096 × 4096 PNGs (each under 1 MB) against the real server in a child process. Prints the
 * server's RSS before and at its peak (sampled from /proc every 10 ms), how each upload was
 * answered (201 stored or 503 + Retry-After), and checks that every stored image is served back.
 * Run: `npx tsx tests/bench/bench-image-burst.ts` (Linux: reads /proc/<pid>/status).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { waitForHealth } from "./wait-for-health.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const UPLOADS = 16;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A 4096 × 4096 PNG with a few coloured bands: distinct per index, about 100 KB, well under 1 MB. */
async function bigPng(index: number): Promise<Buffer> {
  const bands = Array.from({ length: 8 }, (_, band) => ({
    input: {
      create: {
        width: 4096,
        height: 512,
        channels: 3 as const,
        background: { r: (index * 15 + band * 30) % 256, g: band * 31, b: index * 7 },
      },
    },
    top: band * 512,
    left: 0,
  }));
  return sharp({ create: { width: 4096, height: 4096, channels: 3, background: "#ffffff" } })
    .composite(bands)
    .png()
    .toBuffer();
}

const images = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => bigPng(i)));
const dataDir = mkdtempSync(join(tmpdir(), "ldt-bench-burst-"));
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LIFF_ID: "" },
  stdio: "ignore",
});
try {
  await waitForHealth(ORIGIN, 50);
  const pid = child.pid as number;
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = performance.now();
  const answers = await Promise.all(
    images.map(async (png) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "big.png");
      const res = await fetch(`${ORIGIN}/api/images`, { method: "POST", body: form });
      const body = (await res.json()) as { link?: string };
      return { status: res.status, retryAfter: res.headers.get("retry-after"), link: body.link };
    }),
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));

  const stored = answers.filter((a) => a.status === 201);
  const busy = answers.filter((a) => a.status === 503 && a.retryAfter);
  let servedBack = 0;
  for (const answer of stored) {
    const res = await fetch(`${ORIGIN}${new URL(answer.link ?? "").pathname}`);
    if (res.ok) servedBack++;
    await res.arrayBuffer();
  }
  const sizes = images.map((png) => png.length);
  console.log(
    `${UPLOADS} parallel 4096×4096 PNG uploads (${Math.min(...sizes)}–${Math.max(...sizes)} bytes each)`,
  );
  console.log(`server RSS: ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak (budget 400 MB)`);
  console.log(
    `answers: ${stored.length} stored (201), ${busy.length} busy (503 + Retry-After), ` +
      `${UPLOADS - stored.length - busy.length} other, in ${elapsed.toFixed(0)} ms`,
  );
  console.log(
    `stored images served back: ${servedBack}/${stored.length}; lost: ${UPLOADS - stored.length - busy.length}`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
