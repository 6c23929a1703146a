/**
 * Deterministic fuzz of every endpoint (issue 11): wrong types, huge strings, deep nesting, invalid
 * UTF-8, NUL characters, wrong content types, multipart garbage and odd paths. Asserts that no answer
 * is a 500 (5xx only for upstream faults, which the emulator does not produce here), that no failure
 * is logged, and that the server is healthy afterwards. Prints the status counts.
 *
 * Rate limits are raised through the app's dependencies (rateLimitMultiplier), so the requests reach
 * validation; the clock still moves between requests for the ID tokens. Checked by hand: with MAX_JSON_DEPTH
 * raised to 1e9 (no depth limit, as before issue 11) this run answers 8 × 500 (stack overflow in the
 * flex save) and fails.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";
import { fileForm, makeJpeg, makePng } from "./images-helpers.ts";

const SEED = 0x11_2026;
const REQUESTS = 3200;

/** mulberry32: small, fast and the same sequence on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let now = Date.parse("2026-01-10T00:00:00Z");
let t: TestApp;
let images: { png: Buffer; jpeg: Buffer };
/** A live message of user 0, so updates (PUT) and deletes also reach an existing row. */
let savedId = "";

const FLEX_BODY = {
  title: "T",
  flexJson: { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } },
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, rateLimitMultiplier: 10_000 });
  images = { png: await makePng(24, 16, 5), jpeg: await makeJpeg(24, 16, 6) };
  const res = await t.app.request("/api/flex-messages", {
    method: "POST",
    headers: { "content-type": "application/json", ...(await t.auth(0)) },
    body: JSON.stringify(FLEX_BODY),
  });
  savedId = ((await res.json()) as { message: { id: string } }).message.id;
});
afterAll(() => t.close());

type Rand = ReturnType<typeof prng>;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

const STRINGS = [
  "",
  " ",
  "a",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFFFF",
  "🎉".repeat(50),
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%E0%A4%A",
  "x".repeat(2000),
  "U0123456789abcdef0123456789abcdef",
  "1".repeat(30),
  "-1",
  "1e309",
  "null",
];

function randomValue(rand: Rand, depth = 0): unknown {
  const kind = Math.floor(rand() * (depth > 3 ? 6 : 8));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rand() < 0.5;
    case 2:
      return pick(rand, [0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER, 123456789012]);
    case 3:
    case 4:
      return pick(rand, STRINGS);
    case 5:
      return "y".repeat(Math.floor(rand() * 300_000));
    case 6:
      return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(rand() * 4); i > 0; i--)
        object[pick(rand, FIELDS)] = randomValue(rand, depth + 1);
      return object;
    }
  }
}

const FIELDS = [
  "title",
  "altText",
  "flexJson",
  "type",
  "contents",
  "displayName",
  "loginMethod",
  "liffId",
  "userId",
  "description",
  "audiences",
  "isIfaAudience",
  "richMenu",
  "imageBase64",
  "size",
  "areas",
  "__proto__",
  "constructor",
];

const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** Valid bodies per JSON endpoint; the fuzzer mutates them field by field. */
function validBodies(): Record<string, Record<string, unknown>> {
  const png = `data:image/png;base64,${images.png.toString("base64")}`;
  return {
    "/api/flex-messages": FLEX_BODY,
    "/api/flex-messages/:id": FLEX_BODY,
    "/api/login-logs": { displayName: "A", loginMethod: "manual", liffId: "l" },
    "/api/sandbox/login": { userId: t.runtime.deps.sandbox?.users[0]?.userId ?? "" },
    "/api/audiences": { description: "aud", audiences: [{ id: "U0123456789abcdef0123456789abcdef" }] },
    "/api/rich-menus": {
      richMenu: {
        size: { width: 2500, height: 1686 },
        selected: false,
        name: "m",
        chatBarText: "Menu",
        areas: [{ bounds: { x: 0, y: 0, width: 100, height: 100 }, action: { type: "message", text: "hi" } }],
      },
      imageBase64: png,
    },
  };
}

function jsonBody(rand: Rand, path: string): string {
  const base = validBodies()[path] ?? {};
  const roll = rand();
  if (roll < 0.15) return JSON.stringify(randomValue(rand));
  // 5,000 levels overflowed JSON.stringify in the save (issue 11); a 128 KB body holds up to ~60,000.
  if (roll < 0.2)
    return `{"title":"t","flexJson":{"type":"bubble","body":${deepArray(5000 + Math.floor(rand() * 50_000))}}}`;
  if (roll < 0.25) return deepArray(1000 + Math.floor(rand() * 100_000));
  if (roll < 0.3) return `{"title":"t","flexJson":{"a":${deepArray(60)}}}`;
  if (roll < 0.35) return `{"title":"t","flexJson":{"type":"bubble","x":"${"\\u0000".repeat(100)}"}}`;
  if (roll < 0.4) return "{not json";
  const body: Record<string, unknown> = structuredClone(base);
  body[pick(rand, [...Object.keys(base), ...FIELDS])] = randomValue(rand);
  return JSON.stringify(body);
}

