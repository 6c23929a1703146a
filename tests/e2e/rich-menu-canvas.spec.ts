import type { Page } from "@playwright/test";
import { expect, test } from "./driver.ts";
import { areaButtons, areaCard, drawArea, openAreaCard, rampPng, surface } from "./rich-menu-helpers.ts";

const IMAGE = rampPng(2500, 1686);

// Each area starts a hair right of the previous one's top-right corner. With the resize handles'
// hit zones centred on the corners (as before), the press grabbed the previous area's handle and
// resized it instead of drawing (phone: 753×762 became 1505×81); this test failed then.
test("three adjacent areas drawn left to right keep their drawn bounds", async ({ app, page }) => {
  await app.open("/rich-menu-manager");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: IMAGE });
  await expect(surface(page)).toBeVisible();

  const columns: [number, number][] = [
    [0.02, 0.32],
    [0.33, 0.63],
    [0.64, 0.95],
  ];
  const drawn = [];
  for (const [index, [left, right]] of columns.entries()) {
    drawn.push(await drawArea(app, [left, 0.1], [right, 0.9], 2500));
    await expect(areaButtons(page)).toHaveCount(index + 1);
  }
  for (const [index, bounds] of drawn.entries()) {
    const { width, height, x, y } = bounds;
    await expect(areaButtons(page).nth(index)).toHaveAccessibleName(
      new RegExp(`^Area ${index + 1}: ${width}×${height} at ${x},${y}\\b`),
    );
  }
});

/** Drops a PNG on the drop zone whose prompt is shown, as a file dragged from the desktop. */
async function dropImage(page: Page, name: string, png: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ bytes, fileName }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], fileName, { type: "image/png" }));
      return data;
    },
    { bytes: [...png], fileName: name },
  );
  await page.getByText("Drag and drop an image here, or").dispatchEvent("drop", { dataTransfer: transfer });
}

test("an image dropped on the rich menu image card and on the simple editor is used", async ({
  app,
  page,
}) => {
  const small = rampPng(1200, 810);
  await app.open("/rich-menu-manager");
  await dropImage(page, "dropped.png", small);
  await app.expectToast("Image uploaded successfully!");
  await expect(page.getByText("dropped.png")).toBeVisible();
  await expect(app.field("Menu Width")).toHaveValue("1200");
  await expect(surface(page)).toBeVisible();

  await app.open("/rich-menu-builder");
  await dropImage(page, "simple.png", rampPng(600, 300));
  await expect(page.getByText("simple.png")).toBeVisible();
  await expect(surface(page)).toBeVisible();
});

test("deploy lists invalid areas: fix them, or create without them", async ({ app, page }) => {
  await app.open("/rich-menu-manager");
  await page.getByLabel("Name", { exact: true }).fill(`Left out ${Date.now()}`);
  await app.field("Chat Bar Text").fill("Menu");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "m.png", mimeType: "image/png", buffer: IMAGE });
  await expect(surface(page)).toBeVisible();
  await drawArea(app, [0.05, 0.1], [0.45, 0.9], 2500);
  await drawArea(app, [0.55, 0.1], [0.95, 0.9], 2500);
  await expect(areaButtons(page)).toHaveCount(2);
  await openAreaCard(page, 2);
  await areaCard(page, 2).getByLabel("Action Type").selectOption("uri");
  await areaCard(page, 2).getByLabel("URI").fill("not a url");
  await openAreaCard(page, 1);
  await app.fillSandboxChannel();

  const create = page.getByRole("button", { name: "Create Rich Menu", exact: true });
  // Area 1 still has the example action every new area starts with: asked first, by name.
  const example = page.getByRole("alertdialog", { name: "Keep the example action?" });
  await create.click();
  await expect(example).toContainText("Area 1 still has the example action 'Buy'");
  await example.getByRole("button", { name: "Edit actions" }).click();
  await expect(example).toHaveCount(0);
  // Nothing was created; the area with the example is opened to edit.
  await expect(areaCard(page, 1).getByLabel("Action Type")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Set as Default Rich Menu" })).toHaveCount(0);
  await create.click();
  await example.getByRole("button", { name: "Deploy anyway" }).click();
  const question = page.getByRole("alertdialog", { name: "Some areas are invalid" });
  await expect(question).toContainText("Area 2 will be left out: URI must be a valid URL");
  await question.getByRole("button", { name: "Fix areas" }).click();
  await expect(question).toHaveCount(0);
  // The first invalid area's card is opened for fixing; nothing was created.
  await expect(areaCard(page, 2).getByLabel("URI")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Set as Default Rich Menu" })).toHaveCount(0);

  await create.click();
  await example.getByRole("button", { name: "Deploy anyway" }).click();
  await question.getByRole("button", { name: "Create without them" }).click();
  await app.expectToast("Rich Menu created and image uploaded successfully!");
  const areasRow = page.locator("dt", { hasText: "Areas" }).locator("xpath=following-sibling::dd[1]");
  await expect(areasRow).toHaveText("1");
  await expect(app.button("Previous")).toBeDisabled();
});

