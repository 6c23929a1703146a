import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { startWorkerServer, type WorkerServer } from "./worker-server.ts";

/** The header's sidebar button, in either language. */
const SIDEBAR_TOGGLE = /^(Toggle sidebar|เปิด\/ปิดแถบด้านข้าง)$/;

/**
 * The small vocabulary e2e tests speak: open a route, log in as a sandbox user, read toasts,
 * check layout. Everything is found by role and label, as a user would.
 */
export class AppDriver {
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on("console", (msg) => {
      if (msg.type() === "error") this.consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => this.consoleErrors.push(err.message));
  }

  /** Loads a route directly and waits for LIFF init + the app shell. */
  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole("button", { name: SIDEBAR_TOGGLE })).toBeVisible();
    await expect(this.page.locator("#boot-loader")).toHaveCount(0);
    // A prerendered page (server/http/shell.ts) looks ready before the app has it: typing there is lost.
    await expect(this.page.locator("#root[data-shell]")).toHaveCount(0);
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole("button", { name });
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label);
  }

  /**
   * Fills in the emulator's demo channel ("Use sandbox channel", or its Thai) and waits until it is in the
   * form: the button asks the server for it, so an action right after the click could still find no channel.
   */
  async fillSandboxChannel() {
    await this.page.getByRole("button", { name: /^(Use sandbox channel|ใช้ Channel ของ Sandbox)$/ }).click();
    await expect(this.page.getByRole("textbox", { name: "Channel ID" })).not.toHaveValue("");
  }

  /** Sandbox LINE Login through the header's button and the user chooser dialog. */
  async loginAs(displayName: string) {
    await this.page.getByRole("button", { name: "Login with LINE" }).click();
    const dialog = this.page.getByRole("dialog", { name: /Login with LINE/ });
    await dialog.getByRole("button", { name: `Log in as ${displayName}` }).click();
    await expect(this.page.getByRole("button", { name: "Logout" })).toBeVisible();
  }

  /**
   * The same sandbox login on a Thai screen: the header's "เข้าสู่ระบบด้วย LINE" and the user chooser,
   * where `atDialog` runs once the chooser is open (a Thai sweep reads it there).
   */
  async loginAsSandboxUserThai(
    displayName = "Somchai (sandbox)",
    atDialog?: (dialog: Locator) => Promise<void>,
  ) {
    await this.page.getByRole("button", { name: "เข้าสู่ระบบด้วย LINE", exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: /เข้าสู่ระบบด้วย LINE/ });
    await expect(dialog).toBeVisible();
    await atDialog?.(dialog);
    await dialog.getByRole("button", { name: `เข้าสู่ระบบเป็น ${displayName}` }).click();
    await expect(this.page.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
  }

  async logout() {
    await this.page.getByRole("button", { name: "Logout" }).click();
    await expect(this.page.getByRole("button", { name: "Login with LINE" })).toBeVisible();
  }

  /** Answers the sandbox share target picker: ticks the named friends and groups and shares, or cancels ([]). */
  async pickShareTargets(names: readonly string[]) {
    const picker = this.page.getByRole("dialog", { name: "Share with" });
    await expect(picker).toBeVisible();
    for (const name of names) await picker.getByRole("checkbox", { name }).check();
    await picker.getByRole("button", { name: names.length > 0 ? "Share" : "Cancel", exact: true }).click();
    await expect(picker).toBeHidden();
  }

  async expectToast(text: string | RegExp) {
    await expect(this.page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
  }

  async expectNoHorizontalScroll() {
    const { overflow, widest } = await this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // The innermost elements past the right edge: what a failure names, so it is fixed where it is.
      const past = [...document.body.querySelectorAll("*")].filter(
        (element) => element.getBoundingClientRect().right > width + 0.5,
      );
      const innermost = past.filter(
        (element) => !past.some((other) => other !== element && element.contains(other)),
      );
      return {
        overflow: document.documentElement.scrollWidth - width,
        widest: innermost
          .slice(0, 5)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()} class="${element.className}">${element.textContent?.slice(0, 60)}`,
          ),
      };
    });
    expect(overflow, `page scrolls sideways: ${widest.join(" | ")}`).toBeLessThanOrEqual(0);
  }

  /** A builder's pane (Edit, Preview, JSON…): its tab on a phone, nothing to do on desktop. */
  showPane(name: string) {
    return showPane(this.page, name);
  }

  isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  /** Opens the navigation on a phone (overlay) or uses the visible sidebar on desktop. */
  async nav(): Promise<Locator> {
    if (this.isPhone()) await this.button(SIDEBAR_TOGGLE).click();
    return this.page.getByRole("navigation", { name: /^(Tools|เครื่องมือ)$/ });
  }

  /** The sidebar's Thai / English switch ("ไทย" or "English"); the choice is saved for the next visits. */
  async chooseLanguage(label: "ไทย" | "English") {
    const nav = await this.nav();
    const lang = label === "ไทย" ? "th" : "en";
    // A click, not check(): the language shown may be the detected one, already checked; a tap saves it.
    await nav.getByRole("radio", { name: label }).click();
    await expect(this.page.locator("html")).toHaveAttribute("lang", lang);
    // The choice is saved at the click, before its catalog loads.
    await expect.poll(() => this.page.evaluate(() => localStorage.getItem("line-dev-tools.lang"))).toBe(lang);
    if (this.isPhone()) await this.page.keyboard.press("Escape");
  }
}

/** Below this width a builder shows one pane at a time (Edit, Preview, JSON…) behind the "Builder view" tabs. */
const SIDE_BY_SIDE_WIDTH = 1024;

/** Selects a builder pane by its tab on a phone; side by side every pane is already shown. */
export async function showPane(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) >= SIDE_BY_SIDE_WIDTH) return;
  const tab = page.getByRole("tablist", { name: "Builder view" }).getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/**
 * Every page of every spec runs under the server's Content-Security-Policy and fails its test on
 * any `securitypolicyviolation` event (reported from each document through a binding, so events
 * survive navigations). Checked by hand: without 'unsafe-inline' in style-src the shell spec fails
 * here on the boot loader's style attribute.
 *
 * Each worker starts its own server (own data folder and LINE emulator) and every test of the worker
 * talks to it: workers share no state, so they can run side by side.
 */
export const test = base.extend<{ app: AppDriver }, { server: WorkerServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  page: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeBinding("__reportCspViolation", (_source, violation: string) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
      });
    });
    await use(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
  app: async ({ page, context }, use) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => undefined);
    await use(new AppDriver(page));
  },
});

export { expect };
