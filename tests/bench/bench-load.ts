/**
 * `npm run bench:load`: throughput of the hosted service on loopback, printed (never asserted).
 * - GET /api/flex-messages with a valid token and 20 saved messages (the sample bubble, then corpus-sized
 *   ones): 1 instance on SQLite, and 2 instances on PostgreSQL + Redis sharing one LINE platform
 *   (TEST_DATABASE_URL / TEST_REDIS_URL; skipped without them), autocannon 10 s, 10 connections in all.
 * - GET of a hosted ~170 KB image on one instance.
 * - Server RSS after the load runs and after 50 uploads with imagemap renditions.
 * Each line also gives GET /api/health in the same run (the floor of a request on this machine) and the
 * server's CPU time per request (utime + stime of its process over the run), which other load on a shared
 * machine disturbs far less than req/s. Runs the production build (npm run build first).
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { SAMPLE_FLEX_BUBBLE } from "../../web/components/flex-preview-panel/sample.ts";
import { freshPgDatabase } from "../api/backing.ts";
import { makePng } from "../api/images-helpers.ts";
import { type Instance, startInstance } from "../api/instances.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CORPUS = "tests/fixtures/flex-corpus";

/** What a phone's browser (and LINE's in-app browser) sends. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

interface Figures {
  requests: number;
  p99: number;
  non2xx: number;
  /** Server CPU (all instances) per request, µs. */
  cpuPerRequest: number;
  bytesPerRequest: number;
}

/** utime + stime of a process, ms (clock ticks are 10 ms on Linux). */
function cpuMs(server: Instance): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(
  servers: readonly Instance[],
  urls: readonly string[],
  headers: Record<string, string>,
): Promise<Figures> {
  const per = Math.max(1, Math.floor(CONNECTIONS / urls.length));
  const cpuBefore = servers.reduce((sum, s) => sum + cpuMs(s), 0);
  const results = await Promise.all(
    urls.map((url) => autocannon({ url, connections: per, duration: SECONDS, headers })),
  );
  const cpu = servers.reduce((sum, s) => sum + cpuMs(s), 0) - cpuBefore;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    requests: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    cpuPerRequest: total ? (cpu * 1000) / total : 0,
    bytesPerRequest: total ? results.reduce((sum, r) => sum + r.throughput.total, 0) / total : 0,
  };
}

const print = (label: string, f: Figures, goal = "") =>
  console.log(
    `${`${label}:`.padEnd(66)} ${f.requests.toFixed(0).padStart(6)} req/s, p99 ${f.p99} ms${goal ? ` (goal ${goal})` : ""}  [server CPU ${f.cpuPerRequest.toFixed(0)} µs/req, ${(f.bytesPerRequest / 1024).toFixed(1)} KB/answer]${f.non2xx ? `  (${f.non2xx} non-2xx!)` : ""}`,
  );

