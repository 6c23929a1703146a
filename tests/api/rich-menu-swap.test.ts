import { messagingApi } from "@line/bot-sdk";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseSwapEvents, type SwapEvent, type SwapOutcome } from "../../shared/richmenu/swap-plan.ts";
import type { Descriptor } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// "Edit a copy" published as a swap, through the real @line/bot-sdk against the emulator: the new
// menu takes over the default, every alias and the users linked to the old one (batch control,
// polled), the old one is deleted when asked; any failure rolls everything back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 20 });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const SIZE = { width: 2500, height: 843 };

function menuJson(name: string, text = "Hi") {
  return {
    size: SIZE,
    selected: false,
    name,
    chatBarText: "Menu",
    areas: [{ bounds: { x: 0, y: 0, ...SIZE }, action: { type: "message", text } }],
  };
}

async function png(width = SIZE.width, height = SIZE.height): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#06c755" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/png" });
}

async function createMenu(name: string): Promise<string> {
  const form = new FormData();
  form.set("richMenu", JSON.stringify(menuJson(name)));
  form.set("image", await png(), "menu.png");
  const res = await t.app.request("/api/rich-menus", { method: "POST", body: form, headers: t.channel() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { richMenuId: string }).richMenuId;
}

async function swap(oldId: string, options: { deleteOld?: boolean; image?: Blob; menu?: unknown } = {}) {
  const form = new FormData();
  form.set("richMenu", JSON.stringify(options.menu ?? menuJson("Copy", "Changed")));
  form.set("image", options.image ?? (await png()), "menu.png");
  form.set("deleteOld", options.deleteOld ? "true" : "false");
  return t.app.request(`/api/rich-menus/${oldId}/swap`, { method: "POST", body: form, headers: t.channel() });
}

async function swapEvents(res: Response): Promise<{ events: SwapEvent[]; result: SwapOutcome }> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/x-ndjson");
  const events = parseSwapEvents(await res.text());
  const result = events.at(-1);
  if (result?.type !== "result") throw new Error(`no result in ${JSON.stringify(events)}`);
  return { events, result };
}

const users = () => t.runtime.deps.sandbox?.users ?? [];
const get = async (path: string) =>
  (await t.app.request(`/api/rich-menus${path}`, { headers: t.channel() })).json();
const post = (path: string, body: unknown) =>
  t.app.request(`/api/rich-menus${path}`, jsonRequest("POST", body, t.channel()));

async function channelState() {
  const list = (await get("")) as { richmenus: { richMenuId: string }[]; defaultRichMenuId: string | null };
  const { aliases } = (await get("/aliases")) as {
    aliases: { richMenuAliasId: string; richMenuId: string }[];
  };
  const seen = async (index: number) =>
    ((await get(`/users/${users()[index]?.userId}/menu`)) as { richMenuId: string | null }).richMenuId;
  return {
    menus: list.richmenus.map((menu) => menu.richMenuId),
    defaultRichMenuId: list.defaultRichMenuId,
    aliases: Object.fromEntries(aliases.map((alias) => [alias.richMenuAliasId, alias.richMenuId])),
    somchai: await seen(0),
    malee: await seen(1),
  };
}

/** The old menu is the default, has aliases swap-a and swap-b, and Somchai is linked to it. */
async function deployedMenu(prefix: string) {
  const old = await createMenu(`${prefix} old`);
  const bystander = await createMenu(`${prefix} bystander`);
  expect((await post(`/${old}/default`, {})).status).toBe(200);
  for (const alias of [`${prefix}-a`, `${prefix}-b`]) {
    expect((await post("/aliases", { richMenuAliasId: alias, richMenuId: old })).status).toBe(201);
  }
  expect((await post(`/${old}/users`, { userIds: [users()[0]?.userId] })).status).toBe(200);
  expect((await post(`/${bystander}/users`, { userIds: [users()[1]?.userId] })).status).toBe(200);
  return { old, bystander };
}

