import { expect, test } from "./driver.ts";
import { areaButtons, drawArea, rampPng, surface } from "./rich-menu-helpers.ts";

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
