import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RichMenuConfig } from "../../shared/richmenu/index.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// POST/GET/DELETE /api/rich-menus against the LINE emulator through the real @line/bot-sdk.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#06C755" } })
    .png()
    .toBuffer();
}

/** A valid PNG made large by a band of noise (PNG cannot compress noise). */
async function largePng(width: number, height: number, noisyRows: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3, 200);
  for (let i = 0; i < width * noisyRows * 3; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

type MenuInput = RichMenuConfig;

/** The multipart create form's parts; `richMenu` is sent as its JSON text unless already a string. */
interface CreateBody {
  richMenu: MenuInput | string;
  image?: Uint8Array | null;
  setDefault?: boolean;
}

function toForm(body: CreateBody): FormData {
  const form = new FormData();
  form.set("richMenu", typeof body.richMenu === "string" ? body.richMenu : JSON.stringify(body.richMenu));
  if (body.image) form.set("image", new Blob([new Uint8Array(body.image)]), "menu.png");
  if (body.setDefault !== undefined) form.set("setDefault", String(body.setDefault));
  return form;
}

function menuBody(overrides: Partial<MenuInput> = {}): MenuInput {
  const areas: MenuInput["areas"] = [
    {
      bounds: { x: 0, y: 0, width: 1250, height: 1686 },
      action: { type: "postback", label: "Buy", data: "action=buy&itemid=111" },
    },
    {
      bounds: { x: 1250, y: 0, width: 1250, height: 1686 },
      action: { type: "uri", uri: "https://example.com/", label: "Open" },
    },
  ];
  return {
    size: { width: 2500, height: 1686 },
    selected: false,
    name: "API test menu",
    chatBarText: "Tap here",
    areas,
    ...overrides,
  };
}

async function createBody(overrides: Partial<CreateBody> = {}): Promise<CreateBody> {
  return { richMenu: menuBody(), image: await png(2500, 1686), ...overrides };
}

const post = (body: CreateBody, headers = t.channel()) =>
  t.app.request("/api/rich-menus", { method: "POST", body: toForm(body), headers });

async function list(): Promise<{
  richmenus: { richMenuId: string; name: string }[];
  defaultRichMenuId: string | null;
}> {
  const res = await t.app.request("/api/rich-menus", { headers: t.channel() });
  expect(res.status).toBe(200);
  return res.json() as never;
}

describe("rich menu lifecycle", () => {
  // The image sent has HTML appended (a PNG+HTML polyglot): LINE must get the PNG alone. Checked by
  // breaking it: with decodeRichMenuImage forwarding the upload as it came, the image read back differs.
  it("creates, lists, sets default, serves the image (without what followed its end) and deletes", async () => {
    const polyglot = Buffer.concat([
      await png(2500, 1686),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const body = await createBody({ image: polyglot });
    const created = await post(body);
    expect(created.status).toBe(201);
    const { richMenuId } = (await created.json()) as { richMenuId: string };
    expect(richMenuId).toMatch(/^richmenu-[0-9a-f]{32}$/);

    const before = await list();
    const listed = before.richmenus.find((menu) => menu.richMenuId === richMenuId);
    expect(listed).toEqual({ richMenuId, ...(body.richMenu as MenuInput) });
    expect(before.defaultRichMenuId).toBeNull();

    const setDefault = await t.app.request(`/api/rich-menus/${richMenuId}/default`, {
      method: "POST",
      headers: t.channel(),
    });
    expect(setDefault.status).toBe(200);
    expect((await list()).defaultRichMenuId).toBe(richMenuId);

    const image = await t.app.request(`/api/rich-menus/${richMenuId}/image`, { headers: t.channel() });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(await png(2500, 1686));

    const deleted = await t.app.request(`/api/rich-menus/${richMenuId}`, {
      method: "DELETE",
      headers: t.channel(),
    });
    expect(deleted.status).toBe(200);
    const after = await list();
    expect(after.richmenus.map((menu) => menu.richMenuId)).not.toContain(richMenuId);
    expect(after.defaultRichMenuId).toBeNull();
  });

  it("sets the new menu as default when asked, and keeps only non-empty action fields", async () => {
    const richMenu = menuBody({
      areas: [
        {
          bounds: { x: 0, y: 0, width: 2500, height: 1686 },
          action: { type: "postback", label: "Buy", data: "a=1", displayText: "", inputOption: undefined },
        },
      ],
    });
    const res = await post(await createBody({ richMenu, setDefault: true }));
    expect(res.status).toBe(201);
    const { richMenuId } = (await res.json()) as { richMenuId: string };
    const menus = await list();
    expect(menus.defaultRichMenuId).toBe(richMenuId);
    const stored = menus.richmenus.find((menu) => menu.richMenuId === richMenuId) as unknown as {
      areas: { action: Record<string, unknown> }[];
    };
    expect(stored.areas[0]?.action).toEqual({ type: "postback", label: "Buy", data: "a=1" });
    await t.app.request(`/api/rich-menus/${richMenuId}`, { method: "DELETE", headers: t.channel() });
  });

  it("uploads a JPEG as JPEG: the type comes from the bytes, not the file part", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 810, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const richMenu = menuBody({
      size: { width: 1200, height: 810 },
      areas: [{ bounds: { x: 0, y: 0, width: 1200, height: 810 }, action: { type: "message", text: "Hi" } }],
    });
    const res = await post({ richMenu, image: jpeg });
    expect(res.status).toBe(201);
    const { richMenuId } = (await res.json()) as { richMenuId: string };
    const image = await t.app.request(`/api/rich-menus/${richMenuId}/image`, { headers: t.channel() });
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    await t.app.request(`/api/rich-menus/${richMenuId}`, { method: "DELETE", headers: t.channel() });
  });

  it("takes a 1 MB image as multipart (no JSON limit applies) and refuses a larger body", async () => {
    const big = await largePng(2500, 1686, 110);
    expect(big.byteLength).toBeGreaterThan(600 * 1024);
    expect(big.byteLength).toBeLessThan(1024 * 1024);
    const res = await post(await createBody({ image: big }));
    expect(res.status).toBe(201);
    const { richMenuId } = (await res.json()) as { richMenuId: string };
    await t.app.request(`/api/rich-menus/${richMenuId}`, { method: "DELETE", headers: t.channel() });

    const tooBig = await post(await createBody({ image: new Uint8Array(1200 * 1024) }));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: "File size must not exceed 1 MB" });
  });
});

