import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LIFF_APPS_PER_CHANNEL } from "../../shared/liff-apps/index.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// /api/liff-apps against the LINE emulator's LIFF server API, with the sandbox LINE Login channel's
// credentials: every operation, LINE's 404-means-none list, and the refusals the issue names.

let t: TestApp;
let login: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 });
  const channel = t.runtime.deps.sandbox?.loginChannel;
  if (!channel) throw new Error("no sandbox login channel");
  login = { "X-Line-Channel-Id": channel.channelId, "X-Line-Channel-Secret": channel.channelSecret };
});
afterAll(() => t.close());

type Body = Record<string, unknown> & { error?: string; details?: { path?: string; property?: string }[] };

async function call(method: string, path: string, body?: unknown, headers = login) {
  const init = body === undefined ? { method, headers } : jsonRequest(method, body, headers);
  const res = await t.app.request(`/api/liff-apps${path}`, init);
  return { status: res.status, body: (await res.json()) as Body };
}

const list = async () => (await call("GET", "")).body.apps as { liffId: string; [key: string]: unknown }[];
const add = (body: unknown, headers = login) => call("POST", "", body, headers);
const app = (url = "https://example.com/app") => ({ view: { type: "full", url }, description: "Demo app" });

describe("/api/liff-apps", () => {
  it("lists no app as an empty list (LINE answers 404)", async () => {
    expect(await call("GET", "")).toEqual({ status: 200, body: { apps: [] } });
  });

  it("adds an app with every field and lists it with LINE's defaults filled in", async () => {
    const created = await add({
      view: { type: "tall", url: "https://example.com/liff?x=1", moduleMode: true },
      description: "Shop",
      features: { qrCode: true, ble: false },
      permanentLinkPattern: "concat",
      scope: ["openid", "email", "profile", "chat_message.write"],
      botPrompt: "aggressive",
    });
    expect(created.status).toBe(201);
    const liffId = created.body.liffId as string;
    expect(liffId).toMatch(new RegExp(`^${login["X-Line-Channel-Id"]}-[A-Za-z0-9]{8}$`));
    const minimal = await add(app());
    expect(minimal.status).toBe(201);
    const apps = await list();
    expect(apps.find((a) => a.liffId === liffId)).toEqual({
      liffId,
      view: { type: "tall", url: "https://example.com/liff?x=1", moduleMode: true },
      description: "Shop",
      features: { qrCode: true, ble: false },
      permanentLinkPattern: "concat",
      scope: ["openid", "email", "profile", "chat_message.write"],
      botPrompt: "aggressive",
    });
    expect(apps.find((a) => a.liffId === minimal.body.liffId)).toMatchObject({
      scope: ["profile", "chat_message.write"],
      botPrompt: "none",
      permanentLinkPattern: "concat",
    });
  });

  it("updates an app (partial view kept), then deletes it", async () => {
    const { liffId } = (await add(app())).body as { liffId: string };
    const updated = await call("PUT", `/${liffId}`, {
      view: { url: "https://example.org/new" },
      scope: ["profile"],
    });
    expect(updated).toEqual({ status: 200, body: { liffId } });
    expect((await list()).find((a) => a.liffId === liffId)).toMatchObject({
      view: { type: "full", url: "https://example.org/new" },
      scope: ["profile"],
    });
    expect(await call("DELETE", `/${liffId}`)).toEqual({ status: 200, body: { liffId } });
    expect((await list()).some((a) => a.liffId === liffId)).toBe(false);
  });

  it("refuses an http endpoint, a fragment and a LINE-like name before LINE is called", async () => {
    const http = await add(app("http://example.com/app"));
    expect(http.status).toBe(422);
    expect(http.body.error).toBe("The endpoint URL must start with https://");
    expect(http.body.details?.[0]?.path).toBe("view.url");
    const fragment = await add(app("https://example.com/app#top"));
    expect(fragment.body.error).toBe("The endpoint URL cannot contain a fragment (#…)");
    const named = await add({ ...app(), description: "My Line shop" });
    expect(named.body.details?.[0]).toMatchObject({ path: "description" });
    const scope = await add({ ...app(), scope: ["chat"] });
    expect(scope.status).toBe(422);
  });

  it("the emulator refuses the same with LINE's error shape (the server's check bypassed)", async () => {
    const origin = t.runtime.sandboxOrigin as string;
    const { channelId, channelSecret } = t.runtime.deps.sandbox?.loginChannel ?? {
      channelId: "",
      channelSecret: "",
    };
    const tokenRes = await fetch(`${origin}/v2/oauth/accessToken`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: channelId,
        client_secret: channelSecret,
      }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const post = (body: unknown) =>
      fetch(`${origin}/liff/v1/apps`, {
        method: "POST",
        headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const http = await post(app("http://example.com/"));
    expect(http.status).toBe(400);
    expect(await http.json()).toEqual({
      message: "The request body has 1 error(s)",
      details: [{ message: "The endpoint URL must start with https://", property: "view.url" }],
    });
    const badType = await post({ view: { type: "huge", url: "https://example.com/" } });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as Body).details?.[0]?.property).toBe("view.type");
    // A Messaging API channel's token is not a Login channel's.
    const bot = t.runtime.deps.sandbox?.channels[0];
    const botToken = await fetch(`${origin}/v2/oauth/accessToken`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: bot?.channelId ?? "",
        client_secret: bot?.channelSecret ?? "",
      }),
    });
    const other = await fetch(`${origin}/liff/v1/apps`, {
      headers: {
        authorization: `Bearer ${((await botToken.json()) as { access_token: string }).access_token}`,
      },
    });
    expect(other.status).toBe(403);
  });

  it("accepts this machine's plain-http address in sandbox mode (Point at this app)", async () => {
    const created = await add(app("http://127.0.0.1:3000/"));
    expect(created.status).toBe(201);
    await call("DELETE", `/${created.body.liffId as string}`);
  });

  it("answers LINE's 404 for an unknown liffId and 422 for a malformed one", async () => {
    const unknown = `${login["X-Line-Channel-Id"]}-Zz000000`;
    const put = await call("PUT", `/${unknown}`, { description: "x" });
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ code: "line.rejected", params: { line: "Not found" } });
    expect((await call("DELETE", `/${unknown}`)).status).toBe(404);
    expect((await call("DELETE", "/not-a-liff-id!")).status).toBe(422);
  });

  it("refuses wrong credentials and missing ones", async () => {
    const wrong = await call("GET", "", undefined, { ...login, "X-Line-Channel-Secret": "0".repeat(32) });
    expect(wrong.status).toBe(400);
    expect((await call("GET", "", undefined, {})).status).toBe(400);
  });

  it(`stops at LINE's limit of ${MAX_LIFF_APPS_PER_CHANNEL} apps per channel`, async () => {
    const have = (await list()).length;
    for (let i = have; i < MAX_LIFF_APPS_PER_CHANNEL; i++) expect((await add(app())).status).toBe(201);
    const over = await add(app());
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/maximum number of LIFF apps/);
  });
});