// The canvas keeps a drag to itself: the page (area cards, JSON, draft) hears of the press's
// selection and the move once, on release, so its re-render cannot land in a frame of the drag.
// Guides are lines moved by transform while the area snaps, and go when it is released.
test("a drag reaches the page on release; a snapped edge shows its guide meanwhile", async ({
  app,
  page,
}) => {
  await app.open("/rich-menu-manager");
  await page
    .getByLabel("Upload Image")
    .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: IMAGE });
  await expect(surface(page)).toBeVisible();
  const areas = [
    { bounds: { x: 0, y: 0, width: 1000, height: 800 }, action: { type: "message", text: "A" } },
    { bounds: { x: 1300, y: 0, width: 700, height: 800 }, action: { type: "message", text: "B" } },
  ];
  await page.getByRole("button", { name: "Import JSON" }).click();
  await page
    .getByRole("textbox", { name: "Rich menu JSON" })
    .fill(JSON.stringify({ size: { width: 2500, height: 1686 }, areas }));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(areaButtons(page)).toHaveCount(2);
  const header = areaCard(page, 2).getByRole("button", { name: /^Area 2 / });
  await expect(header).toHaveAttribute("aria-expanded", "false");

  const rect = await surface(page).evaluate((element) => {
    element.scrollIntoView({ block: "center", inline: "nearest" });
    const r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width };
  });
  const scale = rect.width / 2500;
  // Area 2's middle, then 300 image pixels left: its left edge meets area 1's right edge at 1000.
  const start = { x: Math.round(rect.left + 1650 * scale), y: Math.round(rect.top + 400 * scale) };
  const end = { x: Math.round(start.x - 300 * scale), y: start.y };
  const cdp = app.isPhone() ? await page.context().newCDPSession(page) : null;
  const pointer = async (type: "down" | "move" | "up", at: { x: number; y: number }) => {
    if (cdp) {
      const kind = type === "down" ? "touchStart" : type === "move" ? "touchMove" : "touchEnd";
      await cdp.send("Input.dispatchTouchEvent", { type: kind, touchPoints: type === "up" ? [] : [at] });
    } else if (type === "down") {
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
    } else if (type === "move") await page.mouse.move(at.x, at.y);
    else await page.mouse.up();
  };
  await pointer("down", start);
  for (let step = 1; step <= 6; step++)
    await pointer("move", { x: Math.round(start.x + ((end.x - start.x) * step) / 6), y: start.y });

  // Mid-drag: the canvas shows the selection and a guide on the shared edge; the page has not re-rendered.
  await expect(surface(page).getByRole("button", { name: /^Area 2:/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const guide = surface(page).locator("[data-guide='x'][data-shown]");
  await expect(guide).toHaveCount(1);
  const guideLeft = await guide.evaluate((line) => line.getBoundingClientRect().left);
  expect(Math.abs(guideLeft - (rect.left + 1000 * scale))).toBeLessThanOrEqual(2);
  // Frames pass with the pointer held: a hand-off to the page would have committed by now.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let frames = 0;
        const tick = () => (++frames >= 15 ? resolve(null) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  await expect(header).toHaveAttribute("aria-expanded", "false");
  await expect(areaCard(page, 2).getByText("700×800 at 1300,0")).toBeVisible();

  await pointer("up", end);
  await cdp?.detach();
  await expect(header).toHaveAttribute("aria-expanded", "true");
  await expect(areaCard(page, 2).getByText("700×800 at 1000,0")).toBeVisible();
  await expect(surface(page).locator("[data-guide][data-shown]")).toHaveCount(0);
});
