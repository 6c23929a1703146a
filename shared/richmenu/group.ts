/**
 * Tab groups: 2–10 rich menu pages of one size, each with its own image, areas and alias id,
 * joined by richmenuswitch actions. The group is plain data (the image type `I` is the caller's:
 * a Blob in the browser) changed only by the `(group, …) → group` commands below; a refused
 * command returns the group with a new `refusal` object so the UI can say why.
 */

import {
  addArea,
  applyEditorChange,
  beginGesture,
  createEditorState,
  deleteArea,
  type EditorChange,
  type EditorState,
  endGesture,
  resizeImage,
  splitLength,
} from "../editor/index.ts";
import { asDescriptor, type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
import { opensUri } from "../text/line-words.ts";
import { aliasIdError } from "./alias.ts";
import { buildRichMenuJson, RICH_MENU_LIMITS, RICH_MENU_MESSAGES, validateRichMenu } from "./rich-menu.ts";
import type { RichMenuAction, RichMenuConfig, RichMenuSize, RichMenuSwitchAction } from "./types.ts";

export const GROUP_LIMITS = { minPages: 2, maxPages: 10 } as const;

/** The tab templates: 2 or 3 tabs across the top of every page. */
export const TAB_TEMPLATE_COUNTS = [2, 3] as const;
export type TabTemplateCount = (typeof TAB_TEMPLATE_COUNTS)[number];

/** Tabs take the top sixth of the page: tall enough to tap on a phone, the rest stays content. */
const TAB_STRIP_SHARE = 1 / 6;

export const GROUP_MESSAGES = {
  minPages: desc("A tab group needs at least {min} pages", { min: GROUP_LIMITS.minPages }),
  maxPages: desc("A tab group holds at most {max} pages", { max: GROUP_LIMITS.maxPages }),
  tabsTooMany: desc("A tab template adds a switch area to every page: a page would exceed {max} areas", {
    max: RICH_MENU_LIMITS.maxAreas,
  }),
} as const;

export function duplicateAliasMessage(aliasId: string): Descriptor {
  return desc('Alias ID "{alias}" is used by another page of the group', { alias: aliasId });
}

export function imageSizeMismatchMessage(image: RichMenuSize, group: RichMenuSize): Descriptor {
  return desc(
    "Every page of a group has the same size: this image is {width} × {height}, the group is {groupWidth} × {groupHeight}",
    { width: image.width, height: image.height, groupWidth: group.width, groupHeight: group.height },
  );
}

/** What a page's image must tell the model: its pixel size. */
export interface PageImage {
  width: number;
  height: number;
}

export interface GroupPage<I extends PageImage> {
  id: string;
  aliasId: string;
  /**
   * The alias the group's switch areas use for this page: the last valid alias id no other page
   * had. While the alias is being typed ("page-" on the way to "page-12", or a moment equal to
   * another page's) the switches keep it, so a half-typed id never takes over another page's tabs.
   */
  linkedAliasId: string;
  image: I | null;
  editor: EditorState<RichMenuAction>;
}

interface GroupRefusal {
  message: MessageLike;
}

export interface TabGroup<I extends PageImage> {
  name: string;
  chatBarText: string;
  size: RichMenuSize;
  pages: GroupPage<I>[];
  selectedPageId: string;
  /** Make page 1 the channel's default menu when publishing. */
  setDefault: boolean;
  /** Move aliases that already exist on the channel to this group's pages (a re-publish). */
  repointAliases: boolean;
  /** Source of page ids ("p1", "p2", …); never reused. */
  nextPageId: number;
  refusal: GroupRefusal | null;
  /**
   * What the last publish created, kept with the draft: publishing again creates new menus, so the
   * builder says the group is out there and asks before doing it twice.
   */
  published: PublishedGroup | null;
}

export interface PublishedGroup {
  pages: { aliasId: string; richMenuId: string }[];
}

function pageEditor(size: RichMenuSize): EditorState<RichMenuAction> {
  return createEditorState<RichMenuAction>({
    maxAreas: RICH_MENU_LIMITS.maxAreas,
    maxAreasMessage: RICH_MENU_MESSAGES.maxAreas,
    image: size,
  });
}

/** An alias id no page uses yet: "page-1", "page-2", … */
function freeAliasId<I extends PageImage>(pages: readonly GroupPage<I>[]): string {
  const used = new Set(pages.map((page) => page.aliasId));
  let n = pages.length + 1;
  while (used.has(`page-${n}`)) n++;
  return `page-${n}`;
}

function newPage<I extends PageImage>(
  group: Pick<TabGroup<I>, "pages" | "nextPageId" | "size">,
): GroupPage<I> {
  const aliasId = freeAliasId(group.pages);
  return {
    id: `p${group.nextPageId}`,
    aliasId,
    linkedAliasId: aliasId,
    image: null,
    editor: pageEditor(group.size),
  };
}

function refuse<I extends PageImage>(group: TabGroup<I>, message: MessageLike): TabGroup<I> {
  return { ...group, refusal: { message } };
}

/** A new group: two empty pages of the default 2500 × 1686, page 1 selected. */
export function createTabGroup<I extends PageImage>(
  size: RichMenuSize = { width: 2500, height: 1686 },
): TabGroup<I> {
  let group: TabGroup<I> = {
    name: "",
    chatBarText: "",
    size: { ...size },
    pages: [],
    selectedPageId: "",
    setDefault: false,
    repointAliases: false,
    nextPageId: 1,
    refusal: null,
    published: null,
  };
  for (let i = 0; i < GROUP_LIMITS.minPages; i++) group = appendPage(group);
  return { ...group, selectedPageId: group.pages[0]?.id ?? "" };
}

function appendPage<I extends PageImage>(group: TabGroup<I>): TabGroup<I> {
  const page = newPage(group);
  return { ...group, pages: [...group.pages, page], nextPageId: group.nextPageId + 1 };
}

function pageById<I extends PageImage>(group: TabGroup<I>, id: string): GroupPage<I> | undefined {
  return group.pages.find((page) => page.id === id);
}

export function selectedPage<I extends PageImage>(group: TabGroup<I>): GroupPage<I> {
  return pageById(group, group.selectedPageId) ?? (group.pages[0] as GroupPage<I>);
}

export function pageIndex<I extends PageImage>(group: TabGroup<I>, id: string): number {
  return group.pages.findIndex((page) => page.id === id);
}

export function canAddPage<I extends PageImage>(group: TabGroup<I>): boolean {
  return group.pages.length < GROUP_LIMITS.maxPages;
}

export function canRemovePage<I extends PageImage>(group: TabGroup<I>): boolean {
  return group.pages.length > GROUP_LIMITS.minPages;
}

/** After a publish: the created menus, and the aliases are this group's, so a re-publish moves them. */
export function markPublished<I extends PageImage>(
  group: TabGroup<I>,
  published: PublishedGroup,
): TabGroup<I> {
  return { ...group, published, repointAliases: true };
}

export function setGroupFields<I extends PageImage>(
  group: TabGroup<I>,
  patch: Partial<Pick<TabGroup<I>, "name" | "chatBarText" | "setDefault" | "repointAliases">>,
): TabGroup<I> {
  return { ...group, ...patch };
}

/** Adds an empty page after the last one and selects it; refused at 10 pages. */
export function addPage<I extends PageImage>(group: TabGroup<I>): TabGroup<I> {
  if (!canAddPage(group)) return refuse(group, GROUP_MESSAGES.maxPages);
  const next = appendPage(group);
  return {
    ...next,
    selectedPageId: next.pages[next.pages.length - 1]?.id ?? next.selectedPageId,
    refusal: null,
  };
}

/** Removes a page; the selection moves to its neighbour. Refused below 2 pages. */
export function removePage<I extends PageImage>(group: TabGroup<I>, id: string): TabGroup<I> {
  const index = pageIndex(group, id);
  if (index < 0) return group;
  if (!canRemovePage(group)) return refuse(group, GROUP_MESSAGES.minPages);
  const pages = group.pages.filter((page) => page.id !== id);
  const selectedPageId =
    group.selectedPageId === id ? (pages[Math.min(index, pages.length - 1)]?.id ?? "") : group.selectedPageId;
  return { ...group, pages, selectedPageId, refusal: null };
}

/** Moves a page one place left (-1) or right (+1); page 1 is the one made default. */
export function movePage<I extends PageImage>(group: TabGroup<I>, id: string, delta: -1 | 1): TabGroup<I> {
  const from = pageIndex(group, id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= group.pages.length) return group;
  const pages = [...group.pages];
  const [page] = pages.splice(from, 1);
  if (page) pages.splice(to, 0, page);
  return { ...group, pages };
}

export function selectPage<I extends PageImage>(group: TabGroup<I>, id: string): TabGroup<I> {
  return pageById(group, id) ? { ...group, selectedPageId: id } : group;
}

function withPage<I extends PageImage>(
  group: TabGroup<I>,
  id: string,
  change: (page: GroupPage<I>) => GroupPage<I>,
): TabGroup<I> {
  return { ...group, pages: group.pages.map((page) => (page.id === id ? change(page) : page)) };
}

function retargetSwitches(
  editor: EditorState<RichMenuAction>,
  from: string,
  to: string,
): EditorState<RichMenuAction> {
  if (!editor.areas.some((area) => isSwitchTo(area.data, from))) return editor;
  const areas = editor.areas.map((area) =>
    isSwitchTo(area.data, from)
      ? {
          ...area,
          data: { ...area.data, richMenuAliasId: to, data: retargetTabData(area.data.data, from, to) },
        }
      : area,
  );
  return { ...editor, areas };
}

/**
 * A switch's `data` after its alias moved from `from` to `to`: the tab template's own
 * "tab=N&alias=<from>" follows the alias; anything else was typed by the user and stays as it is.
 */
function retargetTabData(data: string, from: string, to: string): string {
  const match = /^tab=(\d+)&alias=(.*)$/.exec(data);
  return match && match[2] === from ? `tab=${match[1]}&alias=${to}` : data;
}

function isSwitchTo(action: RichMenuAction, aliasId: string): action is RichMenuSwitchAction {
  return action.type === "richmenuswitch" && action.richMenuAliasId === aliasId;
}

/**
 * A page's alias id as typed. Once it is a valid id that no other page uses, the switch areas of
 * every page that led to this page follow it, so renaming a tab never breaks the tabs to it.
 */
export function setPageAlias<I extends PageImage>(
  group: TabGroup<I>,
  id: string,
  aliasId: string,
): TabGroup<I> {
  const page = pageById(group, id);
  if (!page || page.aliasId === aliasId) return group;
  const others = group.pages.filter((each) => each.id !== id);
  const free = !others.some((each) => each.aliasId === aliasId || each.linkedAliasId === aliasId);
  const follow = free && aliasIdError(aliasId) === null && page.linkedAliasId !== aliasId;
  const from = page.linkedAliasId;
  const pages = group.pages.map((each) => ({
    ...each,
    ...(each.id === id ? { aliasId, linkedAliasId: follow ? aliasId : each.linkedAliasId } : {}),
    editor: follow ? retargetSwitches(each.editor, from, aliasId) : each.editor,
  }));
  return { ...group, pages };
}

export function setPageEditor<I extends PageImage>(
  group: TabGroup<I>,
  id: string,
  change: EditorChange<RichMenuAction>,
): TabGroup<I> {
  return withPage(group, id, (page) => ({ ...page, editor: applyEditorChange(change, page.editor) }));
}

/** Why this image cannot be the page's, or null: every page of a group has the group's size. */
function pageImageProblem<I extends PageImage>(
  group: TabGroup<I>,
  id: string,
  image: PageImage,
): MessageLike | null {
  const others = group.pages.filter((page) => page.id !== id && page.image !== null);
  const { width, height } = image;
  if (others.length > 0 && (width !== group.size.width || height !== group.size.height)) {
    return imageSizeMismatchMessage(image, group.size);
  }
  return null;
}

/**
 * A page's image. The first image of a group sets the group's size (areas of every page are
 * scaled along); later ones must match it, else the command is refused with the reason.
 */
export function setPageImage<I extends PageImage>(group: TabGroup<I>, id: string, image: I): TabGroup<I> {
  if (!pageById(group, id)) return group;
  const problem = pageImageProblem(group, id, image);
  if (problem) return refuse(group, problem);
  const size = { width: image.width, height: image.height };
  const pages = group.pages.map((page) => ({
    ...page,
    image: page.id === id ? image : page.image,
    editor: resizeImage(page.editor, size),
  }));
  return { ...group, size, pages, refusal: null };
}

export function removePageImage<I extends PageImage>(group: TabGroup<I>, id: string): TabGroup<I> {
  return withPage(group, id, (page) => ({ ...page, image: null }));
}

/** The tab strip's areas for `count` tabs on an image of `size`, left to right. */
export function tabBounds(size: RichMenuSize, count: number) {
  const height = Math.max(1, Math.round(size.height * TAB_STRIP_SHARE));
  const widths = splitLength(
    size.width,
    Array.from({ length: count }, () => 1),
  );
  let x = 0;
  return widths.map((width) => {
    const bounds = { x, y: 0, width, height };
    x += width;
    return bounds;
  });
}

/** The action of tab `index` (0-based): switch to that page's alias; `data` names the tab for the bot's postback. */
function tabAction(aliasId: string, index: number): RichMenuSwitchAction {
  return { type: "richmenuswitch", richMenuAliasId: aliasId, data: `tab=${index + 1}&alias=${aliasId}` };
}

/**
 * A tab template: `count` tabs across the top of every page, tab i switching to page i's alias.
 * The group grows to `count` pages when it has fewer. Switch areas a template added before
 * (switches to a page of this group) are replaced, so re-applying never stacks tabs. Refused as
 * a whole when a page would exceed 20 areas.
 */
export function applyTabTemplate<I extends PageImage>(
  group: TabGroup<I>,
  count: TabTemplateCount,
): TabGroup<I> {
  let grown = group;
  while (grown.pages.length < count) grown = appendPage(grown);
  const targets = grown.pages.slice(0, count).map((page) => page.linkedAliasId);
  const groupAliases = new Set(grown.pages.flatMap((page) => [page.aliasId, page.linkedAliasId]));
  const bounds = tabBounds(grown.size, count);
  const isOldTab = (action: RichMenuAction) =>
    action.type === "richmenuswitch" && groupAliases.has(action.richMenuAliasId);
  const pages: GroupPage<I>[] = [];
  for (const page of grown.pages) {
    const kept = page.editor.areas.filter((area) => !isOldTab(area.data)).length;
    if (kept + count > RICH_MENU_LIMITS.maxAreas) return refuse(group, GROUP_MESSAGES.tabsTooMany);
    let editor = beginGesture(page.editor);
    for (const area of page.editor.areas) if (isOldTab(area.data)) editor = deleteArea(editor, area.id);
    targets.forEach((aliasId, index) => {
      const tab = bounds[index];
      if (tab) editor = addArea(editor, tab, tabAction(aliasId, index));
    });
    pages.push({ ...page, editor: endGesture({ ...editor, selectedId: null }) });
  }
  return { ...grown, pages, refusal: null };
}

/** Alias ids of the group's pages, in page order, for the richmenuswitch editor to offer. */
export function groupAliasIds<I extends PageImage>(group: TabGroup<I>): string[] {
  return group.pages.map((page) => page.aliasId).filter((aliasId) => aliasIdError(aliasId) === null);
}

/** The page a switch to `aliasId` shows, if the group has it. */
export function pageForAlias<I extends PageImage>(
  group: TabGroup<I>,
  aliasId: string,
): GroupPage<I> | undefined {
  return group.pages.find((page) => page.aliasId === aliasId);
}

/** Page `index`'s rich menu as LINE receives it (invalid areas left out, like the wizard's JSON). */
export function pageMenu<I extends PageImage>(group: TabGroup<I>, index: number): RichMenuConfig {
  const page = group.pages[index];
  const areas = (page?.editor.areas ?? []).map((area) => ({ bounds: area.bounds, action: area.data }));
  return buildRichMenuJson({
    name: pageMenuName(group.name, page?.aliasId ?? "", index),
    chatBarText: group.chatBarText,
    size: group.size,
    selected: false,
    areas,
  });
}

/** "Shop · page 2 (shop-b)": LINE lists menus by name, so each page says which one it is. */
function pageMenuName(groupName: string, aliasId: string, index: number): string {
  return `${groupName.trim()} · page ${index + 1} (${aliasId})`;
}

export interface GroupValidation {
  valid: boolean;
  /** "Page 2: …" lines, in page order; group-level lines first. */
  errors: MessageLike[];
}

/**
 * Everything the group must satisfy before it is sent: 2–10 pages, valid and unique alias ids,
 * an image of the group's size on every page, and every page a valid rich menu (invalid areas are
 * errors here: a published tab group must not have dead parts).
 */
export function validateGroup<I extends PageImage>(group: TabGroup<I>): GroupValidation {
  const errors: MessageLike[] = [];
  if (group.pages.length < GROUP_LIMITS.minPages) errors.push(GROUP_MESSAGES.minPages);
  if (group.pages.length > GROUP_LIMITS.maxPages) errors.push(GROUP_MESSAGES.maxPages);
  if (group.name.trim() === "" || group.chatBarText.trim() === "")
    errors.push(RICH_MENU_MESSAGES.nameAndChatBarRequired);
  const seen = new Set<string>();
  group.pages.forEach((page, index) => {
    const onPage = (error: MessageLike) =>
      errors.push(desc("Page {page}: {error}", { page: index + 1, error: asDescriptor(error) }));
    const aliasProblem = aliasIdError(page.aliasId);
    if (aliasProblem) onPage(aliasProblem);
    else if (seen.has(page.aliasId)) onPage(duplicateAliasMessage(page.aliasId));
    seen.add(page.aliasId);
    if (!page.image) onPage(RICH_MENU_MESSAGES.imageRequired);
    else if (page.image.width !== group.size.width || page.image.height !== group.size.height)
      onPage(imageSizeMismatchMessage(page.image, group.size));
    const areas = page.editor.areas.map((area) => ({ bounds: area.bounds, action: area.data }));
    const menu = {
      name: pageMenuName(group.name, page.aliasId, index),
      chatBarText: group.chatBarText,
      size: group.size,
      selected: false,
      areas,
    };
    for (const error of validateRichMenu(menu).errors)
      if (error !== RICH_MENU_MESSAGES.nameAndChatBarRequired) onPage(error);
  });
  return { valid: errors.length === 0, errors };
}

/** What tapping an area does in the tap-through preview. */
export type TapOutcome =
  | { kind: "switch"; pageId: string; aliasId: string }
  /** A switch to an alias no page of the group has: LINE would show that alias's menu. */
  | { kind: "switchOutside"; aliasId: string }
  /** A text the user "sends": it appears as their chat bubble. */
  | { kind: "bubble"; text: string }
  /** Anything else: named, since the preview cannot open it. */
  | { kind: "target"; text: MessageLike };

export function tapOutcome<I extends PageImage>(group: TabGroup<I>, action: RichMenuAction): TapOutcome {
  switch (action.type) {
    case "richmenuswitch": {
      const page = pageForAlias(group, action.richMenuAliasId);
      return page
        ? { kind: "switch", pageId: page.id, aliasId: action.richMenuAliasId }
        : { kind: "switchOutside", aliasId: action.richMenuAliasId };
    }
    case "message":
      return { kind: "bubble", text: action.text };
    case "postback": {
      const shown = action.displayText ?? action.text;
      return shown
        ? { kind: "bubble", text: shown }
        : {
            kind: "target",
            text: desc('Sends postback data "{data}" to the bot (nothing shown in the chat)', {
              data: action.data,
            }),
          };
    }
    case "uri":
      return { kind: "target", text: opensUri(action.uri) };
    case "clipboard":
      return {
        kind: "target",
        text: desc('Copies "{text}" to the clipboard', { text: action.clipboardText }),
      };
    case "camera":
      return { kind: "target", text: "Opens the camera" };
    case "cameraRoll":
      return { kind: "target", text: "Opens the camera roll" };
    case "location":
      return { kind: "target", text: "Opens the location picker" };
    case "datetimepicker":
      return {
        kind: "target",
        text: desc('Opens the {mode} picker (postback data "{data}")', {
          mode: action.mode,
          data: action.data,
        }),
      };
  }
}
