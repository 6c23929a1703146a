import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { type AppDriver, expect, test } from "./driver.ts";

// The audience manager against the LINE emulator's seeded channel. The emulator is shared by
// every e2e test and both projects: descriptions are unique, totals are read from the screen,
// and what a test creates through the API it deletes again.

const CHANNEL = { id: "2009000001", secret: "4247f31f1e872e6e9b618ec10058c42c" };
const HEADERS = { "X-Line-Channel-Id": CHANNEL.id, "X-Line-Channel-Secret": CHANNEL.secret };
const SHOWING = /^Showing page (\d+) of (\d+) \((\d+) total results\)$/;
const EMPTY = 'No audiences found. Click "Get Audience List" to fetch data.';

const userId = (n: number) => `U${n.toString(16).padStart(32, "0")}`;
const unique = (what: string, info: TestInfo) => `e2e ${what} ${info.project.name} ${Date.now()}`;

const filtersForm = (page: Page) => page.getByRole("form", { name: "Audience filters" });
const createForm = (page: Page) => page.getByRole("form", { name: "Create audience" });
const showing = (page: Page) => page.getByText(SHOWING);

/** One row per audience: table rows on wide screens, cards on phones. */
function rows(app: AppDriver): Locator {
  return app.isPhone()
    ? app.page.getByRole("list", { name: "Audiences" }).getByRole("listitem")
    : app.page.getByRole("table").locator("tbody tr");
}

const pageLink = (app: AppDriver, page: number) =>
  app.page.getByRole("button", { name: `Page ${page}`, exact: true });

/** The Count column of a row (table cell or card field). */
function countOf(app: AppDriver, row: Locator): Locator {
  return app.isPhone() ? row.locator("dd").nth(5) : row.locator("td").nth(6);
}

async function enterCredentials(app: AppDriver) {
  await app.field("Channel ID").fill(CHANNEL.id);
  await app.field("Channel Secret").fill(CHANNEL.secret);
}

async function readShowing(page: Page) {
  await expect(showing(page)).toBeVisible();
  const [, current, pages, total] = SHOWING.exec((await showing(page).textContent()) ?? "") ?? [];
  return { page: Number(current), pages: Number(pages), total: Number(total) };
}

async function expectPage(app: AppDriver, current: number, size: number) {
  await expect(showing(app.page)).toHaveText(new RegExp(`^Showing page ${current} of `));
  const { pages, total } = await readShowing(app.page);
  expect(pages).toBe(Math.max(1, Math.ceil(total / size)));
  await expect(app.page.getByText(`Page ${current} of ${pages}`, { exact: true })).toBeVisible();
  await expect(pageLink(app, current)).toHaveAttribute("aria-current", "page");
  await expect(rows(app)).toHaveCount(Math.min(size, total - (current - 1) * size));
}

async function listByDescription(app: AppDriver, description: string) {
  await filtersForm(app.page).getByLabel("Description").fill(description);
  await app.button("Get Audience List").click();
}

async function deleteByDescription(request: APIRequestContext, description: string) {
  const res = await request.get(`/api/audiences?${new URLSearchParams({ page: "1", description })}`, {
    headers: HEADERS,
  });
  const body = (await res.json()) as { audienceGroups: { audienceGroupId: number }[] };
  for (const group of body.audienceGroups) {
    await request.delete(`/api/audiences/${group.audienceGroupId}`, { headers: HEADERS });
  }
}

/** Counts the create calls the page makes, to prove that nothing was sent. */
function countCreateCalls(page: Page): () => number {
  let calls = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/audiences") calls++;
  });
  return () => calls;
}

test.beforeEach(async ({ app }) => {
  await app.open("/audience");
  await expect(app.heading("Audience Builder")).toBeVisible();
});

test("asks for the channel credentials before listing or creating", async ({ app }) => {
  const createCalls = countCreateCalls(app.page);
  await expect(app.page.getByText(EMPTY)).toBeVisible();
  await expect(app.field("Channel Secret")).toHaveAttribute("type", "password");
  await app.button("Get Audience List").click();
  await app.expectToast("Please enter Channel ID and Channel Secret first");
  await expect(showing(app.page)).toHaveCount(0);

  await createForm(app.page).getByLabel("Description", { exact: true }).fill("No credentials");
  await createForm(app.page).getByLabel("User IDs").fill(userId(1));
  await app.button("Create Audience").click();
  const credentialToasts = app.page.locator("[data-sonner-toast]").filter({
    hasText: "Please enter Channel ID and Channel Secret first",
  });
  await expect(credentialToasts).toHaveCount(2);
  expect(createCalls()).toBe(0);
  await app.expectNoHorizontalScroll();
});

test("shows LINE's message when the credentials are wrong", async ({ app }) => {
  await app.field("Channel ID").fill(CHANNEL.id);
  await app.field("Channel Secret").fill("0".repeat(32));
  await app.button("Get Audience List").click();
  await app.expectToast("Error");
  await app.expectToast("Failed to fetch audiences: invalid client_secret");
});

