import { ANIMATED_IMAGES_MAX, CAROUSEL_MAX_BUBBLES } from "../flex/limits.ts";
import { BUBBLE_PROPERTIES, COMPONENT_PROPERTIES, type Place } from "../flex/schema.ts";
import { type FlexObject, isFlexObject } from "../flex/types.ts";
import type { Descriptor } from "../text/descriptor.ts";
import type { Design } from "./design.ts";
import { DESIGNER_MESSAGES as M } from "./messages.ts";
import {
  allowedAt,
  BLOCKS,
  type Block,
  bubbleSize,
  childPlace,
  isBlock,
  locate,
  type NodeInfo,
  VIDEO_BUBBLE_SIZES,
  videoHeroAllowed,
} from "./model.ts";
import { ENGLISH_WORDS, type NewNodeWords, newBlock, newBubble, newComponent } from "./new-node.ts";
import { formatPath, getAt, parsePath, type Segment, updateAt } from "./path.ts";
import { aspectRatioOf } from "./picture.ts";

/**
 * The designer's edits as pure commands: (design, command) → a new design, or a refusal saying why in the
 * UI's words. Nodes are addressed by the validator's JSON paths. Every command copies only the objects on
 * the way to what it changes, so unchanged parts (and their key order) are the very same objects.
 */
export type Command =
  /** Adds a component (or, in a carousel, a bubble; in a bubble, a block) inside `parent`. */
  | { type: "add"; parent: string; child: string; block?: Block; index?: number; words?: NewNodeWords }
  | { type: "move"; path: string; to: "up" | "down" | "intoPrevious" | "outOfParent" }
  /** Drag within one parent: to an index of the same list. */
  | { type: "reorder"; path: string; index: number }
  | { type: "duplicate"; path: string }
  | { type: "delete"; path: string }
  /** `inside` a box, text or carousel (at the end), or `after` the target; by default inside where possible. */
  | { type: "paste"; target: string; clip: Clip; where?: "inside" | "after" }
  /** Sets a property of the object at `path` (a component, bubble, action, block style…); undefined unsets it. */
  | { type: "set"; path: string; key: string; value: unknown }
  | { type: "setAltText"; altText: string }
  /** The node's own JSON edited: the node at `path` replaced, if LINE allows the new one there. */
  | { type: "replace"; path: string; node: unknown }
  /** A picture picked for an image or icon: its URL, and its aspect ratio from the picture's size. */
  | { type: "setImage"; path: string; url: string; width: number; height: number }
  /** `convertVideo`: replace a video hero by its altContent, which a carousel can hold. */
  | { type: "toCarousel"; convertVideo?: boolean }
  /** `keep`: which bubble stays (needed when the carousel has more than one). */
  | { type: "toBubble"; keep?: number };

/** A copied component or bubble: the JSON itself, so it pastes into another message (or another app). */
export type Clip = { kind: "component"; node: FlexObject } | { kind: "bubble"; node: FlexObject };

export type CommandResult =
  | {
      ok: true;
      design: Design;
      /** False when the command changed nothing (the history records nothing then). */
      changed: boolean;
      /** The path to select afterwards: the added, moved or pasted node, or the neighbour of a deleted one. */
      selection: string | null;
      /** Something the user should know that the command did besides (e.g. every bubble resized). */
      note?: Descriptor;
    }
  | { ok: false; reason: Descriptor };

type ComponentInfo = Extract<NodeInfo, { kind: "component" }>;

const refuse = (reason: Descriptor): CommandResult => ({ ok: false, reason });

function done(
  design: Design,
  contents: unknown,
  selection: Segment[] | null,
  note?: Descriptor,
): CommandResult {
  const result: CommandResult = {
    ok: true,
    design: { ...design, contents: contents as FlexObject },
    changed: contents !== design.contents,
    selection: selection ? formatPath(selection) : null,
  };
  return note ? { ...result, note } : result;
}

