import { beforeAll, describe, expect, it } from "vitest";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";
import { type Split, splitCatalogs } from "../../web/i18n/tooling/split-catalogs.ts";

/** The compiled catalogs split by page (web/i18n/tooling/split-catalogs.ts): what each route loads. */

let split: Split;
beforeAll(async () => {
  split = await splitCatalogs(process.cwd());
}, 120_000);

const part = (name: string, lang: "en" | "th") => split.messages.get(name)?.[lang] ?? {};

describe("the catalogs split by page", () => {
  it("loses no Thai message: each is in the shell's part, a route's, `later`, `descriptions` or the rest", () => {
    const all = new Set([...split.messages.values()].flatMap((byLang) => Object.keys(byLang.th)));
    const missing = Object.keys(sourceCatalog("th")).filter((id) => !all.has(id));
    expect(missing).toEqual([]);
  });

  it("keeps a tool's messages out of the shell's part, in the tool's own", () => {
    // Shown by the Flex Designer alone.
    expect(Object.hasOwn(part("shell", "th"), "After it, in {parent}")).toBe(false);
    expect(Object.hasOwn(part("flex-designer", "th"), "After it, in {parent}")).toBe(true);
    expect(Object.hasOwn(part("qr-generator", "th"), "After it, in {parent}")).toBe(false);
    // The shell's own words, and a route title read by name from the route table.
    expect(Object.hasOwn(part("shell", "th"), "Logout")).toBe(true);
    expect(Object.hasOwn(part("shell", "th"), "Flex Designer")).toBe(true);
  });

  it("keeps what only the shell's lazily imported modules show out of the shell's part, in `later`", () => {
    // The API client's error table (shared/api/errors.ts, imported by web/api/client.ts through import()),
    // and the sandbox login dialog (web/app/layout/sandbox-login-dialog.tsx, a lazy component).
    for (const id of ["Request body is larger than {kb} KB", "Log in as {name}"]) {
      expect(Object.hasOwn(part("shell", "en"), id), id).toBe(false);
      expect(Object.hasOwn(part("shell", "th"), id), id).toBe(false);
      expect(Object.hasOwn(part("later", "en"), id), id).toBe(true);
      expect(Object.hasOwn(part("later", "th"), id), id).toBe(true);
      expect(Object.hasOwn(part("flex-storage", "th"), id), id).toBe(false);
    }
    // What the first paint shows stays in the shell's part.
    expect(Object.hasOwn(part("later", "th"), "Logout")).toBe(false);
  });

  it("puts ids built at run time with the routes that build them", () => {
    const designer = part("flex-designer", "th");
    expect(Object.keys(designer).filter((id) => id.startsWith("flex.property.")).length).toBeGreaterThan(50);
    expect(
      Object.keys(designer).filter((id) => id.startsWith("flexDesigner.template.")).length,
    ).toBeGreaterThan(5);
  });

  it("puts a server-side schema's message of shared/<area>/ with the routes using that area", () => {
    // shared/flex/api.ts is the server's validator: its 422 text shows in Flex Storage's toast.
    expect(Object.hasOwn(part("flex-storage", "th"), "Alt text must be at most {max} characters")).toBe(true);
    expect(Object.hasOwn(part("rest", "th"), "Alt text must be at most {max} characters")).toBe(false);
  });

  it("keeps the pages' meta descriptions, which no screen shows, in a part of their own", () => {
    // A text joined with + (the home page's description) is found too.
    const home = (name: string) =>
      Object.keys(part(name, "th")).find((id) => id.startsWith("Visual builder for LINE rich menus"));
    expect(home("descriptions")).toBeDefined();
    const liffApps = "Manage LIFF apps and channel access tokens.";
    expect(Object.hasOwn(part("descriptions", "th"), liffApps)).toBe(true);
    for (const name of ["shell", "later", "liff-apps"]) {
      expect(home(name), name).toBeUndefined();
      expect(Object.hasOwn(part(name, "th"), liffApps), name).toBe(false);
    }
  });

  it("gives English only what differs from the id: ICU arguments and real translations", () => {
    const en = part("shell", "en");
    expect(Object.hasOwn(en, "Logout")).toBe(false);
    expect(en["เครื่องมือทั่วไป" as string]).toEqual(["General tools"]);
    for (const [id, compiled] of [...split.messages.values()].flatMap((byLang) => Object.entries(byLang.en)))
      expect(compiled, id).not.toEqual([id]);
  });
});
