/**
 * `npm run bench:load`: throughput of the hosted service on loopback, printed (never asserted).
 * - GET /api/flex-messages with a valid token and 20 saved messages (the sample bubble, then corpus-sized
 *   ones): 1 instance on SQLite, and 2 instances on PostgreSQL + Redis sharing one LINE platform
 *   (TEST_DATABASE_URL / TEST_REDIS_URL; skipped without them), autocannon 10 s, 10 connections in all.
 * - GET of a hosted ~170 KB image on one instance.
 * - Server RSS after the load runs and after 50 uploads with imagemap renditions.
 * - A/B in one run: the flex list and the image GET on this build and on BENCH_BASELINE's (default e4b6fc1,
 *   the commit before issue 12's server work; built once into a temp folder; BENCH_BASELINE= skips it),
 *   alternated round by round, with the ratios.
 * Each line also gives GET /api/health in the same run (the floor of a request on this machine) and the
 * server's CPU time per request (utime + stime of its process over the run), which other load on a shared
 * machine disturbs far less than req/s, and what that CPU time makes of one core ("per core"): the server's
 * own rate, whichever of server and load generator is the bottleneck. BENCH_PIN=1 pins the servers to CPU 0
 * and this process (the load generator) to the others, so neither takes the other's CPU.
 * Each figure is measured with autocannon (the issue's) and, for the flex list and the image, again with
 * light-load.ts ("light generator"): autocannon decodes every answer body into a string, so with 136 KB
 * answers on a 2-core machine it is its own bottleneck and its req/s says little about the server.
 * Runs the production build (npm run build first).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { SAMPLE_FLEX_BUBBLE } from "../../web/components/flex-preview-panel/sample.ts";
import { freshPgDatabase } from "../api/backing.ts";
import { makePng } from "../api/images-helpers.ts";
import { type Instance, type LaunchOptions, startInstance } from "../api/instances.ts";
import { baselineBuild } from "./baseline-build.ts";
import { lightLoad } from "./light-load.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CORPUS = "tests/fixtures/flex-corpus";
const BASELINE = process.env.BENCH_BASELINE ?? "e4b6fc1";
const AB_ROUNDS = 2;
/** Read before pinning: it follows this process's own CPU affinity. */
const CPUS = availableParallelism();
const PIN = process.env.BENCH_PIN === "1" && CPUS >= 2;
const SERVER_CPUS = "0";

/** Every thread of `pid` onto `cpus` (a taskset list); threads made later inherit it. */
function pin(pid: number, cpus: string) {
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
}

if (PIN) pin(process.pid, `1-${CPUS - 1}`);
console.log(
  PIN
    ? `Servers pinned to CPU ${SERVER_CPUS}, the load generator (autocannon, this process) to the other ${CPUS - 1}`
    : "Servers and load generator share every CPU (BENCH_PIN=1 pins them apart)",
);

/** A server of this checkout (or `root`'s build), pinned apart from the load generator with BENCH_PIN=1. */
async function startServer(env: Record<string, string>, opts: LaunchOptions = {}): Promise<Instance> {
  const server = await startInstance(env, { built: true, ...opts });
  if (PIN && server.child.pid) pin(server.child.pid, SERVER_CPUS);
  return server;
}

/** What a phone's browser (and LINE's in-app browser) sends. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

interface Figures {
  requests: number;
  /** Requests answered in all. */
  total: number;
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

/**
 * autocannon: the issue's figures. light: tests/bench/light-load.ts, which costs the machine far less per
 * answer (autocannon decodes every body to a string), so on a small shared machine it shows what the server
 * itself can do where autocannon measures mostly itself (the 136 KB image).
 */
type Generator = "autocannon" | "light";

interface Run {
  total: number;
  requests: number;
  p99: number;
  non2xx: number;
  bytes: number;
}

async function generate(
  generator: Generator,
  url: string,
  connections: number,
  headers: Record<string, string>,
) {
  if (generator === "light") {
    const r = await lightLoad({ url, connections, seconds: SECONDS, headers });
    // Whole milliseconds, like autocannon's.
    return { ...r, p99: Math.round(r.p99) };
  }
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  return {
    total: r.requests.total,
    requests: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    bytes: r.throughput.total,
  } satisfies Run;
}