export function applyCommand(design: Design, command: Command): CommandResult {
  if (command.type === "setAltText") {
    if (command.altText === design.altText) return done(design, design.contents, null);
    return { ok: true, design: { ...design, altText: command.altText }, changed: true, selection: null };
  }
  if (command.type === "toCarousel") return toCarousel(design, command.convertVideo === true);
  if (command.type === "toBubble") return toBubble(design, command.keep);
  const path =
    command.type === "add" ? command.parent : command.type === "paste" ? command.target : command.path;
  const segments = parsePath(path);
  if (!segments) return refuse(M.notFound(path));
  if (command.type === "set") return setProperty(design, segments, command.key, command.value);
  if (command.type === "setImage") return setImage(design, segments, command);
  const info = locate(design.contents, segments);
  if (!info)
    return refuse(getAt(design.contents, segments) === undefined ? M.notFound(path) : M.notANode(path));
  switch (command.type) {
    case "add":
      return add(design, segments, info, command);
    case "move":
      return command.to === "up" || command.to === "down"
        ? moveBy(design, segments, info, command.to === "up" ? -1 : 1)
        : command.to === "intoPrevious"
          ? moveIntoPrevious(design, segments, info)
          : moveOut(design, segments, info);
    case "reorder":
      return reorder(design, segments, info, command.index);
    case "duplicate":
      return duplicate(design, segments, info);
    case "delete":
      return remove(design, segments, info);
    case "paste":
      return paste(design, segments, info, command.clip, command.where);
    case "replace":
      return replace(design, segments, info, command.node);
  }
}

/** Whether a command would be taken: null, or the reason it is refused (to disable a button and say why). */
export function refusalOf(design: Design, command: Command): Descriptor | null {
  const result = applyCommand(design, command);
  return result.ok ? null : result.reason;
}

// ── adding ────────────────────────────────────────────────────────────────────────────────────────────

/** What "+ Add" offers inside the node at `path`: only what LINE allows there. */
export interface AddOption {
  child: string;
  block?: Block;
}

export function addOptions(design: Design, path: string): AddOption[] {
  const segments = parsePath(path);
  const info = segments ? locate(design.contents, segments) : null;
  if (!info) return [];
  if (info.kind === "carousel") {
    return Array.isArray(info.node.contents) && info.node.contents.length < CAROUSEL_MAX_BUBBLES
      ? [{ child: "bubble" }]
      : [];
  }
  if (info.kind === "bubble") {
    const options: AddOption[] = [];
    for (const block of BLOCKS) {
      if (info.node[block] !== undefined) continue;
      if (block !== "hero") options.push({ child: "box", block });
      else {
        options.push({ child: "image", block }, { child: "box", block });
        if (videoHeroAllowed(info.node, info.inCarousel)) options.push({ child: "video", block });
      }
    }
    return options;
  }
  if (info.type === "text") return [{ child: "span" }];
  if (info.type !== "box") return [];
  const place = childPlace(info.node);
  // The legacy spacer is accepted where it stands but never offered.
  return ["box", "text", "image", "button", "icon", "separator", "filler"]
    .filter((type) => allowedAt(type, place))
    .map((child) => ({ child }));
}

/** A "+ Add" choice: what to add, into which node, and where (`beside`: after the selected node, in its parent). */
export interface AddChoice extends AddOption {
  parent: string;
  index?: number;
  beside: boolean;
}

/**
 * What "+ Add" offers with the node at `path` selected: inside it, then beside it (after it, in its parent: a
 * box's sibling, a carousel's next bubble, a bubble's other blocks). A button or an image takes nothing inside,
 * so the box it stands in is offered instead of nothing. A box offers only its inside (the same choices twice
 * would read alike).
 */