const INVALID_UTF8 = new Uint8Array([
  0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d,
]);
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "application/vnd.api+json",
  "",
];

function multipartGarbage(rand: Rand): { body: BodyInit; headers: Record<string, string> } {
  const roll = rand();
  if (roll < 0.25) return { body: fileForm(pick(rand, [images.png, images.jpeg])), headers: {} };
  if (roll < 0.4) {
    const broken = Buffer.from(pick(rand, [images.png, images.jpeg]));
    const at = Math.floor(rand() * broken.length);
    broken[at] = (broken[at] ?? 0) ^ 0xff;
    return { body: fileForm(broken.subarray(0, Math.floor(rand() * broken.length))), headers: {} };
  }
  if (roll < 0.5) return { body: fileForm(pick(rand, STRINGS), "a.png", "image/png"), headers: {} };
  if (roll < 0.6) {
    const form = new FormData();
    form.append("file", pick(rand, STRINGS));
    form.append("file", new Blob([new Uint8Array(images.png)]), "b.png");
    return { body: form, headers: {} };
  }
  const boundary = pick(rand, ["zz", "", "a".repeat(200), "\u00ff"]);
  const raw = `--zz\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n${pick(rand, ["", "Content-Type: image/png\r\n"])}\r\n${pick(rand, STRINGS)}${pick(rand, ["\r\n--zz--\r\n", "", "--zz"])}`;
  return { body: raw, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const ODD_PATHS = [
  "/api/%",
  "/api/..%2f..%2fetc/passwd",
  "//api//health",
  "/api/flex-messages/%E0%A4%A",
  "/api/flex-messages/%00",
  `/api/flex-messages/${"a".repeat(5000)}`,
  "/api/rich-menus/%20/default",
  "/api/audiences/00",
  "/api/audiences/99999999999999999999",
  "/i/../../app.db",
  `/i/${"0".repeat(64)}.png`,
  "/i/%2e%2e%2fapp.db",
  `/imagemaps/${"f".repeat(64)}/1040`,
  "/imagemaps/x/01040",
  "/api/icon-check?url=%00",
  "/api/icon-check?url=https%3A%2F%2F%5B%3A%3A7f00%3A1%5D%2Fa.png",
  "/api/icon-check?url=https%3A%2F%2F10.0.0.1%2Fa.png",
  "/api/icon-check?url=http%3A%2F%2Fexample.com",
  "/api/icon-check?url=javascript%3Aalert(1)",
  "/api/icon-check",
  "/api/audiences?page=-1&size=1e9&status=%00",
  "/api/audiences?page=1&size=40&description=%E0%A4%A",
  "/api/health?%00=%00",
  "/api",
  "/%00",
];

const ENDPOINTS: readonly [method: string, path: string, body: "json" | "multipart" | "none"][] = [
  ["GET", "/api/health", "none"],
  ["GET", "/api/config", "none"],
  ["GET", "/api/sandbox/users", "none"],
  ["POST", "/api/sandbox/login", "json"],
  ["POST", "/api/login-logs", "json"],
  ["GET", "/api/flex-messages", "none"],
  ["POST", "/api/flex-messages", "json"],
  ["GET", "/api/flex-messages/:id", "none"],
  ["PUT", "/api/flex-messages/:id", "json"],
  ["DELETE", "/api/flex-messages/:id", "none"],
  ["POST", "/api/images", "multipart"],
  ["POST", "/api/imagemaps", "multipart"],
  ["GET", "/api/rich-menus", "none"],
  ["POST", "/api/rich-menus", "json"],
  ["POST", "/api/rich-menus/groups", "multipart"],
  ["POST", "/api/rich-menus/:id/default", "none"],
  ["GET", "/api/rich-menus/:id/image", "none"],
  ["DELETE", "/api/rich-menus/:id", "none"],
  ["GET", "/api/audiences", "none"],
  ["POST", "/api/audiences", "json"],
  ["DELETE", "/api/audiences/:id", "none"],
  ["GET", "/api/icon-check", "none"],
  ["GET", "/api/liff-apps", "none"],
  ["POST", "/api/liff-apps", "json"],
  ["PUT", "/api/liff-apps/:id", "json"],
  ["DELETE", "/api/liff-apps/:id", "none"],
  ["POST", "/api/channel-tokens/v2.1", "json"],
  ["POST", "/api/channel-tokens/v2.1/verify", "json"],
  ["POST", "/api/channel-tokens/short-lived/revoke", "json"],
  ["POST", "/api/sandbox/channel-keys", "json"],
  ["GET", "/i/:file", "none"],
  ["GET", "/imagemaps/:sha/:width", "none"],
];

async function headersFor(rand: Rand): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const auth = rand();
  if (auth < 0.5) headers.Authorization = `Bearer ${await t.idToken(Math.floor(rand() * 3))}`;
  else if (auth < 0.65)
    headers.Authorization = pick(rand, [
      "Bearer",
      "Bearer x.y.z",
      `Bearer ${"a".repeat(5000)}`,
      "Basic Zm9vOmJhcg==",
    ]);
  const channel = rand();
  if (channel < 0.5) Object.assign(headers, t.channel());
  else if (channel < 0.7) {
    headers["X-Line-Channel-Id"] = pick(rand, ["", "abc", "1".repeat(25), "2009000001"]);
    headers["X-Line-Channel-Secret"] = pick(rand, ["", "x".repeat(200), "00000000000000000000000000000000"]);
  }
  return headers;
}

/** A lone surrogate cannot be percent-encoded as UTF-8: send its raw (invalid UTF-8) bytes instead. */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function fillPath(rand: Rand, path: string): string {
  return path
    .replace(
      ":id",
      encodePathSegment(
        pick(rand, [...STRINGS, "richmenu-0123456789abcdef0123456789abcdef", "123", savedId]) || "x",
      ),
    )
    .replace(":file", pick(rand, ["a.png", `${"0".repeat(64)}.jpg`, "%00.png", "x"]))
    .replace(":sha", pick(rand, ["0".repeat(64), "zz", "%2e%2e"]))
    .replace(":width", pick(rand, ["1040", "0", "99999", "-1", "1040.0"]));
}

async function fuzzRequest(rand: Rand): Promise<{ label: string; request: [string, RequestInit] }> {
  if (rand() < 0.08) {
    const path = pick(rand, ODD_PATHS);
    const method = pick(rand, ["GET", "POST", "DELETE", "PUT", "PATCH", "HEAD", "OPTIONS"]);
    return { label: `${method} odd`, request: [path, { method, headers: await headersFor(rand) }] };
  }
  const [method, template, kind] = pick(rand, ENDPOINTS);
  const path = fillPath(rand, template);
  const headers = await headersFor(rand);
  const init: RequestInit = { method, headers };
  if (kind === "multipart" || (kind !== "none" && rand() < 0.1)) {
    const { body, headers: extra } = multipartGarbage(rand);
    Object.assign(headers, extra);
    init.body = body;
  } else if (kind === "json") {
    headers["content-type"] = rand() < 0.8 ? "application/json" : pick(rand, CONTENT_TYPES);
    init.body = rand() < 0.05 ? INVALID_UTF8 : jsonBody(rand, template);
  } else if (method !== "GET" && rand() < 0.1) {
    headers["content-type"] = pick(rand, CONTENT_TYPES);
    init.body = pick(rand, STRINGS);
  }
  return { label: `${method} ${template}`, request: [path, init] };
}

describe("fuzz", () => {
  it(`${REQUESTS} seeded requests across every endpoint: no 500, nothing logged, healthy after`, async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const rand = prng(SEED);
    const byStatus = new Map<number, number>();
    const serverErrors: string[] = [];
    const perEndpoint = new Map<string, number>();
    for (let i = 0; i < REQUESTS; i++) {
      // Past every limiter's window (60 s), and ID tokens are minted on the same clock.
      now += 61_000;
      const { label, request } = await fuzzRequest(rand);
      const res = await t.app.request(...request);
      await res.arrayBuffer();
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      perEndpoint.set(label, (perEndpoint.get(label) ?? 0) + 1);
      if (res.status >= 500) serverErrors.push(`${label} ${request[0].slice(0, 80)} → ${res.status}`);
    }
    const counts = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `fuzz seed ${SEED}: ${REQUESTS} requests, ${perEndpoint.size} endpoint kinds; ${counts.join(" ")}`,
    );
    const logged = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(serverErrors).toEqual([]);
    expect(logged).toEqual([]);
    expect(byStatus.get(429) ?? 0).toBe(0);

    const health = await t.app.request("/api/health");
    expect(health.status).toBe(200);
    const auth = await t.auth(2);
    const list = await t.app.request("/api/flex-messages", { headers: auth });
    expect(list.status).toBe(200);
  }, 240_000);
});
