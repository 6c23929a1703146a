import { ALLOWED_TYPES, type Place } from "../flex/schema.ts";
import { type FlexObject, isFlexObject } from "../flex/types.ts";
import { getAt, type Segment } from "./path.ts";

/** The blocks of a bubble, in the order LINE draws them. */
export const BLOCKS = ["header", "hero", "body", "footer"] as const;
export type Block = (typeof BLOCKS)[number];

export function isBlock(key: unknown): key is Block {
  return typeof key === "string" && (BLOCKS as readonly string[]).includes(key);
}

/** Bubble sizes a video hero may have (kilo, mega — the default — and giga). */
export const VIDEO_BUBBLE_SIZES: readonly string[] = ["kilo", "mega", "giga"];

/** Where a node of the message sits: what the outline shows and the commands check. */
export type NodeInfo =
  | { kind: "carousel"; node: FlexObject }
  | { kind: "bubble"; node: FlexObject; inCarousel: boolean; index: number | null }
  | {
      kind: "component";
      node: FlexObject;
      type: string;
      place: Place;
      /** The bubble holding it (for the video rules) and whether that bubble is in a carousel. */
      bubble: FlexObject;
      inCarousel: boolean;
      /** How it hangs from its parent: a bubble's block, an item of a `contents` list, a video's altContent. */
      slot: { kind: "block"; block: Block } | { kind: "item"; index: number } | { kind: "altContent" };
      parent: Segment[];
    };

/**
 * What the node at `segments` is, or null when nothing the outline shows is there (a property, an action,
 * a path past the end). Walks from the container, so a path is only a node where LINE's nesting allows it.
 */
export function locate(container: unknown, segments: readonly Segment[]): NodeInfo | null {
  if (!isFlexObject(container)) return null;
  let bubble: FlexObject | null = null;
  let inCarousel = false;
  let at = 0;
  if (container.type === "carousel") {
    if (segments.length === 0) return { kind: "carousel", node: container };
    const index = segments[1];
    const item = getAt(container, segments.slice(0, 2));
    if (segments[0] !== "contents" || typeof index !== "number" || !isBubble(item)) return null;
    if (segments.length === 2) return { kind: "bubble", node: item, inCarousel: true, index };
    bubble = item;
    inCarousel = true;
    at = 2;
  } else if (container.type === "bubble") {
    if (segments.length === 0) return { kind: "bubble", node: container, inCarousel: false, index: null };
    bubble = container;
  } else return null;

  const block = segments[at];
  if (!isBlock(block)) return null;
  const node = bubble[block];
  if (!isFlexObject(node) || typeof node.type !== "string") return null;
  let info: NodeInfo = {
    kind: "component",
    node,
    type: node.type,
    place: block === "hero" ? "hero" : "block",
    bubble,
    inCarousel,
    slot: { kind: "block", block },
    parent: segments.slice(0, at),
  };
  at += 1;
  while (at < segments.length) {
    const parent = info as Extract<NodeInfo, { kind: "component" }>;
    const key = segments[at];
    let child: unknown;
    let place: Place;
    let slot: Extract<NodeInfo, { kind: "component" }>["slot"];
    let next = at + 1;
    if (key === "contents" && (parent.type === "box" || parent.type === "text")) {
      const index = segments[at + 1];
      const list = parent.node.contents;
      if (typeof index !== "number" || !Array.isArray(list)) return null;
      child = list[index];
      place = parent.type === "text" ? "span" : childPlace(parent.node);
      slot = { kind: "item", index };
      next = at + 2;
    } else if (key === "altContent" && parent.type === "video") {
      child = parent.node.altContent;
      place = "altContent";
      slot = { kind: "altContent" };
    } else return null;
    if (!isFlexObject(child) || typeof child.type !== "string") return null;
    info = {
      kind: "component",
      node: child,
      type: child.type,
      place,
      bubble,
      inCarousel,
      slot,
      parent: segments.slice(0, at),
    };
    at = next;
  }
  return info;
}

function isBubble(value: unknown): value is FlexObject {
  return isFlexObject(value) && value.type === "bubble";
}

/** The place a box gives its children: its layout (vertical when missing or unknown, as the validator reads it). */
export function childPlace(box: FlexObject): Place {
  return box.layout === "horizontal" || box.layout === "baseline" ? box.layout : "vertical";
}

/** Whether LINE takes a component of `type` at `place` (the legacy spacer is accepted where it stood). */
export function allowedAt(type: string, place: Place): boolean {
  return ALLOWED_TYPES[place].includes(type);
}

/** The size a bubble is drawn at: its own, else mega. */
export function bubbleSize(bubble: FlexObject): string {
  return typeof bubble.size === "string" ? bubble.size : "mega";
}

/** Whether a video may be this bubble's hero: kilo, mega or giga, and not in a carousel. */
export function videoHeroAllowed(bubble: FlexObject, inCarousel: boolean): boolean {
  return !inCarousel && VIDEO_BUBBLE_SIZES.includes(bubbleSize(bubble));
}