export function addChoices(design: Design, path: string): AddChoice[] {
  const inside = addOptions(design, path).map((option) => ({ ...option, parent: path, beside: false }));
  const segments = parsePath(path);
  const info = segments ? locate(design.contents, segments) : null;
  if (!info || (info.kind === "component" && info.type === "box" && inside.length > 0)) return inside;
  let parent: Segment[];
  let index: number | undefined;
  if (info.kind === "bubble" && info.index !== null) [parent, index] = [[], info.index + 1];
  else if (info.kind === "component" && info.slot.kind === "item")
    [parent, index] = [info.parent, info.slot.index + 1];
  else if (info.kind === "component" && info.slot.kind === "block") parent = info.parent;
  else return inside;
  const parentPath = formatPath(parent);
  const beside = addOptions(design, parentPath).map((option) => ({
    ...option,
    parent: parentPath,
    beside: true,
    ...(index === undefined ? {} : { index }),
  }));
  return [...inside, ...beside];
}

function add(
  design: Design,
  at: Segment[],
  info: NodeInfo,
  command: Extract<Command, { type: "add" }>,
): CommandResult {
  const words = command.words ?? ENGLISH_WORDS;
  if (info.kind === "carousel") {
    if (command.child !== "bubble") return refuse(M.notAllowedIn(command.child, "block"));
    const bubbles = bubbleList(info.node);
    if (bubbles.length >= CAROUSEL_MAX_BUBBLES) return refuse(M.carouselFull(CAROUSEL_MAX_BUBBLES));
    const index = clampIndex(command.index, bubbles.length);
    const bubble = newBubble(isFlexObject(bubbles[0]) ? bubbles[0].size : undefined, words);
    return done(design, insertItem(design.contents, ["contents"], index, bubble), ["contents", index]);
  }
  if (info.kind === "bubble") {
    const block = command.block;
    if (!isBlock(block)) return refuse(M.notAllowedIn(command.child, "block"));
    if (info.node[block] !== undefined) return refuse(M.blockTaken(block));
    if (block === "hero") {
      if (command.child === "video") {
        const refusal = videoRefusal(info.node, info.inCarousel);
        if (refusal) return refuse(refusal);
      } else if (!allowedAt(command.child, "hero")) return refuse(M.notAllowedIn(command.child, "hero"));
    } else if (!allowedAt(command.child, "block")) return refuse(M.notAllowedIn(command.child, "block"));
    const node = newBlock(block, command.child, words);
    if (!node) return refuse(M.notAllowedIn(command.child, block === "hero" ? "hero" : "block"));
    return done(
      design,
      updateAt(design.contents, at, (bubble) => withBlock(bubble as FlexObject, block, node)),
      [...at, block],
    );
  }
  if (info.type !== "box" && info.type !== "text") return refuse(M.nothingInside(info.type));
  const place = info.type === "text" ? "span" : childPlace(info.node);
  const misplaced = placeRefusal(command.child, place);
  if (misplaced) return refuse(misplaced);
  const node = newComponent(command.child, place, words);
  if (!node) return refuse(M.notAllowedIn(command.child, place));
  const length = Array.isArray(info.node.contents) ? info.node.contents.length : 0;
  const index = clampIndex(command.index, length);
  return done(design, insertItem(design.contents, [...at, "contents"], index, node), [
    ...at,
    "contents",
    index,
  ]);
}

/** Sets a block, keeping LINE's order of blocks in the JSON (header, hero, body, footer). */
function withBlock(bubble: FlexObject, block: Block, node: FlexObject): FlexObject {
  const later = BLOCKS.slice(BLOCKS.indexOf(block) + 1);
  const entries = Object.entries(bubble);
  const at = entries.findIndex(([key]) => (later as readonly string[]).includes(key));
  entries.splice(at === -1 ? entries.length : at, 0, [block, node]);
  return Object.fromEntries(entries);
}

/** Why a component of `type` may not stand at `place` (in a box or a text), or null. */
function placeRefusal(type: string, place: Place): Descriptor | null {
  if (type === "video") return M.videoHeroOnly();
  return allowedAt(type, place) ? null : M.notAllowedIn(type, place);
}

function videoRefusal(bubble: FlexObject, inCarousel: boolean): Descriptor | null {
  if (inCarousel) return M.videoInCarousel();
  return videoHeroAllowed(bubble, false) ? null : M.videoBubbleSize(bubbleSize(bubble));
}

