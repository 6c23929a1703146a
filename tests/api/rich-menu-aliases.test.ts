import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// /api/rich-menus/aliases through the real @line/bot-sdk against the emulator's alias endpoints.

let t: TestApp;
let menuA: string;
let menuB: string;
beforeAll(async () => {
  t = await createTestApp();
  menuA = await createMenu("Alias A");
  menuB = await createMenu("Alias B");
});
afterAll(() => t.close());

async function createMenu(name: string, withImage = true): Promise<string> {
  const image = await sharp({ create: { width: 2500, height: 843, channels: 3, background: "#06C755" } })
    .png()
    .toBuffer();
  const richMenu = {
    size: { width: 2500, height: 843 },
    selected: false,
    name,
    chatBarText: "Tabs",
    areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: "message", text: "Hi" } }],
  };
  if (!withImage) {
    const clients = await t.runtime.deps.line.forChannel(channelCredentials());
    return (await clients.messaging.createRichMenu(richMenu as never)).richMenuId;
  }
  const form = new FormData();
  form.set("richMenu", JSON.stringify(richMenu));
  form.set("image", new Blob([new Uint8Array(image)]), "menu.png");
  const res = await t.app.request("/api/rich-menus", { method: "POST", body: form, headers: t.channel() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { richMenuId: string }).richMenuId;
}

function channelCredentials() {
  const headers = t.channel();
  return {
    channelId: headers["X-Line-Channel-Id"] ?? "",
    channelSecret: headers["X-Line-Channel-Secret"] ?? "",
  };
}

const call = (method: string, path: string, body?: unknown) =>
  t.app.request(
    `/api/rich-menus/aliases${path}`,
    body === undefined ? { method, headers: t.channel() } : jsonRequest(method, body, t.channel()),
  );

async function aliases(): Promise<{ richMenuAliasId: string; richMenuId: string }[]> {
  const res = await call("GET", "");
  expect(res.status).toBe(200);
  return ((await res.json()) as { aliases: { richMenuAliasId: string; richMenuId: string }[] }).aliases;
}

describe("rich menu aliases", () => {
  it("creates, lists, re-points and deletes an alias", async () => {
    const created = await call("POST", "", { richMenuAliasId: "tab-a", richMenuId: menuA });
    expect(created.status).toBe(201);
    expect(await aliases()).toContainEqual({ richMenuAliasId: "tab-a", richMenuId: menuA });

    const moved = await call("PUT", "/tab-a", { richMenuId: menuB });
    expect(moved.status).toBe(200);
    expect(await aliases()).toContainEqual({ richMenuAliasId: "tab-a", richMenuId: menuB });

    expect((await call("DELETE", "/tab-a")).status).toBe(200);
    expect((await aliases()).map((alias) => alias.richMenuAliasId)).not.toContain("tab-a");
  });

  it("answers LINE's conflict for an alias id that exists", async () => {
    expect((await call("POST", "", { richMenuAliasId: "dup", richMenuId: menuA })).status).toBe(201);
    const again = await call("POST", "", { richMenuAliasId: "dup", richMenuId: menuB });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "conflict richmenu alias id", details: [] });
    expect(await aliases()).toContainEqual({ richMenuAliasId: "dup", richMenuId: menuA });
  });

  it("refuses alias ids outside ^[a-z0-9_-]{1,32}$ before LINE is called", async () => {
    for (const id of ["Tab", "tab a", "", "a".repeat(33), "tab.a"]) {
      const res = await call("POST", "", { richMenuAliasId: id, richMenuId: menuA });
      expect(res.status, id).toBe(422);
      expect(((await res.json()) as { error: string }).error).toBe(
        "Alias ID must be 1–32 characters: lower-case letters, digits, _ and -",
      );
    }
    expect((await call("DELETE", "/Tab")).status).toBe(422);
  });

  it("passes LINE's answers through: unknown menu, menu without image, unknown alias", async () => {
    const missing = `richmenu-${"0".repeat(32)}`;
    const noMenu = await call("POST", "", { richMenuAliasId: "ghost", richMenuId: missing });
    expect(noMenu.status).toBe(400);
    expect(((await noMenu.json()) as { error: string }).error).toBe("richmenu not found");

    const bare = await createMenu("No image", false);
    const noImage = await call("POST", "", { richMenuAliasId: "bare", richMenuId: bare });
    expect(noImage.status).toBe(400);
    expect(((await noImage.json()) as { error: string }).error).toBe(
      "must upload richmenu image before applying it to user",
    );

    expect((await call("PUT", "/nobody", { richMenuId: menuA })).status).toBe(404);
    expect((await call("DELETE", "/nobody")).status).toBe(404);
    expect((await aliases()).map((alias) => alias.richMenuAliasId)).not.toContain("ghost");
  });

  it("needs the channel headers", async () => {
    const res = await t.app.request("/api/rich-menus/aliases");
    expect(res.status).toBe(400);
  });
});