describe("edit a copy: swap", () => {
  it("moves the default, every alias and the linked users to the new menu, keeping the old one", async () => {
    const { old, bystander } = await deployedMenu("keep");
    const { events, result } = await swapEvents(await swap(old));
    expect(events[0]).toEqual({
      type: "plan",
      steps: [
        "Validate the new menu with LINE",
        "Create the new menu",
        "Upload the image",
        "Make the new menu the default",
        "Re-point alias keep-a to the new menu",
        "Re-point alias keep-b to the new menu",
        "Move the users linked to the old menu",
      ],
    });
    expect(events.filter((event) => event.type === "step" && event.status === "done")).toHaveLength(7);
    if (!result.ok) throw new Error(englishText(result.error));
    const fresh = result.pages[0]?.richMenuId ?? "";
    expect(result).toEqual({
      type: "result",
      ok: true,
      pages: [{ aliasId: "", richMenuId: fresh }],
      defaultRichMenuId: fresh,
    });
    const state = await channelState();
    expect(state.defaultRichMenuId).toBe(fresh);
    expect(state.aliases).toMatchObject({ "keep-a": fresh, "keep-b": fresh });
    expect(state.somchai).toBe(fresh);
    expect(state.malee).toBe(bystander);
    expect(state.menus).toContain(old);
    const copied = (await get("")) as { richmenus: { richMenuId: string; areas: unknown[] }[] };
    expect(copied.richmenus.find((menu) => menu.richMenuId === fresh)?.areas).toEqual(
      menuJson("", "Changed").areas,
    );
  });

  it("deletes the old menu last when asked; a menu that is no default and has no alias is just moved", async () => {
    const old = await createMenu("plain old");
    const { events, result } = await swapEvents(await swap(old, { deleteOld: true }));
    expect((events[0] as unknown as { steps: Descriptor[] }).steps.map(englishText)).toEqual([
      "Validate the new menu with LINE",
      "Create the new menu",
      "Upload the image",
      "Move the users linked to the old menu",
      "Delete the old menu",
    ]);
    expect(result).toMatchObject({ ok: true, defaultRichMenuId: null });
    expect((await channelState()).menus).not.toContain(old);
  });

  it("rolls back when LINE reports the users' move failed: new menu gone, default, aliases and users as before", async () => {
    const { old } = await deployedMenu("back");
    const before = await channelState();
    // LINE's own "failed" phase (some users could not be moved) for the forward move only.
    const progress = vi.spyOn(messagingApi.MessagingApiClient.prototype, "getRichMenuBatchProgress");
    progress.mockResolvedValueOnce({ phase: "failed", acceptedTime: new Date() });
    const { events, result } = await swapEvents(await swap(old, { deleteOld: true }));
    expect(result).toEqual({
      type: "result",
      ok: false,
      status: 502,
      error:
        "LINE could not move every user linked to the old menu (batch control failed); they were moved back",
      page: null,
      area: null,
      rolledBack: true,
      leftBehind: [],
    });
    expect(
      events
        .filter((event) => event.type === "undo")
        .map((event) => englishText((event as unknown as { label: Descriptor }).label)),
    ).toEqual([
      // The failed move put its users back itself; then every step done is undone, newest first.
      `Point alias back-b back to ${old}`,
      `Point alias back-a back to ${old}`,
      `Make ${old} the default again`,
      "Delete the new menu of page 1",
    ]);
    expect(await channelState()).toEqual(before);
  });

  it("rolls back after a later step fails (an alias deleted meanwhile): LINE's message, nothing left behind", async () => {
    const { old } = await deployedMenu("gone");
    const before = await channelState();
    const update = messagingApi.MessagingApiClient.prototype.updateRichMenuAlias;
    vi.spyOn(messagingApi.MessagingApiClient.prototype, "updateRichMenuAlias").mockImplementation(
      async function (this: messagingApi.MessagingApiClient, aliasId, body) {
        // Someone else deletes the alias between the plan and its re-point.
        if (aliasId === "gone-b" && body.richMenuId !== old) await this.deleteRichMenuAlias(aliasId);
        return update.call(this, aliasId, body);
      },
    );
    const { result } = await swapEvents(await swap(old));
    expect(result).toMatchObject({
      ok: false,
      status: 404,
      error: "Not found",
      rolledBack: true,
      leftBehind: [],
    });
    const { "gone-b": _deletedMeanwhile, ...aliasesLeft } = before.aliases;
    expect(await channelState()).toEqual({ ...before, aliases: aliasesLeft });
  });

  it("reports LINE's refusal of the new menu's image and leaves nothing behind", async () => {
    const { old } = await deployedMenu("size");
    const before = await channelState();
    const { result } = await swapEvents(await swap(old, { image: await png(2500, 1686) }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: "The image size is not allowed for richmenu",
      rolledBack: true,
    });
    expect(await channelState()).toEqual(before);
  });

  it("answers 404 before anything is created when the menu to replace does not exist", async () => {
    const before = await channelState();
    const res = await swap("richmenu-00000000000000000000000000000000");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      error: "The menu to replace no longer exists on this channel. Fetch the list again.",
    });
    expect(await channelState()).toEqual(before);
  });

  it("refuses a bad form or image with the create form's messages, before LINE is called", async () => {
    const old = await createMenu("form old");
    const noMenu = await swap(old, { menu: "not json" });
    expect(noMenu.status).toBe(422);
    const truncated = new Blob([(await (await png()).arrayBuffer()).slice(0, 200)], { type: "image/png" });
    const badImage = await swap(old, { image: truncated });
    expect(badImage.status).toBe(422);
    const badId = await t.app.request("/api/rich-menus/not-a-menu/swap", {
      method: "POST",
      headers: t.channel(),
    });
    expect(badId.status).toBe(422);
  });
});