// ── moving ────────────────────────────────────────────────────────────────────────────────────────────

/** The list a node is an item of (a box's or text's contents, a carousel's bubbles), or why it is not in one. */
function listOf(info: NodeInfo, at: Segment[]): { list: Segment[]; index: number } | Descriptor {
  if (info.kind === "carousel") return M.containerStays();
  if (info.kind === "bubble")
    return info.index === null ? M.singleBubble() : { list: ["contents"], index: info.index };
  if (info.slot.kind === "block") return M.blocksFixed();
  if (info.slot.kind === "altContent") return M.altContentFixed();
  return { list: at.slice(0, -1), index: info.slot.index };
}

function moveBy(design: Design, at: Segment[], info: NodeInfo, step: -1 | 1): CommandResult {
  const where = listOf(info, at);
  if ("id" in where) return refuse(where);
  const items = getAt(design.contents, where.list) as unknown[];
  const to = where.index + step;
  if (to < 0) return refuse(M.alreadyFirst());
  if (to >= items.length) return refuse(M.alreadyLast());
  return reorderTo(design, where.list, where.index, to);
}

function reorder(design: Design, at: Segment[], info: NodeInfo, index: number): CommandResult {
  const where = listOf(info, at);
  if ("id" in where) return refuse(where);
  const items = getAt(design.contents, where.list) as unknown[];
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    return refuse(index < 0 ? M.alreadyFirst() : M.alreadyLast());
  }
  return reorderTo(design, where.list, where.index, index);
}

function reorderTo(design: Design, list: Segment[], from: number, to: number): CommandResult {
  if (from === to) return done(design, design.contents, [...list, to]);
  const contents = updateAt(design.contents, list, (old) => {
    const items = (old as unknown[]).slice();
    const [item] = items.splice(from, 1);
    items.splice(to, 0, item);
    return items;
  });
  return done(design, contents, [...list, to]);
}

/** A component in a box's list, which may change boxes (not a bubble, a block, a span, an altContent). */
function boxItem(
  info: NodeInfo,
  at: Segment[],
): { list: Segment[]; index: number; component: ComponentInfo } | Descriptor {
  if (info.kind === "bubble" && info.index !== null) return M.bubbleStaysInCarousel();
  const where = listOf(info, at);
  if ("id" in where) return where;
  const component = info as ComponentInfo;
  return component.place === "span" ? M.spanStaysInText() : { ...where, component };
}

function moveIntoPrevious(design: Design, at: Segment[], info: NodeInfo): CommandResult {
  const where = boxItem(info, at);
  if ("id" in where) return refuse(where);
  const { component } = where;
  if (where.index === 0) return refuse(M.noBoxBefore());
  const previousPath = [...where.list, where.index - 1];
  const previous = getAt(design.contents, previousPath) as FlexObject;
  if (previous.type !== "box") return refuse(M.notABoxBefore(String(previous.type)));
  const place = childPlace(previous);
  if (!allowedAt(component.type, place)) return refuse(M.notAllowedIn(component.type, place));
  const length = Array.isArray(previous.contents) ? previous.contents.length : 0;
  // Appended to the previous box first, then taken out of the list: the box's index does not change.
  let contents = updateAt(design.contents, [...previousPath, "contents"], (old) => [
    ...(Array.isArray(old) ? old : []),
    component.node,
  ]);
  contents = removeItem(contents, where.list, where.index);
  return done(design, contents, [...previousPath, "contents", length]);
}

function moveOut(design: Design, at: Segment[], info: NodeInfo): CommandResult {
  const where = boxItem(info, at);
  if ("id" in where) return refuse(where);
  const { component } = where;
  const parent = locate(design.contents, component.parent) as ComponentInfo;
  if (parent.slot.kind === "block") return refuse(M.topOfBlock(parent.slot.block));
  if (parent.slot.kind === "altContent") return refuse(M.altContentFixed());
  const grandparent = locate(design.contents, parent.parent) as ComponentInfo;
  const place = childPlace(grandparent.node);
  if (!allowedAt(component.type, place)) return refuse(M.notAllowedIn(component.type, place));
  const parentIndex = parent.slot.index;
  let contents = removeItem(design.contents, where.list, where.index);
  contents = insertItem(contents, [...parent.parent, "contents"], parentIndex + 1, component.node);
  return done(design, contents, [...parent.parent, "contents", parentIndex + 1]);
}