async function load(
  servers: readonly Instance[],
  urls: readonly string[],
  headers: Record<string, string>,
  generator: Generator = "autocannon",
): Promise<Figures> {
  const per = Math.max(1, Math.floor(CONNECTIONS / urls.length));
  const cpuBefore = servers.reduce((sum, s) => sum + cpuMs(s), 0);
  const results: Run[] = await Promise.all(urls.map((url) => generate(generator, url, per, headers)));
  const cpu = servers.reduce((sum, s) => sum + cpuMs(s), 0) - cpuBefore;
  const total = results.reduce((sum, r) => sum + r.total, 0);
  return {
    total,
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    p99: Math.max(...results.map((r) => r.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    cpuPerRequest: total ? (cpu * 1000) / total : 0,
    bytesPerRequest: total ? results.reduce((sum, r) => sum + r.bytes, 0) / total : 0,
  };
}

/** Requests one core of server CPU answers at this cost. */
const perCore = (f: Figures) => (f.cpuPerRequest ? 1e6 / f.cpuPerRequest : 0);

const print = (label: string, f: Figures, goal = "") =>
  console.log(
    `${`${label}:`.padEnd(66)} ${f.requests.toFixed(0).padStart(6)} req/s, p99 ${f.p99} ms${goal ? ` (goal ${goal})` : ""}  [server CPU ${f.cpuPerRequest.toFixed(0)} µs/req = ${perCore(f).toFixed(0)} req/s per core, ${(f.bytesPerRequest / 1024).toFixed(1)} KB/answer]${f.non2xx ? `  (${f.non2xx} non-2xx!)` : ""}`,
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

/** The flex list runs whose server CPU per request is compared across set-ups (PostgreSQL / SQLite). */
type FlexCase = "sample" | "sample, light" | "corpus" | "corpus, light";
const FLEX_CASES: Record<FlexCase, string> = {
  sample: "20 sample bubbles",
  "sample, light": "20 sample bubbles, light generator",
  corpus: "20 largest corpus messages",
  "corpus, light": "20 largest corpus messages, light generator",
};

async function flexRuns(
  label: string,
  servers: readonly Instance[],
): Promise<Partial<Record<FlexCase, Figures>>> {
  const first = servers[0];
  const measured: Partial<Record<FlexCase, Figures>> = {};
  if (!first) return measured;
  const token = await login(first.origin);
  const headers = { authorization: `Bearer ${token}` };
  const urls = servers.map((s) => `${s.origin}/api/flex-messages`);
  const health = servers.map((s) => `${s.origin}/api/health`);
  const run = async (key: FlexCase, generator: Generator, goal = "") => {
    const figures = await load(servers, urls, headers, generator);
    measured[key] = figures;
    print(`${label}, flex list ${FLEX_CASES[key]}`, figures, goal);
  };
  print(`${label}, reference: GET /api/health`, await load(servers, health, {}));
  await deleteAll(first.origin, token);
  await saveMessages(
    first.origin,
    token,
    Array.from({ length: 20 }, () => SAMPLE_FLEX_BUBBLE),
  );
  await run("sample", "autocannon", "≥ 4,000 / ≤ 20 ms");
  await run("sample, light", "light");
  print(
    `${label}, flex list 20 sample bubbles, gzip/br accepted`,
    await load(servers, urls, { ...headers, ...BROWSER_ENCODINGS }),
  );
  await deleteAll(first.origin, token);
  await saveMessages(first.origin, token, corpusContainers());
  await run("corpus", "autocannon");
  await run("corpus, light", "light");
  print(
    `${label}, flex list 20 largest corpus messages, gzip/br accepted`,
    await load(servers, urls, { ...headers, ...BROWSER_ENCODINGS }),
  );
  return measured;
}

/** Server CPU per request of each flex list case on `hosted` against `embedded` (goal: within 2×). */
function printRatios(
  label: string,
  hosted: Partial<Record<FlexCase, Figures>>,
  embedded: Partial<Record<FlexCase, Figures>>,
) {
  for (const key of Object.keys(FLEX_CASES) as FlexCase[]) {
    const a = hosted[key]?.cpuPerRequest;
    const b = embedded[key]?.cpuPerRequest;
    if (!a || !b) continue;
    console.log(
      `${label} / SQLite server CPU per request, flex list ${FLEX_CASES[key]}: ${a.toFixed(0)} / ${b.toFixed(0)} µs = ${(a / b).toFixed(2)}× (goal ≤ 2×)`,
    );
  }
}

/** The bench's ~136 KB PNG, hosted on `server`: its /i/ path. */
async function hostImage(server: Instance, image: Buffer): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "a.png");
  const res = await fetch(`${server.origin}/api/images`, { method: "POST", body: form });
  const { link } = (await res.json()) as { link: string };
  return new URL(link).pathname;
}

async function imageRuns(server: Instance) {
  const image = await makePng(240, 240, 11);
  const path = await hostImage(server, image);
  print(
    `hosted image GET /i/… (${(image.length / 1024).toFixed(0)} KB PNG), 1 instance`,
    await load([server], [`${server.origin}${path}`], {}),
    "≥ 2× the issue's ~450 req/s",
  );
  print(
    `hosted image GET /i/… (${(image.length / 1024).toFixed(0)} KB PNG), light generator`,
    await load([server], [`${server.origin}${path}`], {}, "light"),
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

/** Sums of alternated runs: req/s averaged, p99 the worst, CPU per request over every request. */
function combine(runs: readonly Figures[]): Figures {
  const total = runs.reduce((sum, f) => sum + f.total, 0);
  const weighted = (pick: (f: Figures) => number) =>
    total ? runs.reduce((sum, f) => sum + pick(f) * f.total, 0) / total : 0;
  return {
    total,
    requests: runs.reduce((sum, f) => sum + f.requests, 0) / runs.length,
    p99: Math.max(...runs.map((f) => f.p99)),
    non2xx: runs.reduce((sum, f) => sum + f.non2xx, 0),
    cpuPerRequest: weighted((f) => f.cpuPerRequest),
    bytesPerRequest: weighted((f) => f.bytesPerRequest),
  };
}

interface AbTarget {
  server: Instance;
  url: string;
  headers: Record<string, string>;
}

/** The baseline's build and this one on SQLite, the same data on both, runs alternated; prints the ratios. */
async function abRuns(commit: string) {
  const root = baselineBuild(commit);
  const env = () => ({ DATA_DIR: scratchDir(), LIFF_ID: "", TRUST_PROXY: "1" });
  const sides = [
    { name: commit, server: await startServer(env(), { root }) },
    { name: "this build", server: await startServer(env()) },
  ];
  const image = await makePng(240, 240, 11);
  const paths: Record<string, { flex: AbTarget; image: AbTarget }> = {};
  try {
    for (const { name, server } of sides) {
      const token = await login(server.origin);
      await saveMessages(
        server.origin,
        token,
        Array.from({ length: 20 }, () => SAMPLE_FLEX_BUBBLE),
      );
      const flex = {
        server,
        url: `${server.origin}/api/flex-messages`,
        headers: { authorization: `Bearer ${token}` },
      };
      paths[name] = {
        flex,
        image: { server, url: `${server.origin}${await hostImage(server, image)}`, headers: {} },
      };
    }
    for (const [kind, generator] of [
      ["flex", "autocannon"],
      ["flex", "light"],
      ["image", "autocannon"],
      ["image", "light"],
    ] as const) {
      const runs = new Map<string, Figures[]>(sides.map((s) => [s.name, []]));
      for (let round = 0; round < AB_ROUNDS; round++) {
        // Alternate which goes first, so a drift in the machine's load falls on both alike.
        for (const { name } of round % 2 ? [...sides].reverse() : sides) {
          const target = paths[name]?.[kind];
          if (target)
            runs.get(name)?.push(await load([target.server], [target.url], target.headers, generator));
        }
      }
      const label = `${kind === "flex" ? "flex list 20 sample bubbles" : "hosted image GET /i/…"}${generator === "light" ? ", light generator" : ""}`;
      const [before, after] = sides.map((s) => combine(runs.get(s.name) ?? []));
      if (!before || !after) continue;
      print(`A/B ${label}, ${commit}`, before);
      print(`A/B ${label}, this build`, after);
      console.log(
        `A/B ${label}: this build ${(after.requests / before.requests).toFixed(2)}× the req/s and ${(perCore(after) / perCore(before)).toFixed(2)}× the req/s per core of ${commit}`,
      );
    }
  } finally {
    for (const { server } of sides) await server.stop();
  }
}

const sqlite = await startServer({ DATA_DIR: scratchDir(), LIFF_ID: "", TRUST_PROXY: "1" });
let embedded: Partial<Record<FlexCase, Figures>> = {};
try {
  embedded = await flexRuns("SQLite, 1 instance", [sqlite]);
  await imageRuns(sqlite);
} finally {
  await sqlite.stop();
}

if (BASELINE) await abRuns(BASELINE);
else console.log("A/B against a baseline build skipped (BENCH_BASELINE is empty)");

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log("PostgreSQL run skipped: set TEST_DATABASE_URL (and TEST_REDIS_URL) to include it");
} else {
  const platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
  /** 2 instances of this build (or `root`'s) on a fresh database, through the flex list runs. */
  const pgRuns = async (label: string, opts: LaunchOptions = {}) => {
    const scratch = await freshPgDatabase();
    const env = () => ({
      DATA_DIR: scratchDir(),
      LIFF_ID: "",
      DATABASE_URL: scratch.url,
      LINE_API_BASE_URL: platform.origin,
      LINE_API_DATA_BASE_URL: platform.origin,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    });
    const servers = [await startServer(env(), opts), await startServer(env(), opts)];
    try {
      return await flexRuns(label, servers);
    } finally {
      for (const s of servers) await s.stop();
      await scratch.drop();
    }
  };
  try {
    printRatios("PostgreSQL", await pgRuns("PostgreSQL, 2 instances"), embedded);
    // BENCH_PG_BASELINE=<commit>: the same runs on that commit's build, for a before/after in one run.
    const pgBaseline = process.env.BENCH_PG_BASELINE;
    if (pgBaseline) {
      const before = await pgRuns(`PostgreSQL, 2 instances, ${pgBaseline}`, {
        root: baselineBuild(pgBaseline),
      });
      printRatios(`PostgreSQL at ${pgBaseline}`, before, embedded);
    }
  } finally {
    await platform.close();
  }
}
