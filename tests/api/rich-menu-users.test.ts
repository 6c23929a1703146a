import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_NOT_FOUND_EXPLANATION } from "../../shared/richmenu/api.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// Per-user rich menus through the real @line/bot-sdk against the emulator's user endpoints.

let t: TestApp;
let menu: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  menu = await createMenu("Users A");
  other = await createMenu("Users B");
});
afterAll(() => t.close());

async function createMenu(name: string): Promise<string> {
  const image = await sharp({ create: { width: 2500, height: 843, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set(
    "richMenu",
    JSON.stringify({
      size: { width: 2500, height: 843 },
      selected: false,
      name,
      chatBarText: "Menu",
      areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: "message", text: "Hi" } }],
    }),
  );
  form.set("image", new Blob([new Uint8Array(image)]), "menu.png");
  const res = await t.app.request("/api/rich-menus", { method: "POST", body: form, headers: t.channel() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { richMenuId: string }).richMenuId;
}

const users = () => t.runtime.deps.sandbox?.users ?? [];
const sees = async (userId: string) => {
  const res = await t.app.request(`/api/rich-menus/users/${userId}/menu`, { headers: t.channel() });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("per-user rich menus", () => {
  it("answers which menu a user sees: none, then the default, then their own", async () => {
    const somchai = users()[0]?.userId ?? "";
    expect((await sees(somchai)).body).toEqual({ userId: somchai, richMenuId: null, source: "none" });
    const setDefault = await t.app.request(`/api/rich-menus/${other}/default`, {
      method: "POST",
      headers: t.channel(),
    });
    expect(setDefault.status, await setDefault.clone().text()).toBe(200);
    expect((await sees(somchai)).body).toEqual({ userId: somchai, richMenuId: other, source: "default" });

    const linked = await t.app.request(`/api/rich-menus/${menu}/link-me`, {
      method: "POST",
      headers: { ...t.channel(), ...(await t.auth(0)) },
    });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toEqual({ userId: somchai, richMenuId: menu });
    expect((await sees(somchai)).body).toEqual({ userId: somchai, richMenuId: menu, source: "user" });
  });

  it("link to me needs a verified ID token, and explains LINE's not-found (user ids are per provider)", async () => {
    const anonymous = await t.app.request(`/api/rich-menus/${menu}/link-me`, {
      method: "POST",
      headers: t.channel(),
    });
    expect(anonymous.status).toBe(401);
    // Alex (sandbox) has not added the sandbox bot: LINE answers 404 for him.
    const alex = await t.app.request(`/api/rich-menus/${menu}/link-me`, {
      method: "POST",
      headers: { ...t.channel(), ...(await t.auth(2)) },
    });
    expect(alex.status).toBe(404);
    expect(await alex.json()).toMatchObject({ error: USER_NOT_FOUND_EXPLANATION });
  });

  it("links and unlinks by user id list, at most 500 per call", async () => {
    const malee = users()[1]?.userId ?? "";
    const link = await t.app.request(
      `/api/rich-menus/${other}/users`,
      jsonRequest("POST", { userIds: [malee] }, t.channel()),
    );
    expect(link.status).toBe(200);
    expect((await sees(malee)).body).toMatchObject({ richMenuId: other, source: "user" });

    const unlink = await t.app.request(
      "/api/rich-menus/users/unlink",
      jsonRequest("POST", { userIds: [malee] }, t.channel()),
    );
    expect(unlink.status).toBe(200);
    expect((await sees(malee)).body).toMatchObject({ source: "default" });

    const many = Array.from({ length: 501 }, (_, i) => `U${i.toString(16).padStart(32, "0")}`);
    const tooMany = await t.app.request(
      `/api/rich-menus/${other}/users`,
      jsonRequest("POST", { userIds: many }, t.channel()),
    );
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as { error: string }).error).toBe("At most 500 user IDs per call");
    const bad = await t.app.request(
      `/api/rich-menus/${other}/users`,
      jsonRequest("POST", { userIds: ["nope"] }, t.channel()),
    );
    expect(((await bad.json()) as { error: string }).error).toBe(
      "User ID must be U followed by 32 hex digits",
    );
  });
});