// ── duplicate, delete, copy, paste ───────────────────────────────────────────────────────────────────

function duplicate(design: Design, at: Segment[], info: NodeInfo): CommandResult {
  if (info.kind === "component" && info.slot.kind === "block") return refuse(M.oneBlock(info.slot.block));
  const where = listOf(info, at);
  if ("id" in where) return refuse(where);
  if (info.kind === "bubble" && bubbleList(design.contents).length >= CAROUSEL_MAX_BUBBLES) {
    return refuse(M.carouselFull(CAROUSEL_MAX_BUBBLES));
  }
  // Commands never change an object in place, so the copy may share the original's objects.
  const contents = insertItem(design.contents, where.list, where.index + 1, info.node);
  return withinAnimatedLimit(design, contents, [...where.list, where.index + 1]);
}

function remove(design: Design, at: Segment[], info: NodeInfo): CommandResult {
  if (info.kind === "carousel" || (info.kind === "bubble" && info.index === null))
    return refuse(M.containerStays());
  if (info.kind === "bubble") {
    const bubbles = bubbleList(design.contents);
    if (bubbles.length <= 1) return refuse(M.carouselNeedsBubble());
    const index = info.index ?? 0;
    return done(design, removeItem(design.contents, ["contents"], index), [
      "contents",
      Math.max(0, index - 1),
    ]);
  }
  if (info.slot.kind === "altContent") return refuse(M.altContentRequired());
  if (info.slot.kind === "block") {
    return done(
      design,
      updateAt(design.contents, at, () => undefined),
      info.parent,
    );
  }
  const index = info.slot.index;
  const list = at.slice(0, -1);
  const contents = removeItem(design.contents, list, index);
  const left = (getAt(contents, list) as unknown[]).length;
  return done(design, contents, left === 0 ? info.parent : [...list, Math.min(index, left - 1)]);
}

/** The clip of the node at `path` (a component or a carousel's bubble), or null when there is none. */
export function copyNode(design: Design, path: string): Clip | null {
  const segments = parsePath(path);
  const info = segments ? locate(design.contents, segments) : null;
  if (!info || info.kind === "carousel") return null;
  return info.kind === "bubble"
    ? { kind: "bubble", node: info.node }
    : { kind: "component", node: info.node };
}

/** The clip in copied JSON (from this or another message, or another app), or null when it holds none. */
export function readClip(value: unknown): Clip | null {
  if (!isFlexObject(value) || typeof value.type !== "string") return null;
  if (value.type === "bubble") return { kind: "bubble", node: value };
  return Object.hasOwn(COMPONENT_PROPERTIES, value.type) ? { kind: "component", node: value } : null;
}

function paste(
  design: Design,
  at: Segment[],
  info: NodeInfo,
  clip: Clip,
  where: "inside" | "after" | undefined,
): CommandResult {
  const clipped = readClip(clip.node);
  if (!clipped) return refuse(M.clipEmpty());
  if (clipped.kind === "bubble") return pasteBubble(design, at, info, clipped.node);
  const type = clipped.node.type as string;
  // By default a box takes the paste inside, a text only a span; other targets take it after them.
  const inside =
    where === "inside" ||
    (where === undefined &&
      (info.kind !== "component" || info.type === "box" || (info.type === "text" && type === "span")));
  if (inside) {
    if (info.kind !== "component") return refuse(M.componentNeedsBubble());
    const place = info.type === "text" ? "span" : childPlace(info.node);
    const misplaced = placeRefusal(type, place);
    if (misplaced) return refuse(misplaced);
    const length = Array.isArray(info.node.contents) ? info.node.contents.length : 0;
    return withinAnimatedLimit(
      design,
      insertItem(design.contents, [...at, "contents"], length, clipped.node),
      [...at, "contents", length],
    );
  }
  if (info.kind !== "component" || info.slot.kind !== "item") {
    return refuse(info.kind === "component" ? M.nothingInside(info.type) : M.componentNeedsBubble());
  }
  const misplaced = placeRefusal(type, info.place);
  if (misplaced) return refuse(misplaced);
  const list = at.slice(0, -1);
  const index = info.slot.index + 1;
  return withinAnimatedLimit(design, insertItem(design.contents, list, index, clipped.node), [
    ...list,
    index,
  ]);
}

