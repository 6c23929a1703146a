import { describe, expect, it } from "vitest";
import { addArea } from "../../shared/editor/index.ts";
import {
  addPage,
  applyTabTemplate,
  createTabGroup,
  duplicateAliasMessage,
  GROUP_MESSAGES,
  groupAliasIds,
  imageSizeMismatchMessage,
  movePage,
  type PageImage,
  pageForAlias,
  pageMenu,
  removePage,
  selectedPage,
  setGroupFields,
  setPageAlias,
  setPageEditor,
  setPageImage,
  type TabGroup,
  tabBounds,
  tapOutcome,
  validateGroup,
} from "../../shared/richmenu/group.ts";
import { ALIAS_MESSAGES, RICH_MENU_MESSAGES } from "../../shared/richmenu/index.ts";
import { englishText } from "../../shared/text/english.ts";

type Img = PageImage & { name: string };
const image = (name: string, width = 2500, height = 843): Img => ({ name, width, height });

function filledGroup(pages = 3): TabGroup<Img> {
  let group = createTabGroup<Img>();
  while (group.pages.length < pages) group = addPage(group);
  group = setGroupFields(group, { name: "Shop", chatBarText: "Menu" });
  group.pages.forEach((page, i) => {
    group = setPageImage(group, page.id, image(`p${i}`));
  });
  return group;
}

