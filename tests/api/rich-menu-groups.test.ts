import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { JSON_TOO_DEEP_MESSAGE } from "../../shared/json/depth.ts";
import { ALIAS_MESSAGES } from "../../shared/richmenu/alias.ts";
import {
  aliasInGroupTwiceMessage,
  aliasTakenMessage,
  type PublishEvent,
} from "../../shared/richmenu/publish-plan.ts";
import { englishText } from "../../shared/text/english.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// POST /api/rich-menus/groups through the real @line/bot-sdk against the emulator: one request,
// NDJSON progress, all-or-nothing. Faults are injected with the emulator's /sandbox/faults.

const SIZE = { width: 2500, height: 843 };
let t: TestApp;
let png: Buffer;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { ...SIZE, channels: 3, background: "#06C755" } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());
afterEach(() => clearFaults());

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${t.runtime.sandboxOrigin}/sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}
async function clearFaults() {
  await fetch(`${t.runtime.sandboxOrigin}/sandbox/faults`, { method: "DELETE" });
}

/** Alias ids no other test uses: the emulator's channel is shared by the whole file. */
function aliases(count: number): string[] {
  counter++;
  return Array.from({ length: count }, (_, i) => `g${counter}-${String.fromCharCode(97 + i)}`);
}

function page(aliasId: string, others: string[]) {
  const width = Math.floor(SIZE.width / others.length);
  return {
    aliasId,
    richMenu: {
      size: SIZE,
      selected: false,
      name: `Group · ${aliasId}`,
      chatBarText: "Tabs",
      areas: others.map((target, i) => ({
        bounds: { x: i * width, y: 0, width, height: 140 },
        action: { type: "richmenuswitch", richMenuAliasId: target, data: `tab=${i + 1}` },
      })),
    },
  };
}

function groupForm(
  ids: string[],
  opts: { setDefault?: boolean; repointAliases?: boolean } = {},
  images?: Blob[],
) {
  const form = new FormData();
  form.set("group", JSON.stringify({ pages: ids.map((id) => page(id, ids)), ...opts }));
  for (const image of images ?? ids.map(() => new Blob([new Uint8Array(png)], { type: "image/png" })))
    form.append("images", image, "page.png");
  return form;
}

const publish = (form: FormData) =>
  t.app.request("/api/rich-menus/groups", { method: "POST", body: form, headers: t.channel() });

function events(text: string): PublishEvent[] {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as PublishEvent);
}

async function published(form: FormData) {
  const res = await publish(form);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/x-ndjson");
  const all = events(await res.text());
  const result = all.at(-1);
  if (result?.type !== "result") throw new Error("the stream must end with its result");
  return { all, result };
}

interface Channel {
  menus: string[];
  aliases: Map<string, string>;
  defaultRichMenuId: string | null;
}
async function channel(): Promise<Channel> {
  const [menus, aliasList] = await Promise.all([
    Promise.resolve(t.app.request("/api/rich-menus", { headers: t.channel() })).then((r) => r.json()),
    Promise.resolve(t.app.request("/api/rich-menus/aliases", { headers: t.channel() })).then((r) => r.json()),
  ]);
  const { richmenus, defaultRichMenuId } = menus as {
    richmenus: { richMenuId: string }[];
    defaultRichMenuId: string | null;
  };
  const { aliases: list } = aliasList as { aliases: { richMenuAliasId: string; richMenuId: string }[] };
  return {
    menus: richmenus.map((menu) => menu.richMenuId).sort(),
    aliases: new Map(list.map((alias) => [alias.richMenuAliasId, alias.richMenuId])),
    defaultRichMenuId,
  };
}

/** A menu with image, made default, with one alias: what a rollback must restore. */
async function existingSetup(aliasId: string) {
  const single = new FormData();
  single.set("richMenu", JSON.stringify(page("x", ["x"]).richMenu));
  single.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "menu.png");
  single.set("setDefault", "true");
  const res = await t.app.request("/api/rich-menus", { method: "POST", body: single, headers: t.channel() });
  expect(res.status).toBe(201);
  const { richMenuId } = (await res.json()) as { richMenuId: string };
  const alias = await t.app.request("/api/rich-menus/aliases", {
    method: "POST",
    headers: { ...t.channel(), "content-type": "application/json" },
    body: JSON.stringify({ richMenuAliasId: aliasId, richMenuId }),
  });
  expect(alias.status).toBe(201);
  return richMenuId;
}