test("lists, pages, changes the page size and filters by status", async ({ app }) => {
  await enterCredentials(app);
  await app.button("Get Audience List").click();
  await expectPage(app, 1, 20);
  await expect(app.button("Previous")).toBeDisabled();
  await app.expectNoHorizontalScroll();
  if (!app.isPhone()) {
    // Every column, the delete buttons included, fits without scrolling the table sideways.
    const box = app.page.getByRole("table").locator("..");
    const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  await app.button("Next").click();
  await expectPage(app, 2, 20);
  await app.button("Previous").click();
  await expectPage(app, 1, 20);
  await pageLink(app, 3).click();
  await expectPage(app, 3, 20);
  await expect(app.button("Next")).toBeDisabled();

  await app.field("Page Size").selectOption("10");
  await expectPage(app, 1, 10);
  await pageLink(app, 2).click();
  await expectPage(app, 2, 10);

  await app.field("Status").selectOption({ label: "Failed" });
  await app.button("Get Audience List").click();
  await expectPage(app, 1, 10);
  const failed = await rows(app).all();
  expect(failed.length).toBeGreaterThan(0);
  for (const row of failed) await expect(row).toContainText("Failed");

  await app.button("Clear Filters").click();
  await expect(app.field("Page Size")).toHaveValue("20");
  await expect(app.field("Status")).toHaveValue("ALL");
  await expect(app.field("Create Route")).toHaveValue("ALL");
  await expectPage(app, 1, 20);
  await app.expectNoHorizontalScroll();
});

test("deletes an audience after confirmation", async ({ app, request }, info) => {
  const description = unique("delete", info);
  const created = await request.post("/api/audiences", {
    headers: HEADERS,
    data: { description, audiences: [{ id: userId(7) }] },
  });
  expect(created.status()).toBe(201);

  await enterCredentials(app);
  await listByDescription(app, description);
  await expect(rows(app)).toHaveCount(1);
  await expect(rows(app).first()).toContainText(description);

  const remove = app.button(`Delete audience ${description}`);
  await remove.click();
  const dialog = app.page.getByRole("alertdialog", { name: "Delete this audience?" });
  await expect(dialog).toContainText(description);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(app)).toHaveCount(1);

  await remove.click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await app.expectToast("Audience deleted successfully!");
  await expect(app.page.getByText(EMPTY)).toBeVisible();
  await expect(showing(app.page)).toHaveText("Showing page 1 of 1 (0 total results)");
});

test("creates an audience from a pasted list and shows it in the list", async ({ app, request }, info) => {
  const description = unique("paste", info);
  await enterCredentials(app);
  // The filter is set first: after the create, the list reloads with it.
  await filtersForm(app.page).getByLabel("Description").fill(description);

  const form = createForm(app.page);
  await form.getByLabel("Description", { exact: true }).fill(description);
  await expect(form.getByText(`${description.length}/120`)).toBeVisible();
  await form.getByLabel("Upload Description").fill("pasted by the e2e test");
  await form.getByLabel("User IDs").fill(`${userId(1)}\n${userId(2)}, ${userId(3)}\n${userId(1)}\nnot-an-id`);
  await expect(form.getByText("3 valid IDs, 1 duplicate removed, 1 invalid ID")).toBeVisible();
  await expect(form.getByRole("list", { name: "Invalid IDs" })).toHaveText("Line 4: not-an-id");

  await app.button("Create Audience").click();
  await app.expectToast("Audience created successfully!");
  await expect(form.getByLabel("Description", { exact: true })).toHaveValue("");
  await expect(rows(app)).toHaveCount(1);
  await expect(rows(app).first()).toContainText(description);
  await expect(rows(app).first()).toContainText("UPLOAD");
  await expect(rows(app).first()).toContainText("MESSAGING_API");
  await expect(countOf(app, rows(app).first())).toHaveText("3");
  await deleteByDescription(request, description);
});

test("creates an audience from a .csv file", async ({ app, request }, info) => {
  const description = unique("file", info);
  await enterCredentials(app);
  const form = createForm(app.page);
  await form.getByLabel("Description", { exact: true }).fill(description);
  const csv = `"${userId(11)}"\r\n"${userId(12)}"\r\n${userId(13)},${userId(14)}\r\n`;
  await form.getByLabel("Choose a .txt or .csv file").setInputFiles({
    name: "audience.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(form.getByLabel("User IDs")).toHaveValue(csv.replaceAll("\r\n", "\n"));
  await expect(form.getByText("4 valid IDs")).toBeVisible();

  await app.button("Create Audience").click();
  await app.expectToast("Audience created successfully!");
  await listByDescription(app, description);
  await expect(rows(app)).toHaveCount(1);
  await expect(countOf(app, rows(app).first())).toHaveText("4");
  await deleteByDescription(request, description);
});

test("refuses more than 10,000 IDs without sending anything", async ({ app }) => {
  const createCalls = countCreateCalls(app.page);
  await enterCredentials(app);
  const form = createForm(app.page);
  await form.getByLabel("Description", { exact: true }).fill("Too many");
  // A list this long comes from a file (typing 340 KB through fill() alone outlasts the test).
  const ids = Array.from({ length: 10_001 }, (_, i) => userId(i + 1)).join("\n");
  await form.getByLabel("Choose a .txt or .csv file").setInputFiles({
    name: "too-many.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(ids),
  });
  const tooMany = "Too many IDs: 10,001. At most 10,000 IDs can be uploaded at once.";
  await expect(form.getByText(tooMany)).toBeVisible();
  await app.button("Create Audience").click();
  await expect(form.getByText(tooMany)).toBeVisible();
  expect(createCalls()).toBe(0);
  await expect(app.page.locator("[data-sonner-toast]")).toHaveCount(0);
});