describe("tab group pages", () => {
  it("starts with two pages of distinct aliases, page 1 selected", () => {
    const group = createTabGroup<Img>();
    expect(group.pages.map((page) => page.aliasId)).toEqual(["page-1", "page-2"]);
    expect(selectedPage(group).id).toBe(group.pages[0]?.id);
  });

  it("adds up to 10 pages and refuses the 11th with the reason", () => {
    let group = createTabGroup<Img>();
    for (let i = 0; i < 12; i++) group = addPage(group);
    expect(group.pages).toHaveLength(10);
    expect(group.refusal?.message).toBe(GROUP_MESSAGES.maxPages);
    expect(new Set(group.pages.map((page) => page.aliasId)).size).toBe(10);
    expect(selectedPage(group).id).toBe(group.pages[9]?.id);
  });

  it("never goes below 2 pages; removing the selected page selects its neighbour", () => {
    let group = addPage(createTabGroup<Img>());
    const [a, b, c] = group.pages;
    group = removePage(group, c?.id ?? "");
    expect(group.pages.map((page) => page.id)).toEqual([a?.id, b?.id]);
    expect(selectedPage(group).id).toBe(b?.id);
    const refused = removePage(group, a?.id ?? "");
    expect(refused.pages).toHaveLength(2);
    expect(refused.refusal?.message).toBe(GROUP_MESSAGES.minPages);
  });

  it("reorders pages and ignores moves past either end", () => {
    let group = addPage(createTabGroup<Img>());
    const ids = group.pages.map((page) => page.id);
    group = movePage(group, ids[2] ?? "", -1);
    expect(group.pages.map((page) => page.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(movePage(group, ids[0] ?? "", -1)).toBe(group);
  });

  it("sets the group size from the first image and refuses an image of another size", () => {
    let group = createTabGroup<Img>();
    const [a, b] = group.pages;
    group = setPageImage(group, a?.id ?? "", image("a"));
    expect(group.size).toEqual({ width: 2500, height: 843 });
    expect(group.pages.every((page) => page.editor.image?.height === 843)).toBe(true);
    const refused = setPageImage(group, b?.id ?? "", image("b", 2500, 1686));
    expect(refused.pages[1]?.image).toBeNull();
    expect(refused.refusal?.message).toEqual(
      imageSizeMismatchMessage({ width: 2500, height: 1686 }, { width: 2500, height: 843 }),
    );
  });
});

describe("tab templates", () => {
  it("adds 3 switch tabs across the top of every page, tab i to page i's alias, growing the group", () => {
    const group = applyTabTemplate(filledGroup(2), 3);
    expect(group.pages).toHaveLength(3);
    const aliases = group.pages.map((page) => page.aliasId);
    for (const page of group.pages) {
      const tabs = page.editor.areas.map((area) => area.data);
      expect(tabs.map((action) => action.type === "richmenuswitch" && action.richMenuAliasId)).toEqual(
        aliases,
      );
      expect(page.editor.areas.map((area) => area.bounds)).toEqual(tabBounds(group.size, 3));
    }
    const bounds = tabBounds({ width: 2500, height: 843 }, 3);
    expect(bounds.map((b) => b.width).reduce((sum, w) => sum + w, 0)).toBe(2500);
    expect(bounds.every((b) => b.y === 0 && b.height === 141)).toBe(true);
  });

  it("replaces its own tabs when applied again and keeps other areas", () => {
    let group = filledGroup(3);
    const page = group.pages[0];
    if (!page) throw new Error("no page");
    group = setPageEditor(
      group,
      page.id,
      addArea(page.editor, { x: 0, y: 400, width: 500, height: 400 }, { type: "message", text: "Hi" }),
    );
    group = applyTabTemplate(applyTabTemplate(group, 3), 2);
    expect(group.pages[0]?.editor.areas.map((area) => area.data.type)).toEqual([
      "message",
      "richmenuswitch",
      "richmenuswitch",
    ]);
  });

  it("is refused as a whole when a page would pass 20 areas", () => {
    let group = filledGroup(2);
    const page = group.pages[1];
    if (!page) throw new Error("no page");
    let editor = page.editor;
    for (let i = 0; i < 19; i++)
      editor = addArea(
        editor,
        { x: i * 100, y: 400, width: 90, height: 90 },
        { type: "message", text: `${i}` },
      );
    group = setPageEditor(group, page.id, editor);
    const refused = applyTabTemplate(group, 2);
    expect(refused.refusal?.message).toBe(GROUP_MESSAGES.tabsTooMany);
    expect(refused.pages[0]?.editor.areas).toHaveLength(0);
  });

  it("renaming a page's alias re-targets every switch to it", () => {
    let group = applyTabTemplate(filledGroup(2), 2);
    group = setPageAlias(group, group.pages[1]?.id ?? "", "shop-b");
    for (const page of group.pages) {
      const second = page.editor.areas[1]?.data;
      expect(second?.type === "richmenuswitch" && second.richMenuAliasId).toEqual("shop-b");
    }
    expect(groupAliasIds(group)).toEqual(["page-1", "shop-b"]);
    expect(pageForAlias(group, "shop-b")?.id).toBe(group.pages[1]?.id);
  });

  it("renaming an alias keeps the template's switch data in step; data the user typed stays", () => {
    let group = applyTabTemplate(filledGroup(2), 2);
    const [first, second] = group.pages;
    // The user's own data on page 1's second tab.
    const typed = { type: "richmenuswitch" as const, richMenuAliasId: "page-2", data: "go=second" };
    group = setPageEditor(group, first?.id ?? "", (editor) => ({
      ...editor,
      areas: editor.areas.map((area, index) => (index === 1 ? { ...area, data: typed } : area)),
    }));
    group = setPageAlias(group, second?.id ?? "", "home");
    expect(group.pages[1]?.editor.areas[1]?.data).toEqual({
      type: "richmenuswitch",
      richMenuAliasId: "home",
      data: "tab=2&alias=home",
    });
    expect(group.pages[0]?.editor.areas[1]?.data).toEqual({ ...typed, richMenuAliasId: "home" });
    expect(group.pages[0]?.editor.areas[0]?.data).toMatchObject({ data: "tab=1&alias=page-1" });
  });
});

describe("validateGroup and page menus", () => {
  it("accepts a complete group and builds LINE's JSON per page", () => {
    const group = applyTabTemplate(filledGroup(3), 3);
    expect(validateGroup(group)).toEqual({ valid: true, errors: [] });
    const menu = pageMenu(group, 1);
    expect(menu.name).toEqual("Shop · page 2 (page-2)");
    expect(menu.chatBarText).toEqual("Menu");
    expect(menu.areas).toHaveLength(3);
  });

  it("names the page of each problem: alias rule, duplicate alias, missing image", () => {
    let group = setGroupFields(createTabGroup<Img>(), { name: "Shop", chatBarText: "Menu" });
    group = addPage(group);
    group = setPageImage(group, group.pages[0]?.id ?? "", image("a"));
    group = setPageAlias(group, group.pages[1]?.id ?? "", "Bad Alias");
    group = setPageAlias(group, group.pages[2]?.id ?? "", "page-1");
    const { valid, errors } = validateGroup(group);
    expect(valid).toBe(false);
    expect(errors).toEqual([
      `Page 2: ${ALIAS_MESSAGES.idRule}`,
      `Page 2: ${RICH_MENU_MESSAGES.imageRequired}`,
      `Page 3: ${englishText(duplicateAliasMessage("page-1"))}`,
      `Page 3: ${RICH_MENU_MESSAGES.imageRequired}`,
    ]);
  });

  it("asks for the group's name and chat bar text once", () => {
    const group = setGroupFields(filledGroup(2), { name: " " });
    expect(validateGroup(group).errors).toEqual([RICH_MENU_MESSAGES.nameAndChatBarRequired]);
  });
});

describe("tapOutcome (tap-through preview)", () => {
  const group = applyTabTemplate(filledGroup(2), 2);
  it("switches to the page of a group alias, or names an alias outside the group", () => {
    expect(tapOutcome(group, { type: "richmenuswitch", richMenuAliasId: "page-2", data: "x" })).toEqual({
      kind: "switch",
      pageId: group.pages[1]?.id,
      aliasId: "page-2",
    });
    expect(tapOutcome(group, { type: "richmenuswitch", richMenuAliasId: "other", data: "x" })).toEqual({
      kind: "switchOutside",
      aliasId: "other",
    });
  });
  it("shows message texts and postback displayText as bubbles, names every other target", () => {
    expect(tapOutcome(group, { type: "message", text: "Hi" })).toEqual({ kind: "bubble", text: "Hi" });
    expect(tapOutcome(group, { type: "postback", data: "a=1", displayText: "Buy" })).toEqual({
      kind: "bubble",
      text: "Buy",
    });
    expect(tapOutcome(group, { type: "postback", data: "a=1" }).kind).toEqual("target");
    expect(tapOutcome(group, { type: "uri", uri: "https://example.com/" })).toEqual({
      kind: "target",
      text: "Opens https://example.com/",
    });
    expect(tapOutcome(group, { type: "clipboard", clipboardText: "X" })).toEqual({
      kind: "target",
      text: 'Copies "X" to the clipboard',
    });
    for (const type of ["camera", "cameraRoll", "location"] as const)
      expect(tapOutcome(group, { type }).kind).toEqual("target");
    expect(tapOutcome(group, { type: "datetimepicker", data: "d", mode: "date" })).toEqual({
      kind: "target",
      text: 'Opens the date picker (postback data "d")',
    });
  });
});

describe("typing a page's alias", () => {
  it("keeps the tabs on the page while the id is half-typed, empty or another page's, then follows it", () => {
    let group = applyTabTemplate(filledGroup(3), 3);
    const third = group.pages[2]?.id ?? "";
    const targets = () =>
      group.pages.map((page) =>
        page.editor.areas.map((area) =>
          area.data.type === "richmenuswitch" ? area.data.richMenuAliasId : "",
        ),
      );
    for (const typed of ["", "p", "page-", "page-1", "page-12"]) group = setPageAlias(group, third, typed);
    expect(targets()).toEqual(Array.from({ length: 3 }, () => ["page-1", "page-2", "page-12"]));
    group = setPageAlias(group, third, "page-1");
    expect(targets()[0]).toEqual(["page-1", "page-2", "page-12"]);
  });
});