function pasteBubble(design: Design, at: Segment[], info: NodeInfo, bubble: FlexObject): CommandResult {
  if (design.contents.type !== "carousel") return refuse(M.bubbleNeedsCarousel());
  const bubbles = bubbleList(design.contents);
  if (bubbles.length >= CAROUSEL_MAX_BUBBLES) return refuse(M.carouselFull(CAROUSEL_MAX_BUBBLES));
  const hero = bubble.hero;
  if (isFlexObject(hero) && hero.type === "video") return refuse(M.videoInCarousel());
  // After the selected bubble (or the bubble holding the selected component); at the end from the carousel.
  const index = info.kind === "carousel" ? bubbles.length : (at[1] as number) + 1;
  const first = bubbles[0];
  const size = isFlexObject(first) ? first.size : undefined;
  let node = bubble;
  let note: Descriptor | undefined;
  if (bubble.size !== size) {
    node = updateAt(bubble, ["size"], () => size) as FlexObject;
    note = M.sizeSharedInCarousel();
  }
  const contents = insertItem(design.contents, ["contents"], index, node);
  const result = withinAnimatedLimit(design, contents, ["contents", index]);
  return result.ok && note ? { ...result, note } : result;
}

function withinAnimatedLimit(design: Design, contents: unknown, selection: Segment[]): CommandResult {
  const count = countAnimated(contents);
  if (count > ANIMATED_IMAGES_MAX && count > countAnimated(design.contents)) {
    return refuse(M.tooManyAnimated(ANIMATED_IMAGES_MAX));
  }
  return done(design, contents, selection);
}

/**
 * Counts by object: edits copy only the path they change, so after the first walk a count (asked of every
 * command the toolbar offers, on every selection) walks that path, not the whole 50 KB carousel again.
 */
const animatedCounts = new WeakMap<object, number>();

/** Animated images in a message (LINE plays at most 10): images with `animated: true`, however nested. */
function countAnimated(node: unknown): number {
  if (typeof node !== "object" || node === null) return 0;
  const known = animatedCounts.get(node);
  if (known !== undefined) return known;
  let count = 0;
  if (Array.isArray(node)) for (const item of node) count += countAnimated(item);
  else if (isFlexObject(node)) {
    if (node.type === "image" && node.animated === true) count = 1;
    for (const key in node) if (typeof node[key] === "object") count += countAnimated(node[key]);
  }
  animatedCounts.set(node, count);
  return count;
}

// ── properties ───────────────────────────────────────────────────────────────────────────────────────

/** Keys that hold the outline's own nodes: changed by add, move and delete, never as a property. */
function isStructural(node: FlexObject, key: string): boolean {
  if (key === "type")
    return (
      node.type === "bubble" ||
      node.type === "carousel" ||
      Object.hasOwn(COMPONENT_PROPERTIES, String(node.type))
    );
  if (node.type === "carousel") return key === "contents";
  if (node.type === "bubble") return isBlock(key);
  if (node.type === "box" || node.type === "text") return key === "contents";
  return node.type === "video" && key === "altContent";
}

/** Property objects the designer creates on the way to a set (a bubble's styles) and drops when emptied. */
function isStyleObject(segments: readonly Segment[]): boolean {
  const last = segments.at(-1);
  const before = segments.at(-2);
  return last === "styles" || (before === "styles" && isBlock(last));
}

