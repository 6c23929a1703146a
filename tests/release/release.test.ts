import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/fixtures.ts";
import { testDatabaseUrl } from "../api/backing.ts";
import { fileForm, makePng } from "../api/images-helpers.ts";
import {
  type PrivateRedis,
  type S3TestServer,
  startPrivateRedis,
  startS3Server,
} from "../api/infra-services.ts";
import { imageBlob, richMenuRequest, solidImage } from "../api/line-sandbox-helpers.ts";
import { eventOf, sseReader } from "../api/webhooks-helpers.ts";
import { type FaultProxy, startFaultProxy } from "../faults/fault-proxy.ts";
import { type AppDatabase, appDatabase, PASSWORD_REJECTED } from "../faults/pg-refusals.ts";
import { EMULATOR_ONLY, emulatorCodeIn, loadedCode } from "./loaded-code.ts";
import { type Started, startBuilt } from "./processes.ts";
import { reachableDevPackages, type Stage, stageRelease } from "./stage.ts";

// What ships is what is tested: README's build (npm run build, npm prune --omit=dev) in a folder of its own,
// started as compose.yaml starts it (node server/start.mjs, plain node, NODE_ENV=production) on the full
// shared set-up: PostgreSQL, Redis, an S3-protocol server and one LINE platform (the built line-platform
// entry), two instances. Every route family is called once through the bundle, so a module-format or
// bundling mistake in anything loaded lazily fails here instead of in a deployment. Checked by putting the
// S3 SDK back into the bundle (no external): the instances exit with "s3.S3Client is not a constructor".

const enabled = Boolean(process.env.TEST_DATABASE_URL);
if (!enabled)
  console.warn(
    "\n!!! SKIPPED the release test (the built server on PostgreSQL + S3 + Redis): TEST_DATABASE_URL is not set; set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it !!!\n",
  );

