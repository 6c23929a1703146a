import { randomBytes } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";
import { IMAGEMAP_RENDITION_WIDTHS, validateImagemap } from "../../shared/imagemap/index.ts";
import { readImageDimensions } from "../../shared/images/dimensions.ts";
import { type AppDriver, expect, test } from "./driver.ts";
import { rampPng } from "./rich-menu-helpers.ts";

/** A 1600 × 800 PNG with a colour ramp, so it is scaled to 1040 × 520 for the editor. */
const IMAGE = rampPng(1600, 800);

const surface = (page: Page) => page.getByRole("application", { name: "Imagemap areas" });
const areaButtons = (page: Page) => surface(page).getByRole("button", { name: /^Area \d+:/ });

/** Drags across the surface between two fractions of its box: mouse on desktop, touch on phones. */
async function drawArea(app: AppDriver, from: [number, number], to: [number, number]) {
  const { page } = app;
  await surface(page).scrollIntoViewIfNeeded();
  const box = await surface(page).boundingBox();
  if (!box) throw new Error("editor surface not visible");
  const at = ([fx, fy]: [number, number]) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  const start = at(from);
  const end = at(to);
  if (!app.isPhone()) {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 8 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: { x: number; y: number }) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [point] : [] });
  await touch("touchStart", start);
  for (let step = 1; step <= 8; step++) {
    await touch("touchMove", {
      x: start.x + ((end.x - start.x) * step) / 8,
      y: start.y + ((end.y - start.y) * step) / 8,
    });
  }
  await touch("touchEnd");
  await cdp.detach();
}

async function displayedJson(page: Page): Promise<unknown> {
  const text = await page.getByRole("region", { name: "Imagemap JSON" }).textContent();
  return JSON.parse(text ?? "");
}

/**
 * Production runs behind a TLS-terminating proxy, which tells the app so with X-Forwarded-Proto;
 * the test server speaks plain HTTP, so the upload request carries that header here and the
 * hosted Base URL comes back as https:// (what LINE requires).
 */
async function behindHttpsProxy(page: Page) {
  await page.route("**/api/imagemaps", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-proto": "https" } }),
  );
}

async function expectRenditions(request: APIRequestContext, baseUrl: string, hostPort: string) {
  const direct = baseUrl.replace(/^https:\/\/[^/]+/, `http://${hostPort}`);
  for (const width of IMAGEMAP_RENDITION_WIDTHS) {
    const res = await request.get(`${direct}/${width}`);
    expect(res.status(), `width ${width}`).toBe(200);
    expect(res.headers()["content-type"], `width ${width}`).toMatch(/^image\//);
    const size = readImageDimensions(new Uint8Array(await res.body()));
    expect(size, `width ${width}`).toEqual({ width, height: width / 2 });
  }
}

/** Quick add makes a 150 × 100 area at (50, 50) in screen pixels, whatever the display scale. */
async function expectQuickAddOnScreen(page: Page) {
  const frame = await surface(page).boundingBox();
  const area = await areaButtons(page).nth(1).boundingBox();
  if (!frame || !area) throw new Error("editor not visible");
  expect(Math.abs(area.x - frame.x - 50)).toBeLessThanOrEqual(2);
  expect(Math.abs(area.y - frame.y - 50)).toBeLessThanOrEqual(2);
  expect(Math.abs(area.width - 150)).toBeLessThanOrEqual(2);
  expect(Math.abs(area.height - 100)).toBeLessThanOrEqual(2);
}

/** Random pixels do not compress: a PNG over the host's 1 MB limit. */
function noisyPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  randomBytes(png.data.length).copy(png.data);
  return PNG.sync.write(png);
}

async function fieldValue(locator: Locator): Promise<string> {
  return locator.inputValue();
}