describe("validation before LINE is called", () => {
  async function expect422(body: CreateBody, message: string) {
    const forChannel = vi.spyOn(t.runtime.deps.line, "forChannel");
    const countBefore = (await list()).richmenus.length;
    forChannel.mockClear();
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(forChannel).not.toHaveBeenCalled();
    forChannel.mockRestore();
    expect((await list()).richmenus.length).toBe(countBefore);
  }

  it("refuses a menu the wizard would refuse, with the spec's messages", async () => {
    await expect422(
      await createBody({ richMenu: menuBody({ name: " " }) }),
      "Please fill in name and chat bar text",
    );
    await expect422(await createBody({ image: null }), "Please upload an image");
    await expect422(
      await createBody({ richMenu: "{not json" }),
      "richMenu must be the rich menu's JSON text",
    );
    await expect422(
      await createBody({ richMenu: menuBody({ chatBarText: "fifteen chars!!" }) }),
      "Chat bar text must not exceed 14 characters",
    );
    const area: MenuInput["areas"][number] = {
      bounds: { x: 0, y: 0, width: 100, height: 100 },
      action: { type: "message", text: "Hi" },
    };
    await expect422(
      await createBody({ richMenu: menuBody({ areas: Array.from({ length: 21 }, () => area) }) }),
      "Maximum 20 areas allowed per rich menu",
    );
    await expect422(
      await createBody({
        richMenu: menuBody({ areas: [{ ...area, action: { type: "uri", uri: "not a url" } }] }),
      }),
      "Area 1: URI must be a valid URL",
    );
    await expect422(
      await createBody({ richMenu: menuBody({ areas: [{ ...area, action: { type: "jump" } as never }] }) }),
      "Area 1: Action type must be one of: uri, message, postback, datetimepicker, camera, cameraRoll, location, richmenuswitch, clipboard",
    );
  });

  it("checks the image bytes themselves: format, dimensions, aspect ratio", async () => {
    const gif = await sharp({ create: { width: 2500, height: 1686, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect422(await createBody({ image: gif }), "Please select a valid image file (PNG or JPEG)");
    await expect422(
      await createBody({ image: await png(700, 400) }),
      "Image width must be between 800 and 2500 pixels",
    );
    await expect422(
      await createBody({ image: await png(1000, 800) }),
      "Image aspect ratio must be at least 1.45",
    );
  });

  // Before sharp decoded the upload, both were accepted and stored on the channel: the header
  // alone gave valid dimensions (checked by reverting decodeRichMenuImage to header parsing).
  it("decodes the whole image: a truncated PNG and a header-only PNG are refused", async () => {
    const whole = await largePng(2500, 1686, 40);
    const truncated = whole.subarray(0, Math.floor(whole.byteLength / 2));
    await expect422(
      await createBody({ image: truncated }),
      "The image could not be decoded: the file is damaged or incomplete",
    );
    const headerOnly = whole.subarray(0, 33);
    await expect422(
      await createBody({ image: headerOnly }),
      "The image could not be decoded: the file is damaged or incomplete",
    );
  });

  it("refuses a JSON body: the image travels as multipart", async () => {
    const res = await t.app.request(
      "/api/rich-menus",
      jsonRequest("POST", { richMenu: menuBody(), imageBase64: "data:image/png;base64,AAAA" }, t.channel()),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(
      "richMenu must be the rich menu's JSON text",
    );
  });
});

describe("LINE errors reach the user", () => {
  it("reports a wrong channel secret with LINE's message", async () => {
    const res = await post(await createBody(), {
      "X-Line-Channel-Id": "2009000001",
      "X-Line-Channel-Secret": "0".repeat(32),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "invalid client_secret",
      details: { error: "invalid_client" },
    });
  });

  it("deletes the menu again when LINE refuses its image, and reports LINE's error", async () => {
    const before = (await list()).richmenus.length;
    const line = t.runtime.deps.line;
    const original = line.forChannel.bind(line);
    const created: string[] = [];
    const deleted: string[] = [];
    const forChannel = vi.spyOn(line, "forChannel").mockImplementation(async (credentials) => {
      const clients = await original(credentials);
      const { messaging } = clients;
      const create = messaging.createRichMenu.bind(messaging);
      const remove = messaging.deleteRichMenu.bind(messaging);
      messaging.createRichMenu = async (menu) => {
        const result = await create(menu);
        created.push(result.richMenuId);
        return result;
      };
      messaging.deleteRichMenu = async (id) => {
        deleted.push(id);
        return remove(id);
      };
      return clients;
    });
    // A valid 1200×810 image for a 2500×1686 menu: only LINE knows it does not fit.
    const res = await post(await createBody({ image: await png(1200, 810) }));
    forChannel.mockRestore();
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      "The image size is not allowed for richmenu",
    );
    expect(created).toHaveLength(1);
    expect(deleted).toEqual(created);
    expect((await list()).richmenus.length).toBe(before);
  });

  it("validates with LINE before creating: a refusal creates nothing and keeps LINE's details", async () => {
    const before = (await list()).richmenus.length;
    const line = t.runtime.deps.line;
    const original = line.forChannel.bind(line);
    const calls: string[] = [];
    // The emulator sees area 2 with an ftp link (which our own rules would have refused first):
    // LINE's answer, details and all, must come back and nothing may be created.
    const forChannel = vi.spyOn(line, "forChannel").mockImplementation(async (credentials) => {
      const clients = await original(credentials);
      const { messaging } = clients;
      const validateMenu = messaging.validateRichMenuObject.bind(messaging);
      const create = messaging.createRichMenu.bind(messaging);
      messaging.validateRichMenuObject = async (menu) => {
        calls.push("validate");
        const areas = (menu.areas ?? []).map((area, i) =>
          i === 1 ? { ...area, action: { type: "uri" as const, uri: "ftp://example.com/" } } : area,
        );
        return validateMenu({ ...menu, areas });
      };
      messaging.createRichMenu = async (menu) => {
        calls.push("create");
        return create(menu);
      };
      return clients;
    });
    const res = await post(await createBody());
    forChannel.mockRestore();
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "The request body has 1 error(s)",
      details: [{ message: "invalid uri", property: "areas[1].action.uri" }],
    });
    expect(calls).toEqual(["validate"]);
    expect((await list()).richmenus.length).toBe(before);
  });

  it("passes LINE's 404 through for an unknown menu", async () => {
    const id = `richmenu-${"0".repeat(32)}`;
    for (const [method, path] of [
      ["POST", `/api/rich-menus/${id}/default`],
      ["DELETE", `/api/rich-menus/${id}`],
      ["GET", `/api/rich-menus/${id}/image`],
    ] as const) {
      const res = await t.app.request(path, { method, headers: t.channel() });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ error: "Not found" });
    }
  });

  it("refuses a malformed rich menu ID before calling LINE", async () => {
    const res = await t.app.request("/api/rich-menus/..%2Fnope/default", {
      method: "POST",
      headers: t.channel(),
    });
    expect(res.status).toBe(422);
  });

  it("asks for credentials on every endpoint when they are missing", async () => {
    const id = `richmenu-${"0".repeat(32)}`;
    for (const [method, path] of [
      ["GET", "/api/rich-menus"],
      ["POST", "/api/rich-menus"],
      ["POST", `/api/rich-menus/${id}/default`],
      ["GET", `/api/rich-menus/${id}/image`],
      ["DELETE", `/api/rich-menus/${id}`],
    ] as const) {
      const res = await t.app.request(path, jsonRequest(method, method === "POST" ? {} : undefined));
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toMatchObject({
        error: "Please enter Channel ID and Channel Secret",
        code: "channel.credentials-missing",
      });
    }
  });
});

describe("rate limit", () => {
  it("answers 429 after 30 writes a minute from one client", async () => {
    const own = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await own.app.request("/api/rich-menus/not-an-id", {
          method: "DELETE",
          headers: own.channel(),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await own.close();
    }
  });
});
