import { afterEach, describe, expect, it } from "vitest";
import { readSidebarOpen, saveSidebarOpen } from "../../web/app/layout/sidebar-state.ts";
import { savedLang } from "../../web/i18n/i18n.ts";

/** A page's `document` as far as the startup cookies go: the cookie jar and `<html>`'s attributes. */
function fakePage(cookie: string, attributes: Record<string, string> = {}) {
  const reads = { cookie: 0 };
  const attrs = new Map(Object.entries(attributes));
  let jar = cookie;
  const doc = {
    get cookie() {
      reads.cookie++;
      return jar;
    },
    set cookie(line: string) {
      const [pair] = line.split(";");
      const name = pair?.split("=")[0] ?? "";
      jar = [...jar.split("; ").filter((p) => p && !p.startsWith(`${name}=`)), pair].join("; ");
      written.push(line);
    },
    documentElement: {
      getAttribute: (name: string) => attrs.get(name) ?? null,
      setAttribute: (name: string, value: string) => attrs.set(name, value),
    },
  };
  const written: string[] = [];
  Object.assign(globalThis, { document: doc });
  return { reads, attrs, written };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "document");
});

describe("startup cookies", () => {
  it("takes the server's copy on <html> and never reads document.cookie for it", () => {
    const page = fakePage("lang=en; sidebar_state=true", {
      "data-saved-lang": "th",
      "data-sidebar-state": "false",
    });
    expect(savedLang()).toBe("th");
    expect(readSidebarOpen()).toBe(false);
    expect(page.reads.cookie).toBe(0);
  });

  it("an empty copy means the request had no such cookie", () => {
    const page = fakePage("lang=th", { "data-saved-lang": "", "data-sidebar-state": "" });
    expect(savedLang()).toBeNull();
    expect(readSidebarOpen()).toBeNull();
    expect(page.reads.cookie).toBe(0);
  });

  it("reads the cookie itself on a page the app's server did not serve", () => {
    fakePage("a=1; lang=th; sidebar_state=false");
    expect(savedLang()).toBe("th");
    expect(readSidebarOpen()).toBe(false);
  });

  it("writes the 7-day cookie and the page's copy, which the next read takes", () => {
    const page = fakePage("", { "data-sidebar-state": "" });
    saveSidebarOpen(false);
    expect(page.written).toEqual(["sidebar_state=false; path=/; max-age=604800; SameSite=Lax"]);
    expect(page.attrs.get("data-sidebar-state")).toBe("false");
    expect(readSidebarOpen()).toBe(false);
  });
});