function setProperty(design: Design, at: Segment[], key: string, value: unknown): CommandResult {
  const target = getAt(design.contents, at);
  if (target !== undefined && !isFlexObject(target)) return refuse(M.notAnObject(formatPath(at)));
  if (target === undefined && !isStyleObject(at)) return refuse(M.notFound(formatPath(at)));
  const node = (target ?? {}) as FlexObject;
  const info = locate(design.contents, at);
  if (info && isStructural(node, key)) return refuse(M.structuralKey(key));
  if (sameValue(node[key], value)) return done(design, design.contents, at);
  if (info?.kind === "component") {
    const spec = COMPONENT_PROPERTIES[info.type]?.[key];
    if (value === undefined && spec?.required) return refuse(M.requiredProperty(key));
    if (info.type === "box" && key === "layout") {
      const refusal = layoutRefusal(node, value);
      if (refusal) return refuse(refusal);
    }
  }
  if (info?.kind === "bubble" && key === "size") return setBubbleSize(design, at, info, value);
  let contents = target === undefined ? createStyleObjects(design.contents, at) : design.contents;
  if (contents === undefined) return refuse(M.notFound(formatPath(at)));
  contents = updateAt(contents, [...at, key], () => value);
  if (value === undefined) contents = dropEmptyStyles(contents, at);
  return withinAnimatedLimit(design, contents, at);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return (
    typeof a === "object" &&
    typeof b === "object" &&
    a !== null &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b)
  );
}

function layoutRefusal(box: FlexObject, layout: unknown): Descriptor | null {
  const children = Array.isArray(box.contents) ? box.contents : [];
  const place = childPlace({ layout });
  const misfits = children.filter((child) => isFlexObject(child) && !allowedAt(String(child.type), place));
  if (misfits.length === 0) return null;
  return M.layoutMisfit(String(layout), String((misfits[0] as FlexObject).type), misfits.length);
}

/** A bubble's size: a video hero needs kilo…giga; in a carousel every bubble takes it. */
function setBubbleSize(
  design: Design,
  at: Segment[],
  info: Extract<NodeInfo, { kind: "bubble" }>,
  size: unknown,
): CommandResult {
  const hero = info.node.hero;
  const drawn = typeof size === "string" ? size : String(BUBBLE_PROPERTIES.size?.default);
  if (isFlexObject(hero) && hero.type === "video" && !VIDEO_BUBBLE_SIZES.includes(drawn)) {
    return refuse(M.videoBubbleSize(drawn));
  }
  if (info.index === null)
    return done(
      design,
      updateAt(design.contents, ["size"], () => size),
      at,
    );
  const bubbles = bubbleList(design.contents);
  const contents = updateAt(design.contents, ["contents"], () =>
    bubbles.map((bubble) => (isFlexObject(bubble) ? updateAt(bubble, ["size"], () => size) : bubble)),
  );
  return done(design, contents, at, bubbles.length > 1 ? M.sizeSharedInCarousel() : undefined);
}

/** `styles` and `styles.<block>` made on the way to a block style's first property; undefined without a bubble. */
function createStyleObjects(contents: unknown, at: Segment[]): unknown {
  const bubbleAt = at.slice(0, at.indexOf("styles"));
  if (!isFlexObject(getAt(contents, bubbleAt)) || locate(contents, bubbleAt)?.kind !== "bubble")
    return undefined;
  let result = contents;
  for (let end = bubbleAt.length + 1; end <= at.length; end++) {
    if (getAt(result, at.slice(0, end)) === undefined)
      result = updateAt(result, at.slice(0, end), () => ({}));
  }
  return result;
}

function dropEmptyStyles(contents: unknown, at: Segment[]): unknown {
  let result = contents;
  for (let end = at.length; end > 0 && isStyleObject(at.slice(0, end)); end--) {
    const object = getAt(result, at.slice(0, end));
    if (!isFlexObject(object) || Object.keys(object).length > 0) break;
    result = updateAt(result, at.slice(0, end), () => undefined);
  }
  return result;
}