test("builds an imagemap with a drawn and a quick-added area, hosts the image and validates the JSON", async ({
  app,
  page,
  request,
  baseURL,
}) => {
  await behindHttpsProxy(page);
  await app.open("/imagemap-builder");
  await expect(app.heading("Imagemap Builder")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "How to build an imagemap" })).toBeVisible();

  // Before anything: the three hints, no JSON, Copy disabled.
  await app.showPane("JSON");
  for (const hint of ["Add Base URL", "Add Alt Text", "Create at least one area"]) {
    await expect(page.getByText(hint, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Imagemap JSON" })).toHaveCount(0);
  await expect(app.button("Copy")).toBeDisabled();
  await app.showPane("Edit");
  await expect(app.button("Host this image")).toBeDisabled();

  // A non-image is refused with the spec's message.
  await page.getByLabel("Choose file").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByText("Please upload a valid image file (PNG or JPEG)")).toBeVisible();

  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: IMAGE });
  await expect(page.getByText("scaled to 1040 × 520 px")).toBeVisible();
  await expect(page.getByText("Please upload a valid image file (PNG or JPEG)")).toHaveCount(0);
  await expect(surface(page)).toBeVisible();
  await expect(page.getByText("0/50")).toBeVisible();

  await drawArea(app, [0.55, 0.5], [0.9, 0.9]);
  await expect(areaButtons(page)).toHaveCount(1);
  await app.button("Quick Add").click();
  await expect(areaButtons(page)).toHaveCount(2);
  await expect(page.getByText("2/50")).toBeVisible();
  await expectQuickAddOnScreen(page);
  await app.showPane("JSON");
  await expect(page.getByText("Add Base URL", { exact: true })).toBeVisible();
  await expect(page.getByText("Create at least one area", { exact: true })).toHaveCount(0);
  await app.showPane("Edit");

  // Table controls: duplicate area 1 (a third row), then delete it again.
  await app.button("Duplicate area 1").click();
  await expect(areaButtons(page)).toHaveCount(3);
  await app.button("Delete area 3").click();
  await expect(areaButtons(page)).toHaveCount(2);

  // Area 2 (the quick-added one) becomes a message action.
  await app.button("Select area 2").click();
  await expect(page.getByRole("heading", { name: "Edit area 2" })).toBeVisible();
  await page.getByLabel("Action type").selectOption("message");
  await page.getByLabel("Message text").fill("Show me the menu");

  await page.getByLabel(/^Alt Text/).fill("Spring campaign imagemap");
  await app.button("Host this image").click();
  await expect(page.getByLabel(/^Base URL/)).toHaveValue(/^https:\/\/[^/]+\/imagemaps\/[0-9a-f]{64}$/);
  const baseUrl = await fieldValue(page.getByLabel(/^Base URL/));

  await app.showPane("JSON");
  await expect(page.getByText("Valid imagemap message")).toBeVisible();
  const json = (await displayedJson(page)) as {
    baseUrl: string;
    altText: string;
    baseSize: { width: number; height: number };
    actions: Array<{ type: string; linkUri?: string; text?: string; area: Record<string, number> }>;
  };
  expect(validateImagemap(json)).toEqual({ valid: true, errors: [] });
  expect(json.baseUrl).toBe(baseUrl);
  expect(json.altText).toBe("Spring campaign imagemap");
  expect(json.baseSize).toEqual({ width: 1040, height: 520 });
  expect(json.actions.map((a) => a.type)).toEqual(["uri", "message"]);
  expect(json.actions[0]?.linkUri).toBe(new URL(baseURL ?? "").origin);
  expect(json.actions[1]?.text).toBe("Show me the menu");

  await app.button("Copy").click();
  await app.expectToast("JSON copied to clipboard!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toEqual(json);

  await expectRenditions(request, baseUrl, new URL(baseURL ?? "").host);
  await app.expectNoHorizontalScroll();
  expect(app.consoleErrors).toEqual([]);
});

test("offers Send to my LINE instead of Share: LIFF cannot carry imagemaps", async ({ app, page }) => {
  await app.open("/imagemap-builder");
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "map.png", mimeType: "image/png", buffer: IMAGE });
  await app.button("Quick Add").click();
  await page.getByLabel(/^Base URL/).fill("https://example.com/imagemaps/spring");
  await page.getByLabel(/^Alt Text/).fill("Shared imagemap");
  await app.showPane("JSON");
  await expect(app.button("Send to my LINE")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
});

test("accepts a dropped image and shows the host's refusal of an image over 1 MB", async ({ app, page }) => {
  await app.open("/imagemap-builder");
  const big = noisyPng(640, 640);
  expect(big.length).toBeGreaterThan(1024 * 1024);
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
    return data;
  }, big.toString("base64"));
  await page.getByText("Drag and drop an image here, or").dispatchEvent("drop", { dataTransfer: transfer });
  await expect(page.getByText("dropped.png")).toBeVisible();
  await expect(surface(page)).toBeVisible();

  await app.button("Host this image").click();
  await expect(page.getByRole("alert").filter({ hasText: "Hosting failed" })).toBeVisible();
  await expect(page.getByLabel(/^Base URL/)).toHaveValue("");
});