const APP_READY = /LINE DEV Tools on http:\/\/localhost:(\d+)/;
const PLATFORM_READY = /LINE platform emulator on [^\s:]+:(\d+)/;
const PUBLIC_BASE_URL = "http://release.example";
const somchai = SANDBOX_USERS[0]?.userId ?? "";
const channel = SANDBOX_CHANNELS[0];
const channelHeaders = {
  "X-Line-Channel-Id": channel?.channelId ?? "",
  "X-Line-Channel-Secret": channel?.channelSecret ?? "",
};
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe.skipIf(!enabled)("the release build, pruned, two instances on the shared set-up", () => {
  let stage: Stage;
  let database: AppDatabase;
  /** Between the instances and PostgreSQL: passes, or answers a login as a server with a new password would. */
  let databaseProxy: FaultProxy;
  let databaseUrl: string;
  let s3: S3TestServer;
  let redis: PrivateRedis;
  let platform: Started;
  let a: Started;
  let b: Started;
  let scratch: string;
  let auth: Record<string, string>;

  const appEnv = (extra: Record<string, string> = {}) => ({
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(join(scratch, "data-")),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    PUBLIC_BASE_URL,
    TRUST_PROXY: "1",
    LIFF_ID: "",
    LINE_API_BASE_URL: platform.origin,
    LINE_API_DATA_BASE_URL: platform.origin,
    ...s3.env,
    ...extra,
  });

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), "ldt-release-run-"));
    stage = stageRelease();
    console.log(`Release staged in ${stage.root}; seconds per step: ${JSON.stringify(stage.timings)}`);
    [database, s3, redis] = await Promise.all([
      appDatabase(testDatabaseUrl()),
      startS3Server(),
      startPrivateRedis(),
    ]);
    databaseProxy = await startFaultProxy(Number(new URL(database.url).port || 5432), {
      loginRefusal: PASSWORD_REJECTED,
    });
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(databaseProxy.port);
    databaseUrl = proxied.toString();
    platform = await startBuilt({
      cwd: stage.root,
      args: ["server/start.mjs", "--line-platform"],
      env: { LINE_PLATFORM_PORT: "0", LINE_PLATFORM_HOST: "127.0.0.1" },
      ready: PLATFORM_READY,
      recordModulesTo: join(scratch, "platform-modules.txt"),
    });
    // Both at once, as compose starts them: the migrations run once, under a lock.
    [a, b] = await Promise.all([
      startBuilt({
        cwd: stage.root,
        args: ["server/start.mjs"],
        env: appEnv(),
        ready: APP_READY,
        recordModulesTo: join(scratch, "a-modules.txt"),
      }),
      startBuilt({ cwd: stage.root, args: ["server/start.mjs"], env: appEnv(), ready: APP_READY }),
    ]);
    const login = await fetch(`${a.origin}/api/sandbox/login`, {
      method: "POST",
      ...json({ userId: somchai }),
    });
    expect(login.status).toBe(200);
    auth = { authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  }, 900_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await platform?.stop();
    await Promise.all([s3?.stop(), redis?.stop(), databaseProxy?.close()]);
    await database?.drop();
    stage?.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    // SIGTERM drains and closes the backends: a clean exit, on the bundle too.
    expect(codes).toEqual([0, 0]);
  }, 180_000);

  it("the image's recipe installs with no compiler and no python, and leaves the lock as committed", () => {
    // better-sqlite3 ships binding.gyp: without allowScripts' `false` npm runs node-gyp, which fails here.
    expect(stage.compiled).toEqual([]);
    expect(stage.lockUnchangedByInstall).toBe(true);
    expect(existsSync(join(stage.root, "node_modules/better-sqlite3/prebuilds/linux-x64.node"))).toBe(true);
  });

  it("the prune leaves no dev dependency that the server could load", () => {
    expect(stage.devPackages.length).toBeGreaterThan(50);
    expect(reachableDevPackages(stage)).toEqual([]);
  });

  it("/api/health on each instance: PostgreSQL, S3 and Redis all answer", async () => {
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.origin}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: "ok",
        backends: {
          database: { kind: "postgres", ok: true },
          objectStore: { kind: "s3", ok: true },
          cache: { kind: "redis", ok: true },
        },
      });
    }
  });

  it("a login through A is valid on B", async () => {
    const res = await fetch(`${b.origin}/api/flex-messages`, { headers: auth });
    expect(res.status).toBe(200);
  });

  it("a Flex message: saved through A, listed and updated through B, deleted through A", async () => {
    const bubble = (text: string) => ({
      type: "bubble",
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text }] },
    });
    const saved = await fetch(`${a.origin}/api/flex-messages`, {
      method: "POST",
      ...json({ title: "Release", flexJson: bubble("one") }, auth),
    });
    expect(saved.status).toBe(201);
    const { id } = ((await saved.json()) as { message: { id: string } }).message;
    const listed = (await (await fetch(`${b.origin}/api/flex-messages`, { headers: auth })).json()) as {
      messages: { id: string; title: string }[];
    };
    expect(listed.messages.map((m) => [m.id, m.title])).toEqual([[id, "Release"]]);
    const updated = await fetch(`${b.origin}/api/flex-messages/${id}`, {
      method: "PUT",
      ...json({ title: "Release, updated", flexJson: bubble("two") }, auth),
    });
    expect(updated.status).toBe(200);
    const read = (await (await fetch(`${a.origin}/api/flex-messages/${id}`, { headers: auth })).json()) as {
      message: { title: string; flexJson: unknown };
    };
    expect(read.message).toMatchObject({ title: "Release, updated", flexJson: bubble("two") });
    const deleted = await fetch(`${a.origin}/api/flex-messages/${id}`, { method: "DELETE", headers: auth });
    expect(deleted.status).toBe(200);
    const after = (await (await fetch(`${b.origin}/api/flex-messages`, { headers: auth })).json()) as {
      messages: unknown[];
    };
    expect(after.messages).toEqual([]);
  });

  it("an image uploaded through A lands in the S3 bucket and B serves it, renditions too", async () => {
    const png = await makePng(320, 200, 7);
    const uploaded = await fetch(`${a.origin}/api/images`, { method: "POST", body: fileForm(png) });
    expect(uploaded.status).toBe(201);
    const link = new URL(((await uploaded.json()) as { link: string }).link);
    expect(link.origin).toBe(PUBLIC_BASE_URL);
    expect(readdirSync(s3.directory, { recursive: true }).length).toBeGreaterThan(0);
    const served = await fetch(`${b.origin}${link.pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const wide = await solidImage(1040, 700);
    const map = await fetch(`${a.origin}/api/imagemaps`, { method: "POST", body: fileForm(wide) });
    expect(map.status).toBe(201);
    const base = new URL(((await map.json()) as { baseUrl: string }).baseUrl).pathname;
    for (const width of [240, 300, 460, 700, 1040]) {
      const rendition = await fetch(`${b.origin}${base}/${width}`);
      expect(rendition.status, `${width}`).toBe(200);
      const meta = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
      expect(meta.width, `${width}`).toBe(width);
    }
  });

  it("a rich menu deployed through A is the channel's default on B, image included", async () => {
    const form = new FormData();
    // The app asks for a label on every action, which LINE leaves optional for postbacks.
    const area = { bounds: { x: 0, y: 0, width: 2500, height: 1686 } };
    const areas = [{ ...area, action: { type: "message" as const, label: "Hi", text: "hi" } }];
    form.set("richMenu", JSON.stringify(richMenuRequest({ name: "Release menu", selected: false, areas })));
    form.set("image", imageBlob(await solidImage(2500, 1686), "image/png"), "menu.png");
    form.set("setDefault", "true");
    const deployed = await fetch(`${a.origin}/api/rich-menus`, {
      method: "POST",
      body: form,
      headers: channelHeaders,
    });
    expect(deployed.status).toBe(201);
    const { richMenuId } = (await deployed.json()) as { richMenuId: string };
    const listed = (await (
      await fetch(`${b.origin}/api/rich-menus`, { headers: channelHeaders })
    ).json()) as {
      richmenus: { richMenuId: string }[];
      defaultRichMenuId: string | null;
    };
    expect(listed.defaultRichMenuId).toBe(richMenuId);
    const served = await fetch(`${b.origin}/api/rich-menus/${richMenuId}/image`, { headers: channelHeaders });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const aliases = await fetch(`${b.origin}/api/rich-menus/aliases`, { headers: channelHeaders });
    expect(aliases.status).toBe(200);
    const removed = await fetch(`${b.origin}/api/rich-menus/${richMenuId}`, {
      method: "DELETE",
      headers: channelHeaders,
    });
    expect(removed.status).toBe(200);
  });

  it("a push through A reaches the sandbox chat, which B shows", async () => {
    const text = `release push ${Date.now()}`;
    const pushed = await fetch(`${a.origin}/api/line-messages/push-to-me`, {
      method: "POST",
      ...json({ messages: [{ type: "text", text }] }, { ...auth, ...channelHeaders }),
    });
    expect(pushed.status).toBe(200);
    const inbox = (await (await fetch(`${b.origin}/api/sandbox/inbox`, { headers: auth })).json()) as {
      entries: { to: { id: string }[]; messages: { text?: string }[] }[];
    };
    const entry = inbox.entries.find((e) => e.messages.some((m) => m.text === text));
    expect(entry?.to.map((party) => party.id)).toEqual([somchai]);
    const quota = await fetch(`${b.origin}/api/line-messages/quota`, { headers: channelHeaders });
    expect(((await quota.json()) as { totalUsage: number }).totalUsage).toBeGreaterThanOrEqual(1);
  });

  it("the webhook loop through the bundle: chat via A, signed webhook to A's relay, live on B's stream, reply via B", async () => {
    const created = await fetch(`${a.origin}/api/webhooks/relays`, { method: "POST", headers: auth });
    expect(created.status).toBe(201);
    const { relay } = (await created.json()) as { relay: { id: string; url: string } };
    expect(relay.url).toBe(`${PUBLIC_BASE_URL}/hooks/${relay.id}`);
    const stream = await fetch(`${b.origin}/api/webhooks/relays/${relay.id}/stream`, {
      headers: { ...auth, "accept-encoding": "br, gzip" },
    });
    expect(stream.headers.get("content-encoding")).toBeNull();
    const events = sseReader(stream.body as ReadableStream<Uint8Array>);
    expect((await events.next()).event).toBe("ready");
    await fetch(`${a.origin}/api/webhooks/relays/${relay.id}`, {
      method: "PATCH",
      ...json({ mode: "intercept" }, auth),
    });
    const endpoint = await fetch(`${a.origin}/api/webhooks/channel/endpoint`, {
      method: "PUT",
      ...json({ endpoint: `${a.origin}/hooks/${relay.id}` }, { ...auth, ...channelHeaders }),
    });
    expect(endpoint.status).toBe(200);
    const text = `release webhook ${Date.now()}`;
    const typed = await fetch(`${a.origin}/api/sandbox/chat`, { method: "POST", ...json({ text }, auth) });
    expect(await typed.json()).toMatchObject({ delivery: { success: true } });
    const event = eventOf(await events.nextOf("event"));
    await events.cancel();
    const body = JSON.parse(Buffer.from(event.bodyBase64, "base64").toString()) as {
      events: { replyToken: string; message: { text: string } }[];
    };
    expect(body.events[0]?.message.text).toBe(text);
    const reply = await fetch(`${b.origin}/api/webhooks/relays/${relay.id}/events/${event.seq}/reply`, {
      method: "POST",
      ...json(
        { replyToken: body.events[0]?.replyToken, messages: [{ type: "text", text: `re: ${text}` }] },
        { ...auth, ...channelHeaders },
      ),
    });
    expect(reply.status).toBe(200);
    const inbox = (await (await fetch(`${a.origin}/api/sandbox/inbox`, { headers: auth })).json()) as {
      entries: { via: string; messages: { text?: string }[] }[];
    };
    expect(inbox.entries.some((e) => e.via === "reply" && e.messages[0]?.text === `re: ${text}`)).toBe(true);
  });

  it("every other route family answers through the bundle", async () => {
    const audiences = await fetch(`${b.origin}/api/audiences`, { headers: channelHeaders });
    expect(audiences.status).toBe(200);
    const logged = await fetch(`${a.origin}/api/login-logs`, {
      method: "POST",
      ...json({ displayName: "Somchai", loginMethod: "manual", liffId: "sandbox" }, auth),
    });
    expect(logged.status).toBeLessThan(300);
    // Loopback is refused before any connection: the route, its validation and the address policy ran.
    const icon = await fetch(
      `${a.origin}/api/icon-check?url=${encodeURIComponent("https://127.0.0.1/i.png")}`,
    );
    expect(icon.status).toBe(422);
    const config = await fetch(`${b.origin}/api/config`);
    expect(config.status).toBe(200);
    const users = await fetch(`${b.origin}/api/sandbox/users`);
    expect(((await users.json()) as { users: unknown[] }).users).toHaveLength(SANDBOX_USERS.length);
    const page = await fetch(`${a.origin}/`, { headers: { "accept-encoding": "br" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const unknown = await fetch(`${a.origin}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty("error");
  });

  // PostgreSQL up but turning every login down, its sessions ended: closed for maintenance (55000), the app
  // role at its CONNECTION LIMIT (53300), the password rotated (28P01, the proxy answering as the server
  // would: the test server trusts loopback). Never a 500: 503 + Retry-After, /api/health names the reason,
  // and the same processes serve again once the database lets them in.
  it.each([
    ["55000", () => database.closeForMaintenance()],
    ["53300", () => database.exhaustConnectionLimit()],
    [
      "28P01",
      async () => {
        await databaseProxy.set("refuse-login");
        return () => databaseProxy.set("pass");
      },
    ],
  ] as const)(
    "PostgreSQL refusing the login (%s): 503 + Retry-After, health names it, back without a restart",
    async (code, apply) => {
      const end = await apply();
      try {
        for (const instance of [a, b]) {
          const list = await fetch(`${instance.origin}/api/flex-messages`, { headers: auth });
          expect(list.status).toBe(503);
          expect(list.headers.get("retry-after")).toMatch(/^\d+$/);
          expect(((await list.json()) as { error: string }).error).toMatch(/database/i);
          const upload = await fetch(`${instance.origin}/api/images`, {
            method: "POST",
            body: fileForm(await makePng(8, 8, Number.parseInt(code, 36))),
          });
          expect(upload.status).toBe(503);
          // Health pings with a 2 s limit: one may wait behind the refused logins' reconnect backoff (and
          // say so); every answer is 503, and it names the refusal.
          let reason = "";
          for (let attempt = 0; attempt < 10 && !reason.startsWith(`${code}: `); attempt++) {
            const health = await fetch(`${instance.origin}/api/health`);
            expect(health.status).toBe(503);
            const report = (await health.json()) as { backends: { database: { error: string } } };
            reason = report.backends.database.error;
          }
          expect(reason).toMatch(new RegExp(`^${code}: `));
        }
      } finally {
        await end();
      }
      for (const instance of [a, b]) {
        let status = 0;
        for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
          if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
          status = (await fetch(`${instance.origin}/api/flex-messages`, { headers: auth })).status;
        }
        expect(status).toBe(200);
      }
      expect(`${a.output()}${b.output()}`).not.toMatch(/→ 500/);
    },
  );

  it("an instance on the shared LINE platform loads none of the emulator's code; the platform does", () => {
    const instance = loadedCode(a.loadedModules());
    expect(instance.has("hono")).toBe(true);
    expect(emulatorCodeIn(instance)).toEqual([]);
    const emulator = loadedCode(platform.loadedModules());
    expect(emulatorCodeIn(emulator)).toEqual(expect.arrayContaining([...EMULATOR_ONLY]));
  });

  it("alone in sandbox mode (npm start's default) the build loads its own emulator and logs in", async () => {
    const alone = await startBuilt({
      cwd: stage.root,
      args: ["server/start.mjs"],
      env: { PORT: "0", HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(scratch, "alone-")), LIFF_ID: "" },
      ready: APP_READY,
    });
    try {
      const login = await fetch(`${alone.origin}/api/sandbox/login`, {
        method: "POST",
        ...json({ userId: somchai }),
      });
      expect(login.status).toBe(200);
      const { idToken } = (await login.json()) as { idToken: string };
      const saved = await fetch(`${alone.origin}/api/flex-messages`, {
        headers: { authorization: `Bearer ${idToken}` },
      });
      expect(saved.status).toBe(200);
    } finally {
      expect(await alone.stop()).toBe(0);
    }
  });

  it("with a LIFF ID the built server starts without loading any emulator dependency", async () => {
    const liff = await startBuilt({
      cwd: stage.root,
      args: ["server/start.mjs"],
      env: {
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(scratch, "liff-")),
        LIFF_ID: "1657000001-Release1",
        PUBLIC_BASE_URL: "https://release.example",
      },
      ready: APP_READY,
      recordModulesTo: join(scratch, "liff-modules.txt"),
    });
    try {
      const health = await fetch(`${liff.origin}/api/health`);
      expect(health.status).toBe(200);
      const config = (await (await fetch(`${liff.origin}/api/config`)).json()) as { sandbox?: boolean };
      expect(config.sandbox).toBe(false);
    } finally {
      expect(await liff.stop()).toBe(0);
    }
    const loaded = loadedCode(liff.loadedModules());
    expect(loaded.has("better-sqlite3")).toBe(true);
    expect(emulatorCodeIn(loaded)).toEqual([]);
  });
});
