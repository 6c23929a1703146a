import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS } from "../../server/line-sandbox/index.ts";
import {
  failure,
  imageBlob,
  issueToken,
  lineClients,
  richMenuRequest as menu,
  noisyPng,
  type StartedSandbox,
  solidImage,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// Rich menus in the emulator through MessagingApiClient and MessagingApiBlobClient: the
// lifecycle, the default menu and the image upload rules. Validation of the rich menu object
// is in line-sandbox-richmenu-validation.test.ts.

let env: StartedSandbox;
let clients: ReturnType<typeof lineClients>;

beforeAll(async () => {
  env = await startSandbox();
  clients = lineClients(
    env.origin,
    await issueToken(env.origin, SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0]),
  );
});
afterAll(() => env.running.close());

async function createWithImage(request = menu(), type: "png" | "jpeg" = "png") {
  const { richMenuId } = await clients.messaging.createRichMenu(request);
  const bytes = await solidImage(request.size?.width ?? 0, request.size?.height ?? 0, type);
  await clients.blob.setRichMenuImage(richMenuId, imageBlob(bytes, `image/${type}`));
  return { richMenuId, bytes };
}

describe("rich menu lifecycle", () => {
  it("creates, lists, gets, uploads, downloads, sets default and deletes", async () => {
    const request = menu();
    const { richMenuId } = await clients.messaging.createRichMenu(request);
    expect(richMenuId).toMatch(/^richmenu-[0-9a-f]{32}$/);

    const listed = await clients.messaging.getRichMenuList();
    expect(listed.richmenus.map((item) => item.richMenuId)).toContain(richMenuId);
    expect(await clients.messaging.getRichMenu(richMenuId)).toEqual({ richMenuId, ...request });

    const png = await solidImage(2500, 1686);
    await expect(clients.blob.setRichMenuImage(richMenuId, imageBlob(png, "image/png"))).resolves.toEqual({});
    const download = await clients.blob.getRichMenuImageWithHttpInfo(richMenuId);
    expect(download.httpResponse.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(Buffer.concat(await download.body.toArray()))).toEqual(png);

    await clients.messaging.setDefaultRichMenu(richMenuId);
    expect(await clients.messaging.getDefaultRichMenuId()).toEqual({ richMenuId });

    await expect(clients.messaging.deleteRichMenu(richMenuId)).resolves.toEqual({});
    expect(await failure(clients.messaging.getRichMenu(richMenuId))).toEqual({
      status: 404,
      body: { message: "Not found" },
    });
    // Deleting the default menu clears the default.
    expect(await failure(clients.messaging.getDefaultRichMenuId())).toEqual({
      status: 404,
      body: { message: "no default richmenu", details: [] },
    });
    expect(
      (await clients.messaging.getRichMenuList()).richmenus.map((item) => item.richMenuId),
    ).not.toContain(richMenuId);
  });

  it("accepts a JPEG and serves it back as image/jpeg", async () => {
    const { richMenuId, bytes } = await createWithImage(
      menu({
        size: { width: 1200, height: 810 },
        areas: [
          { bounds: { x: 0, y: 0, width: 1200, height: 810 }, action: { type: "message", text: "Hello" } },
        ],
      }),
      "jpeg",
    );
    const download = await clients.blob.getRichMenuImageWithHttpInfo(richMenuId);
    expect(download.httpResponse.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(Buffer.concat(await download.body.toArray()))).toEqual(bytes);
  });

  it("replaces the default and cancels it", async () => {
    const first = await createWithImage();
    const second = await createWithImage();
    await clients.messaging.setDefaultRichMenu(first.richMenuId);
    await clients.messaging.setDefaultRichMenu(second.richMenuId);
    expect(await clients.messaging.getDefaultRichMenuId()).toEqual({ richMenuId: second.richMenuId });
    await clients.messaging.cancelDefaultRichMenu();
    expect((await failure(clients.messaging.getDefaultRichMenuId())).status).toBe(404);
    // Deleting a menu that is not the default leaves the default alone.
    await clients.messaging.setDefaultRichMenu(first.richMenuId);
    await clients.messaging.deleteRichMenu(second.richMenuId);
    expect(await clients.messaging.getDefaultRichMenuId()).toEqual({ richMenuId: first.richMenuId });
  });

  it("refuses a default without an image, and unknown ids", async () => {
    const { richMenuId } = await clients.messaging.createRichMenu(menu());
    expect(await failure(clients.messaging.setDefaultRichMenu(richMenuId))).toEqual({
      status: 400,
      body: { message: "must upload richmenu image before applying it to user", details: [] },
    });
    const unknown = "richmenu-00000000000000000000000000000000";
    const png = imageBlob(await solidImage(2500, 1686), "image/png");
    for (const call of [
      () => clients.messaging.setDefaultRichMenu(unknown),
      () => clients.messaging.deleteRichMenu(unknown),
      () => clients.messaging.getRichMenu(unknown),
      () => clients.blob.getRichMenuImage(unknown),
      () => clients.blob.setRichMenuImage(unknown, png),
    ]) {
      expect(await failure(call())).toEqual({ status: 404, body: { message: "Not found" } });
    }
    // A menu without an image has nothing to download.
    expect((await failure(clients.blob.getRichMenuImage(richMenuId))).status).toBe(404);
  });

  it("validates a menu without storing it", async () => {
    const before = (await clients.messaging.getRichMenuList()).richmenus.length;
    await expect(clients.messaging.validateRichMenuObject(menu())).resolves.toEqual({});
    expect((await clients.messaging.getRichMenuList()).richmenus).toHaveLength(before);
  });
});
describe("rich menu image upload", () => {
  it("refuses an image whose size differs from the menu's", async () => {
    const { richMenuId } = await clients.messaging.createRichMenu(menu());
    const wrong = imageBlob(await solidImage(2500, 843), "image/png");
    expect(await failure(clients.blob.setRichMenuImage(richMenuId, wrong))).toEqual({
      status: 400,
      body: { message: "The image size is not allowed for richmenu" },
    });
    // The failed upload left the menu without an image, so a correct one is still accepted.
    await expect(
      clients.blob.setRichMenuImage(richMenuId, imageBlob(await solidImage(2500, 1686), "image/png")),
    ).resolves.toEqual({});
  });

  it("refuses a Content-Type other than PNG or JPEG with 415", async () => {
    const { richMenuId } = await clients.messaging.createRichMenu(menu());
    const gif = imageBlob(await solidImage(2500, 1686, "gif"), "image/gif");
    expect(await failure(clients.blob.setRichMenuImage(richMenuId, gif))).toEqual({
      status: 415,
      body: { message: "Unsupported media type" },
    });
  });

  it("refuses bytes that are not the declared type (magic bytes)", async () => {
    const { richMenuId } = await clients.messaging.createRichMenu(menu());
    const gifAsPng = imageBlob(await solidImage(2500, 1686, "gif"), "image/png");
    const jpegAsPng = imageBlob(await solidImage(2500, 1686, "jpeg"), "image/png");
    for (const blob of [gifAsPng, jpegAsPng, imageBlob(new TextEncoder().encode("hello"), "image/png")]) {
      expect(await failure(clients.blob.setRichMenuImage(richMenuId, blob))).toEqual({
        status: 400,
        body: { message: "The image is not a valid JPEG or PNG file" },
      });
    }
  });

  it("refuses an image over 1 MB with 413", async () => {
    const size = { width: 900, height: 600 };
    const { richMenuId } = await clients.messaging.createRichMenu(
      menu({ size, areas: [{ bounds: { x: 0, y: 0, ...size }, action: { type: "message", text: "x" } }] }),
    );
    const big = await noisyPng(size.width, size.height);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    expect(await failure(clients.blob.setRichMenuImage(richMenuId, imageBlob(big, "image/png")))).toEqual({
      status: 413,
      body: { message: "Request Entity Too Large" },
    });
  });

  it("refuses any request body over 2 MB and keeps serving the next requests", async () => {
    const { richMenuId } = await clients.messaging.createRichMenu(menu());
    const huge = await noisyPng(1200, 810);
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await failure(clients.blob.setRichMenuImage(richMenuId, imageBlob(huge, "image/png")))).toEqual({
      status: 413,
      body: { message: "Request Entity Too Large" },
    });
    await expect(
      clients.blob.setRichMenuImage(richMenuId, imageBlob(await solidImage(2500, 1686), "image/png")),
    ).resolves.toEqual({});
  });

  it("accepts only one image per menu", async () => {
    const { richMenuId } = await createWithImage();
    const again = imageBlob(await solidImage(2500, 1686), "image/png");
    expect(await failure(clients.blob.setRichMenuImage(richMenuId, again))).toEqual({
      status: 400,
      body: { message: "An image has already been uploaded to the richmenu" },
    });
  });
});
