import type { Page } from "@playwright/test";
import { type AppDriver, expect } from "./driver.ts";

/** The stored draft of `tool` as JSON (Blobs as "[Blob <size>]"), or null; never opens a database the app has not made. */
export function readDraft(page: Page, tool: string | null): Promise<string | null> {
  return page.evaluate(async (key) => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes("line-dev-tools-drafts")) return null;
    return new Promise<string | null>((resolve) => {
      const open = indexedDB.open("line-dev-tools-drafts");
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        const store = db.transaction("drafts").objectStore("drafts");
        const request = key === null ? store.getAll() : store.get(`draft:${key}:v1`);
        request.onsuccess = () => {
          db.close();
          const value = request.result;
          if (value === undefined || (Array.isArray(value) && value.length === 0)) return resolve(null);
          resolve(JSON.stringify(value, (_k, v) => (v instanceof Blob ? `[Blob ${v.size}]` : v)));
        };
        request.onerror = () => resolve(null);
      };
    });
  }, tool);
}

/** A reload as a user's: waits for LIFF init and the app (not the prerendered shell) before going on. */
export async function reloadApp(app: AppDriver) {
  await app.page.reload();
  await expect(app.page.locator("#boot-loader")).toHaveCount(0, { timeout: 30_000 });
  await expect(app.page.locator("#root[data-shell]")).toHaveCount(0, { timeout: 30_000 });
}

/** Confirms the builder's Start over dialog; resolves once the dialog has closed. */
export async function confirmStartOver(app: AppDriver) {
  await app.button("Start over").click();
  const dialog = app.page.getByRole("alertdialog", { name: "Start over?" });
  await expect(dialog).toContainText("draft saved in this browser");
  await dialog.getByRole("button", { name: "Start over" }).click();
  await expect(dialog).toBeHidden();
}