function rssMb(server: Instance): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/sandbox/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: SANDBOX_USERS[0]?.userId }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function saveMessages(origin: string, token: string, containers: readonly unknown[]) {
  for (const [i, flexJson] of containers.entries()) {
    const res = await fetch(`${origin}/api/flex-messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `Bench ${i}`, flexJson }),
    });
    if (res.status !== 201) throw new Error(`save ${i}: HTTP ${res.status} ${await res.text()}`);
  }
}

async function deleteAll(origin: string, token: string) {
  const list = await fetch(`${origin}/api/flex-messages`, { headers: { authorization: `Bearer ${token}` } });
  const { messages } = (await list.json()) as { messages: { id: string }[] };
  for (const m of messages) {
    await fetch(`${origin}/api/flex-messages/${m.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

function corpusContainers(): unknown[] {
  const files = readdirSync(CORPUS).filter((f) => f.endsWith(".json"));
  const sized = files
    .map((f) => readFileSync(`${CORPUS}/${f}`, "utf8"))
    .sort((a, b) => b.length - a.length)
    .slice(0, 20);
  return sized.map((text) => JSON.parse(text));
}

async function flexRuns(label: string, servers: readonly Instance[]) {
  const first = servers[0];
  if (!first) return;
  const token = await login(first.origin);
  const headers = { authorization: `Bearer ${token}` };
  const urls = servers.map((s) => `${s.origin}/api/flex-messages`);
  const health = servers.map((s) => `${s.origin}/api/health`);
  print(`${label}, reference: GET /api/health`, await load(servers, health, {}));
  await deleteAll(first.origin, token);
  await saveMessages(
    first.origin,
    token,
    Array.from({ length: 20 }, () => SAMPLE_FLEX_BUBBLE),
  );
  print(`${label}, flex list 20 sample bubbles`, await load(servers, urls, headers), "≥ 4,000 / ≤ 20 ms");
  print(
    `${label}, flex list 20 sample bubbles, gzip/br accepted`,
    await load(servers, urls, { ...headers, ...BROWSER_ENCODINGS }),
  );
  await deleteAll(first.origin, token);
  await saveMessages(first.origin, token, corpusContainers());
  print(`${label}, flex list 20 largest corpus messages`, await load(servers, urls, headers));
  print(
    `${label}, flex list 20 largest corpus messages, gzip/br accepted`,
    await load(servers, urls, { ...headers, ...BROWSER_ENCODINGS }),
  );
}

async function imageRuns(server: Instance) {
  const form = new FormData();
  const image = await makePng(240, 240, 11);
  form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "a.png");
  const res = await fetch(`${server.origin}/api/images`, { method: "POST", body: form });
  const { link } = (await res.json()) as { link: string };
  const path = new URL(link).pathname;
  print(
    `hosted image GET /i/… (${(image.length / 1024).toFixed(0)} KB PNG), 1 instance`,
    await load([server], [`${server.origin}${path}`], {}),
    "≥ 2× the issue's ~450 req/s",
  );
  console.log(`RSS after the load runs: ${rssMb(server).toFixed(0)} MB (goal ≤ 250 MB)`);
  for (let i = 0; i < 50; i++) {
    const upload = new FormData();
    const png = await makePng(400 + i, 300, i + 100);
    upload.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "m.png");
    // As if from 50 clients behind the trusted proxy: one client may upload 30 a minute.
    const made = await fetch(`${server.origin}/api/imagemaps`, {
      method: "POST",
      body: upload,
      headers: { "x-forwarded-for": `10.0.0.${i + 1}` },
    });
    if (made.status >= 300) throw new Error(`imagemap upload ${i}: HTTP ${made.status} ${await made.text()}`);
    const { baseUrl } = (await made.json()) as { baseUrl: string };
    for (const width of [1040, 700, 460, 300, 240]) {
      await fetch(`${server.origin}${new URL(baseUrl).pathname}/${width}`).then((r) => r.arrayBuffer());
    }
  }
  console.log(
    `RSS after 50 imagemap uploads with 5 renditions each: ${rssMb(server).toFixed(0)} MB (goal ≤ 250 MB)`,
  );
}

function scratchDir(): string {
  return mkdtempSync(join(tmpdir(), "ldt-bench-"));
}

const sqlite = await startInstance(
  { DATA_DIR: scratchDir(), LIFF_ID: "", TRUST_PROXY: "1" },
  { built: true },
);
try {
  await flexRuns("SQLite, 1 instance", [sqlite]);
  await imageRuns(sqlite);
} finally {
  await sqlite.stop();
}

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log("PostgreSQL run skipped: set TEST_DATABASE_URL (and TEST_REDIS_URL) to include it");
} else {
  const scratch = await freshPgDatabase();
  const platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
  const env = () => ({
    DATA_DIR: scratchDir(),
    LIFF_ID: "",
    DATABASE_URL: scratch.url,
    LINE_API_BASE_URL: platform.origin,
    LINE_API_DATA_BASE_URL: platform.origin,
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  });
  const servers = [await startInstance(env(), { built: true }), await startInstance(env(), { built: true })];
  try {
    await flexRuns("PostgreSQL, 2 instances", servers);
  } finally {
    for (const s of servers) await s.stop();
    await platform.close();
    await scratch.drop();
  }
}
