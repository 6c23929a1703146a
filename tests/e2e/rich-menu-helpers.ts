import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";
import { PNG } from "pngjs";
import type { AppDriver } from "./driver.ts";

/** Ramps built or read by this process, by file name. */
const ramps = new Map<string, Buffer>();
const RAMP_VERSION = createHash("sha256").update(buildRampPng.toString()).digest("hex").slice(0, 12);
/** Shared by the processes of a run and kept for the next runs (node_modules/.cache is ignored by git). */
const IMAGE_CACHE = fileURLToPath(new URL("../../node_modules/.cache/line-dev-tools-e2e", import.meta.url));

/**
 * A PNG with a colour ramp; `noise` adds per-pixel jitter so the PNG cannot compress well.
 * pngjs takes seconds for a 2500×1686 menu, and every spec process (the runner listing the tests,
 * each worker) asks for the same few: each is built once and kept on disk, under a name that changes
 * with the drawing code, for the other processes and the next runs.
 */
export function rampPng(width: number, height: number, noise = 0): Buffer {
  const name = `ramp-${RAMP_VERSION}-${width}x${height}-${noise}.png`;
  const known = ramps.get(name) ?? readCachedImage(name);
  if (known) {
    ramps.set(name, known);
    return known;
  }
  const png = buildRampPng(width, height, noise);
  writeCachedImage(name, png);
  ramps.set(name, png);
  return png;
}

function buildRampPng(width: number, height: number, noise = 0): Buffer {
  const png = new PNG({ width, height });
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const jitter = noise ? Math.round((random() - 0.5) * noise) : 0;
      png.data[i] = Math.min(255, Math.max(0, Math.round((x * 255) / width) + jitter));
      png.data[i + 1] = Math.min(255, Math.max(0, Math.round((y * 255) / height) + jitter));
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

function readCachedImage(name: string): Buffer | undefined {
  try {
    return readFileSync(join(IMAGE_CACHE, name));
  } catch {
    return undefined;
  }
}

/** Written under a temporary name and renamed: a process reading it never sees half a file. */
function writeCachedImage(name: string, bytes: Buffer) {
  const partial = join(IMAGE_CACHE, `${name}.${process.pid}.partial`);
  try {
    mkdirSync(IMAGE_CACHE, { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, join(IMAGE_CACHE, name));
  } catch {
    // A read-only checkout only loses the cache.
  }
}

/** The drawing surface, named in either language. */
export const surface = (page: Page): Locator =>
  page.getByRole("application", { name: /^(Rich menu areas|พื้นที่ของ Rich Menu)$/ });
export const areaButtons = (page: Page): Locator => surface(page).getByRole("button", { name: /^Area \d+:/ });
export const areaCard = (page: Page, n: number): Locator =>
  page.getByRole("region", { name: `Area ${n}`, exact: true });

/** Opens an area's card (selecting the area), as a click on its header does. */
export async function openAreaCard(page: Page, n: number): Promise<Locator> {
  const card = areaCard(page, n);
  const header = card.getByRole("button", { name: new RegExp(`^Area ${n} `) });
  if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
  await expect(header).toHaveAttribute("aria-expanded", "true");
  return card;
}

export interface Point {
  x: number;
  y: number;
}

/** Integer client points at fractions of the surface, plus the geometry the editor will use. */
export async function surfacePoints(page: Page, from: [number, number], to: [number, number]) {
  // Centred, so toasts at the bottom of the viewport cannot cover the drag.
  const rect = await surface(page).evaluate((element) => {
    element.scrollIntoView({ block: "center", inline: "nearest" });
    const r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  });
  const at = ([fx, fy]: [number, number]) => ({
    x: Math.round(rect.left + rect.width * fx),
    y: Math.round(rect.top + rect.height * fy),
  });
  return { rect, start: at(from), end: at(to) };
}

/** Drags from one client point to another: mouse on desktop, CDP touch events on phones. */
export async function drag(app: AppDriver, start: Point, end: Point, steps = 8): Promise<void> {
  const { page } = app;
  if (!app.isPhone()) {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= steps; step++) {
      await page.mouse.move(
        start.x + ((end.x - start.x) * step) / steps,
        start.y + ((end.y - start.y) * step) / steps,
      );
    }
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: Point) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [point] : [] });
  await touch("touchStart", start);
  for (let step = 1; step <= steps; step++) {
    await touch("touchMove", {
      x: Math.round(start.x + ((end.x - start.x) * step) / steps),
      y: Math.round(start.y + ((end.y - start.y) * step) / steps),
    });
  }
  await touch("touchEnd");
  await cdp.detach();
}

/** Draws an area between two fractions of the surface; returns the integer image bounds expected. */
export async function drawArea(
  app: AppDriver,
  from: [number, number],
  to: [number, number],
  imageWidth: number,
) {
  const { rect, start, end } = await surfacePoints(app.page, from, to);
  await drag(app, start, end);
  const scale = rect.width / imageWidth;
  // What the editor stores: display edges relative to the surface, divided by the scale, rounded.
  const edge = (client: number, origin: number) => Math.round((client - origin) / scale);
  const left = edge(Math.min(start.x, end.x), rect.left);
  const top = edge(Math.min(start.y, end.y), rect.top);
  const right = edge(Math.max(start.x, end.x), rect.left);
  const bottom = edge(Math.max(start.y, end.y), rect.top);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** A JSON region's content, also while a phone shows the Edit tab in front of it. */
/** The region's JSON as shown now; undefined while it shows none. */
export async function jsonOf(page: Page, region: string): Promise<unknown> {
  const text = await page.getByRole("region", { name: region, includeHidden: true }).textContent();
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}

/** A rich menu object (or the builder's size and areas) as a JSON card shows it. */
export interface MenuJson {
  size: { width: number; height: number };
  selected?: boolean;
  name?: string;
  chatBarText?: string;
  areas: {
    bounds: { x: number; y: number; width: number; height: number };
    action: Record<string, unknown>;
  }[];
}

/**
 * Polls what `pick` reads from the region's JSON until the assertion passes: the page shows an edit in
 * its JSON a render after the control that made it (the canvas reports a drawn area at the gesture's end).
 */
export function expectJson<T>(page: Page, region: string, pick: (json: MenuJson) => T) {
  return expect.poll(async () => {
    const json = await jsonOf(page, region);
    return json === undefined ? undefined : pick(json as MenuJson);
  });
}

export const SANDBOX_CHANNEL = { id: "2009000001", secret: "4247f31f1e872e6e9b618ec10058c42c" };

/** A one-area menu of `height` (2500 wide) with its image, created through POST /api/rich-menus; its ID. */
export async function createThroughApi(
  page: Page,
  name: string,
  opts: { height: 1686 | 843; chatBarText: string; selected: boolean },
): Promise<string> {
  const size = { width: 2500, height: opts.height };
  const res = await page.request.post("/api/rich-menus", {
    headers: { "X-Line-Channel-Id": SANDBOX_CHANNEL.id, "X-Line-Channel-Secret": SANDBOX_CHANNEL.secret },
    multipart: {
      richMenu: JSON.stringify({
        size,
        selected: opts.selected,
        name,
        chatBarText: opts.chatBarText,
        areas: [{ bounds: { x: 0, y: 0, ...size }, action: { type: "message", text: "Hi" } }],
      }),
      image: { name: "menu.png", mimeType: "image/png", buffer: rampPng(size.width, size.height) },
    },
  });
  if (res.status() !== 201) throw new Error(`create rich menu: HTTP ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { richMenuId: string }).richMenuId;
}
