import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  buildOutline,
  DESIGNER_MESSAGES,
  FLEX_TEMPLATES,
  openDesign,
} from "../../shared/flex-designer/index.ts";
import { englishText } from "../../shared/text/english.ts";
import { tm } from "../../web/i18n/descriptor.ts";
import { chooseLang, resetLangForTests, t } from "../../web/i18n/i18n.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";
import { storeClip, storedClip } from "../../web/tools/flex-designer/clip.ts";
import { inputOfValue, readNodeJson, valueOfInput } from "../../web/tools/flex-designer/field-value.ts";
import { clearHandoff, handToDesigner, peekHandoff } from "../../web/tools/flex-designer/handoff.ts";
import designerTh from "../../web/tools/flex-designer/locales/th.json" with { type: "json" };
import { itemOf, rowGroups, treeKey, visibleRows } from "../../web/tools/flex-designer/outline-rows.ts";
import {
  RECENT_IMAGES_MAX,
  readRecentImages,
  rememberImage,
} from "../../web/tools/flex-designer/recent-images.ts";
import { shareRefusalOf } from "../../web/tools/flex-designer/share-refusal.ts";
import { isUndoKey } from "../../web/tools/flex-designer/shortcuts.ts";

/** A Storage in memory, as localStorage and sessionStorage behave. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const BUBBLE = {
  type: "bubble",
  hero: { type: "image", url: "https://example.com/a.png" },
  body: {
    type: "box",
    layout: "vertical",
    contents: [
      { type: "text", text: "One" },
      { type: "box", layout: "horizontal", contents: [{ type: "text", text: "Two" }] },
    ],
  },
};

describe("outline rows and tree keys", () => {
  const root = buildOutline(BUBBLE);

  it("lists every row with its level, set size and position; a collapsed row hides its children", () => {
    const rows = visibleRows(root, new Set());
    expect(rows.map((row) => [row.node.path, row.level, row.posInSet, row.setSize])).toEqual([
      ["", 1, 1, 1],
      ["hero", 2, 1, 2],
      ["body", 2, 2, 2],
      ["body.contents[0]", 3, 1, 2],
      ["body.contents[1]", 3, 2, 2],
      ["body.contents[1].contents[0]", 4, 1, 1],
    ]);
    expect(visibleRows(root, new Set(["body"])).map((row) => row.node.path)).toEqual(["", "hero", "body"]);
  });

  it("groups the rows by the root's children (the boxes skipped off screen)", () => {
    const groups = rowGroups(visibleRows(root, new Set()));
    expect(groups.map((group) => [group.key, group.rows.map((row) => row.node.path)])).toEqual([
      ["", [""]],
      ["hero", ["hero"]],
      ["body", ["body", "body.contents[0]", "body.contents[1]", "body.contents[1].contents[0]"]],
    ]);
  });

  it("moves by the WAI-ARIA tree keys", () => {
    const open = new Set<string>();
    const rows = visibleRows(root, open);
    expect(treeKey("ArrowDown", rows, "hero", open)).toEqual({ select: "body" });
    expect(treeKey("ArrowUp", rows, "hero", open)).toEqual({ select: "" });
    expect(treeKey("ArrowUp", rows, "", open)).toBeNull();
    expect(treeKey("Home", rows, "body.contents[1]", open)).toEqual({ select: "" });
    expect(treeKey("End", rows, "", open)).toEqual({ select: "body.contents[1].contents[0]" });
    expect(treeKey("ArrowRight", rows, "body", open)).toEqual({ select: "body.contents[0]" });
    expect(treeKey("ArrowRight", rows, "hero", open)).toBeNull();
    expect(treeKey("ArrowLeft", rows, "body", open)).toEqual({ collapse: "body" });
    expect(treeKey("ArrowLeft", rows, "body.contents[0]", open)).toEqual({ select: "body" });
    const closed = new Set(["body"]);
    expect(treeKey("ArrowRight", visibleRows(root, closed), "body", closed)).toEqual({ expand: "body" });
    expect(treeKey("x", rows, "body", open)).toBeNull();
  });

  it("finds the list a row is an item of (drag reorders only within it)", () => {
    expect(itemOf("body.contents[1].contents[0]")).toEqual({ list: "body.contents[1].contents", index: 0 });
    expect(itemOf("contents[11]")).toEqual({ list: "contents", index: 11 });
    expect(itemOf("body")).toBeNull();
    expect(itemOf("")).toBeNull();
  });
});

describe("field values", () => {
  it("unsets on empty text, reads integers and booleans, keeps other text as typed", () => {
    expect(valueOfInput("text", "")).toBeUndefined();
    expect(valueOfInput("color", "#ff0000")).toBe("#ff0000");
    expect(valueOfInput("integer", "3")).toBe(3);
    expect(valueOfInput("integer", "3.5")).toBe("3.5");
    expect(valueOfInput("integer", " ")).toBe(" ");
    expect(valueOfInput("boolean", "true")).toBe(true);
    expect(valueOfInput("boolean", "false")).toBe(false);
    expect(valueOfInput("boolean", "")).toBeUndefined();
  });

  it("shows values as text and reads a node's JSON only when it is an object", () => {
    expect(inputOfValue(undefined)).toBe("");
    expect(inputOfValue(2)).toBe("2");
    expect(inputOfValue(false)).toBe("false");
    expect(inputOfValue({ a: 1 })).toBe('{"a":1}');
    expect(readNodeJson('{"type":"text","text":"x"}')).toEqual({ type: "text", text: "x" });
    expect(readNodeJson("[1]")).toBeNull();
    expect(readNodeJson("{")).toBeNull();
    expect(readNodeJson("null")).toBeNull();
  });
});

describe("Open in Designer hand-off", () => {
  it("keeps the message and its stored origin until cleared", () => {
    const storage = memoryStorage();
    expect(peekHandoff(storage)).toBeNull();
    const message = { type: "flex", altText: "Hi", contents: BUBBLE };
    expect(handToDesigner({ message, origin: { id: "m1", title: "Menu" } }, storage)).toBe(true);
    expect(peekHandoff(storage)).toEqual({ message, origin: { id: "m1", title: "Menu" } });
    // Read twice (a strict-mode render, a reload before the designer took it): still there.
    expect(peekHandoff(storage)?.message).toEqual(message);
    clearHandoff(storage);
    expect(peekHandoff(storage)).toBeNull();
  });

  it("drops what it cannot read, and an origin without an id", () => {
    const storage = memoryStorage();
    storage.setItem("flex-designer:open", "{not json");
    expect(peekHandoff(storage)).toBeNull();
    storage.setItem(
      "flex-designer:open",
      JSON.stringify({ message: BUBBLE, origin: { id: "", title: "x" } }),
    );
    expect(peekHandoff(storage)).toEqual({ message: BUBBLE, origin: null });
    expect(handToDesigner({ message: BUBBLE, origin: null }, undefined)).toBe(false);
  });
});

describe("recent uploads", () => {
  it("keeps the newest first, once each, at most RECENT_IMAGES_MAX, and ignores junk", () => {
    const storage = memoryStorage();
    for (let index = 0; index < RECENT_IMAGES_MAX + 3; index++) {
      rememberImage({ url: `https://img.example/${index}.png`, width: 10, height: 5 }, storage);
    }
    rememberImage({ url: "https://img.example/3.png", width: 10, height: 5 }, storage);
    const list = readRecentImages(storage);
    expect(list).toHaveLength(RECENT_IMAGES_MAX);
    expect(list[0]?.url).toBe("https://img.example/3.png");
    expect(list.filter((image) => image.url === "https://img.example/3.png")).toHaveLength(1);
    storage.setItem(
      "flex-designer:recent-images",
      JSON.stringify([{ url: "javascript:x", width: 1, height: 1 }, 5]),
    );
    expect(readRecentImages(storage)).toEqual([]);
    storage.setItem("flex-designer:recent-images", "{");
    expect(readRecentImages(storage)).toEqual([]);
  });
});

describe("the designer's clipboard", () => {
  it("pastes a copied component or bubble into another message, nothing else", () => {
    const storage = memoryStorage();
    expect(storedClip(storage)).toBeNull();
    storeClip({ kind: "component", node: { type: "text", text: "Copied" } }, storage);
    expect(storedClip(storage)).toEqual({ kind: "component", node: { type: "text", text: "Copied" } });
    storeClip({ kind: "bubble", node: BUBBLE }, storage);
    expect(storedClip(storage)?.kind).toBe("bubble");
    storage.setItem("flex-designer:clip", JSON.stringify({ type: "nonsense" }));
    expect(storedClip(storage)).toBeNull();
  });
});

describe("undo keys", () => {
  const key = (
    key: string,
    mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it("reads Ctrl/Cmd+Z as undo and Ctrl/Cmd+Shift+Z (or Ctrl+Y) as redo", () => {
    expect(isUndoKey(key("z", { ctrlKey: true }))).toBe("undo");
    expect(isUndoKey(key("z", { metaKey: true }))).toBe("undo");
    expect(isUndoKey(key("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(isUndoKey(key("z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(isUndoKey(key("y", { ctrlKey: true }))).toBe("redo");
    expect(isUndoKey(key("z"))).toBeNull();
    expect(isUndoKey(key("z", { ctrlKey: true, altKey: true }))).toBeNull();
  });
});

describe("LIFF's share rule, once per design", () => {
  const designOf = (action: unknown) => {
    const opened = openDesign({
      type: "bubble",
      body: { type: "box", layout: "vertical", contents: [{ type: "button", action }] },
    });
    if (!opened.ok) throw new Error("not a design");
    return opened.design;
  };

  it("answers as the rule does, and the same design's second ask is the first answer", () => {
    const uri = designOf({ type: "uri", label: "A", uri: "https://example.com" });
    const postback = designOf({ type: "postback", label: "A", data: "a" });
    expect(shareRefusalOf(uri)).toBeNull();
    const refusal = shareRefusalOf(postback);
    expect(refusal).toMatchObject({ id: "flexDesigner.share.nonUriActions", values: { count: 1 } });
    expect(shareRefusalOf(postback)).toBe(refusal);
    // Another design object, even of the same content, is walked afresh (its own answer object).
    expect(shareRefusalOf(designOf({ type: "postback", label: "A", data: "a" }))).not.toBe(refusal);
  });
});

describe("Thai wiring", () => {
  beforeEach(() => {
    const storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
    resetLangForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  const FLEX_DESIGNER_TH = Object.fromEntries(
    Object.entries(sourceCatalog("th")).filter(([id]) => /^(flexDesigner|flex\.property)\./.test(id)),
  );

  it("shows every descriptor of shared/flex-designer in Thai once Thai is chosen, English before", async () => {
    const sample = DESIGNER_MESSAGES.alreadyFirst();
    expect(tm(sample)).toBe("It is already the first");
    await chooseLang("th");
    for (const [id, thai] of Object.entries(FLEX_DESIGNER_TH)) {
      expect(tm({ id, message: "English fallback", values: {} }), id).not.toBe("English fallback");
      expect(thai.length, id).toBeGreaterThan(0);
    }
    expect(tm(sample)).toBe(FLEX_DESIGNER_TH["flexDesigner.move.alreadyFirst"]);
    expect(tm(DESIGNER_MESSAGES.carouselFull(12))).toContain("12");
    for (const template of FLEX_TEMPLATES) expect(tm(template.title)).not.toBe(englishText(template.title));
  });

  it("translates every text of the designer's own Thai file", async () => {
    await chooseLang("th");
    // Each place filled with its own name: the text as the catalog writes it.
    const places = (text: string) =>
      Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([place, name]) => [name, place]));
    for (const [english, thai] of Object.entries(designerTh))
      expect(t(english, places(english)), english).toBe(thai);
  });
});