describe("publishing a tab group", () => {
  it("creates 3 menus with images, their aliases and page 1 as default, streaming each step", async () => {
    const before = await channel();
    const ids = aliases(3);
    const { all, result } = await published(groupForm(ids, { setDefault: true }));
    const plan = all[0];
    expect(plan?.type === "plan" && plan.steps.length).toBe(13);
    expect(all.filter((e) => e.type === "step" && e.status === "done")).toHaveLength(13);
    if (!result.ok) throw new Error(englishText(result.error));
    expect(result.pages.map((p) => p.aliasId)).toEqual(ids);
    const after = await channel();
    expect(after.menus).toHaveLength(before.menus.length + 3);
    for (const { aliasId, richMenuId } of result.pages) {
      expect(after.aliases.get(aliasId)).toBe(richMenuId);
      const image = await t.app.request(`/api/rich-menus/${richMenuId}/image`, { headers: t.channel() });
      expect(image.status).toBe(200);
    }
    expect(after.defaultRichMenuId).toBe(result.pages[0]?.richMenuId);
    expect(result.defaultRichMenuId).toBe(result.pages[0]?.richMenuId);
  });

  it("answers 409 for an alias that exists, naming the page, and re-points it when asked (links survive)", async () => {
    const ids = aliases(2);
    const first = await published(groupForm(ids));
    if (!first.result.ok) throw new Error(englishText(first.result.error));
    const before = await channel();
    const conflict = await publish(groupForm(ids));
    expect(conflict.status).toBe(409);
    const oldA = first.result.pages[0]?.richMenuId ?? "";
    expect(await conflict.json()).toMatchObject({
      error: `Page 1: ${englishText(aliasTakenMessage(ids[0] ?? "", oldA))}`,
      details: [
        { page: 1, aliasId: ids[0] },
        { page: 2, aliasId: ids[1] },
      ],
    });
    expect(await channel()).toEqual(before);

    const again = await published(groupForm(ids, { repointAliases: true }));
    if (!again.result.ok) throw new Error(englishText(again.result.error));
    const after = await channel();
    for (const { aliasId, richMenuId } of again.result.pages) {
      expect(after.aliases.get(aliasId)).toBe(richMenuId);
      expect(first.result.pages.map((p) => p.richMenuId)).not.toContain(richMenuId);
    }
  });

  it("refuses alias ids outside ^[a-z0-9_-]{1,32}$ and a repeated one before calling LINE", async () => {
    const before = await channel();
    const bad = await publish(groupForm(["Tab-A", "b"]));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: string }).error).toBe(ALIAS_MESSAGES.idRule);
    const long = await publish(groupForm(["a".repeat(33), "b"]));
    expect(long.status).toBe(422);
    const twice = await publish(groupForm(["same", "same"]));
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as { error: string }).error).toBe(
      englishText(aliasInGroupTwiceMessage("same")),
    );
    expect(await channel()).toEqual(before);
  });

  it("refuses group JSON nested deeper than the JSON depth limit with 422, not a crash", async () => {
    const form = new FormData();
    form.set("group", `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    form.append("images", new Blob([new Uint8Array(png)]), "a.png");
    const res = await publish(form);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(englishText(JSON_TOO_DEEP_MESSAGE));
  });

  it("refuses a page image that is not the page's size, naming the page", async () => {
    const small = await sharp({ create: { width: 2500, height: 1686, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const ids = aliases(2);
    const images = [new Blob([new Uint8Array(png)]), new Blob([new Uint8Array(small)])];
    const res = await publish(groupForm(ids, {}, images));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(
      "Page 2: the image is 2500 × 1686, the menu 2500 × 843",
    );
  });

  it("reports LINE's 400 with the page and area it concerns, and creates nothing", async () => {
    const before = await channel();
    await fault({
      method: "POST",
      path: "/v2/bot/richmenu/validate",
      skip: 1,
      status: 400,
      message: "The request body has 1 error(s)",
      details: [{ message: "invalid uri", property: "areas[1].action.uri" }],
    });
    const { all, result } = await published(groupForm(aliases(3)));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: "The request body has 1 error(s)",
      details: [{ message: "invalid uri", property: "areas[1].action.uri" }],
      page: 2,
      area: 2,
      rolledBack: true,
      leftBehind: [],
    });
    expect(all.find((e) => e.type === "failed")).toMatchObject({ index: 1, page: 2, area: 2 });
    expect(await channel()).toEqual(before);
  });

  it("rolls back when the 2nd page's image upload fails: nothing left, default and aliases as before", async () => {
    const [keep, ...ids] = aliases(3);
    const existing = await existingSetup(keep ?? "");
    const before = await channel();
    expect(before.defaultRichMenuId).toBe(existing);
    await fault({ method: "POST", path: "/v2/bot/richmenu/*/content", skip: 1, status: 500 });
    const { all, result } = await published(
      groupForm([keep ?? "", ...ids], { setDefault: true, repointAliases: true }),
    );
    expect(result).toMatchObject({ ok: false, status: 502, page: 2, area: null, rolledBack: true });
    expect(all.filter((e) => e.type === "undo").map((e) => e.type === "undo" && e.ok)).toEqual([true, true]);
    expect(await channel()).toEqual(before);
  });

  it("rolls back a failure at the last step: aliases pointed back, created ones deleted, default restored", async () => {
    const [keep, ...ids] = aliases(3);
    const existing = await existingSetup(keep ?? "");
    const before = await channel();
    await fault({ method: "POST", path: "/v2/bot/user/all/richmenu/*", status: 500 });
    const { all, result } = await published(
      groupForm([keep ?? "", ...ids], { setDefault: true, repointAliases: true }),
    );
    expect(result).toMatchObject({ ok: false, page: 1, rolledBack: true });
    expect(all.filter((e) => e.type === "undo").map((e) => e.type === "undo" && e.label)).toEqual([
      `Delete alias ${ids[1]}`,
      `Delete alias ${ids[0]}`,
      `Point alias ${keep} back to ${existing}`,
      "Delete the new menu of page 3",
      "Delete the new menu of page 2",
      "Delete the new menu of page 1",
    ]);
    expect(await channel()).toEqual(before);
  });
});

describe("a client that disconnects mid-publish", () => {
  let server: ServerType;
  let origin = "";
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the publish, reads the first progress line, then hangs up. */
  async function publishAndHangUp(form: FormData) {
    const abort = new AbortController();
    const res = await fetch(`${origin}/api/rich-menus/groups`, {
      method: "POST",
      body: form,
      headers: t.channel(),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('"type":"plan"');
    abort.abort();
  }

  async function eventually(check: (state: Channel) => boolean): Promise<Channel> {
    for (let i = 0; i < 100; i++) {
      const state = await channel();
      if (check(state)) return state;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the channel never settled");
  }

  it("still finishes the publish: every alias points at a new menu with its image", async () => {
    const before = await channel();
    const ids = aliases(3);
    await fault({ method: "POST", path: "/v2/bot/richmenu/*/content", times: 3, delayMs: 300 });
    await publishAndHangUp(groupForm(ids));
    const after = await eventually((state) => ids.every((id) => state.aliases.has(id)));
    expect(after.menus).toHaveLength(before.menus.length + 3);
    for (const id of ids) {
      const image = await t.app.request(`/api/rich-menus/${after.aliases.get(id)}/image`, {
        headers: t.channel(),
      });
      expect(image.status).toBe(200);
    }
  });

  it("still rolls back a failure that comes after the hang-up: nothing is left half-published", async () => {
    const before = await channel();
    const ids = aliases(3);
    await fault({ method: "POST", path: "/v2/bot/richmenu/*/content", times: 2, delayMs: 300 });
    await fault({ method: "POST", path: "/v2/bot/richmenu/*/content", skip: 2, status: 500 });
    await publishAndHangUp(groupForm(ids));
    // Menus appear while the plan runs; the rollback takes them away again.
    await eventually((state) => state.menus.length > before.menus.length);
    const after = await eventually((state) => state.menus.length === before.menus.length);
    expect(after).toEqual(before);
  });
});

describe("rate limit", () => {
  it("counts one publish of 10 pages as one write", async () => {
    const fresh = await createTestApp();
    try {
      const ids = Array.from({ length: 10 }, (_, i) => `rl-${i}`);
      const form = new FormData();
      form.set("group", JSON.stringify({ pages: ids.map((id) => page(id, ids.slice(0, 3))) }));
      for (const _ of ids)
        form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
      const res = await fresh.app.request("/api/rich-menus/groups", {
        method: "POST",
        body: form,
        headers: fresh.channel(),
      });
      expect(res.status).toBe(200);
      expect((events(await res.text()).at(-1) as { ok: boolean }).ok).toBe(true);
      // 30 writes a minute: the publish was one, so 29 more pass and the 31st is refused.
      const write = () =>
        fresh.app.request("/api/rich-menus/aliases/NOT_AN_ALIAS", {
          method: "DELETE",
          headers: fresh.channel(),
        });
      for (let i = 0; i < 29; i++) expect((await write()).status).toBe(422);
      expect((await write()).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});