/** The node's own JSON: any node LINE allows at that place (unknown properties and all), or why not. */
function replace(design: Design, at: Segment[], info: NodeInfo, node: unknown): CommandResult {
  if (!isFlexObject(node) || typeof node.type !== "string") return refuse(M.clipEmpty());
  if (info.kind === "carousel" || (info.kind === "bubble" && info.index === null)) {
    if (node.type !== "bubble" && node.type !== "carousel") return refuse(M.notAContainer());
    return withinAnimatedLimit(design, node, []);
  }
  if (info.kind === "bubble") {
    if (node.type !== "bubble") return refuse(M.bubbleStaysInCarousel());
    const hero = node.hero;
    if (isFlexObject(hero) && hero.type === "video") return refuse(M.videoInCarousel());
    return withinAnimatedLimit(
      design,
      updateAt(design.contents, at, () => node),
      at,
    );
  }
  if (node.type === "video") {
    if (info.place !== "hero") return refuse(M.videoHeroOnly());
    const refusal = videoRefusal(info.bubble, info.inCarousel);
    if (refusal) return refuse(refusal);
  } else if (!allowedAt(node.type, info.place)) return refuse(M.notAllowedIn(node.type, info.place));
  return withinAnimatedLimit(
    design,
    updateAt(design.contents, at, () => node),
    at,
  );
}

function setImage(
  design: Design,
  at: Segment[],
  command: Extract<Command, { type: "setImage" }>,
): CommandResult {
  const info = locate(design.contents, at);
  if (!info) return refuse(M.notFound(command.path));
  if (info.kind !== "component" || (info.type !== "image" && info.type !== "icon"))
    return refuse(M.pictureOnly());
  const ratio = aspectRatioOf(command.width, command.height);
  if (!ratio) return refuse(M.pictureSizeUnknown());
  const contents = updateAt(design.contents, at, (old) => ({
    ...(old as FlexObject),
    url: command.url,
    aspectRatio: ratio,
  }));
  return done(design, contents, at);
}

// ── bubble ↔ carousel ────────────────────────────────────────────────────────────────────────────────

function toCarousel(design: Design, convertVideo: boolean): CommandResult {
  const bubble = design.contents;
  if (bubble.type === "carousel") return refuse(M.alreadyCarousel());
  const hero = bubble.hero;
  if (isFlexObject(hero) && hero.type === "video") {
    if (!convertVideo || !isFlexObject(hero.altContent)) return refuse(M.carouselHasVideo());
    const converted = updateAt(bubble, ["hero"], () => hero.altContent);
    return done(design, { type: "carousel", contents: [converted] }, ["contents", 0], M.videoConverted());
  }
  return done(design, { type: "carousel", contents: [bubble] }, ["contents", 0]);
}

function toBubble(design: Design, keep: number | undefined): CommandResult {
  if (design.contents.type !== "carousel") return refuse(M.alreadyBubble());
  const bubbles = bubbleList(design.contents);
  const index = keep ?? (bubbles.length === 1 ? 0 : undefined);
  if (index === undefined) return refuse(M.chooseBubble(bubbles.length));
  const bubble = bubbles[index];
  if (!Number.isInteger(index) || !isFlexObject(bubble)) return refuse(M.noSuchBubble(index, bubbles.length));
  return done(design, bubble, []);
}

// ── list helpers ─────────────────────────────────────────────────────────────────────────────────────

function bubbleList(container: unknown): unknown[] {
  return isFlexObject(container) && Array.isArray(container.contents) ? container.contents : [];
}

function clampIndex(index: number | undefined, length: number): number {
  return index === undefined || !Number.isInteger(index) ? length : Math.max(0, Math.min(index, length));
}

function insertItem(root: unknown, list: Segment[], index: number, item: unknown): unknown {
  return updateAt(root, list, (old) => {
    const items = Array.isArray(old) ? old.slice() : [];
    items.splice(index, 0, item);
    return items;
  });
}

function removeItem(root: unknown, list: Segment[], index: number): unknown {
  return updateAt(root, list, (old) => (old as unknown[]).filter((_, at) => at !== index));
}
