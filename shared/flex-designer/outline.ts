import type { FlexObject } from "../flex/types.ts";
import { isFlexObject } from "../flex/types.ts";
import { BLOCKS } from "./model.ts";
import { formatPath, type Segment } from "./path.ts";

/**
 * The outline the UI draws as a tree (`tree` / `treeitem`): carousel → bubbles → blocks → boxes →
 * components → spans, each row addressed by its validator path. `summary` is the node's own words (a text's
 * text, an image's URL, a button's label) for the row; the UI adds the translated type name.
 */
export interface OutlineNode {
  path: string;
  /** "carousel", "bubble", or the component type. */
  type: string;
  /** For a bubble's blocks: which one ("header", "hero", "body", "footer"). */
  block?: string;
  summary: string;
  children: OutlineNode[];
}

export function buildOutline(container: FlexObject): OutlineNode {
  if (container.type === "carousel") {
    const bubbles = Array.isArray(container.contents) ? container.contents : [];
    return {
      path: "",
      type: "carousel",
      summary: "",
      children: bubbles.map((bubble, index) => bubbleNode(bubble, ["contents", index])),
    };
  }
  return bubbleNode(container, []);
}

/**
 * The outline node made last for each object, with the path it was made at: the commands keep every object
 * they did not change, so after an edit only the nodes on the edited path are made again, and the rest are
 * the very same objects (the outline's rows and groups are memoised on them). Nodes are never mutated.
 */
const made = new WeakMap<object, OutlineNode>();

function cached(
  object: object,
  at: Segment[],
  block: string | undefined,
  make: (path: string) => OutlineNode,
) {
  const path = formatPath(at);
  const known = made.get(object);
  if (known && known.path === path && known.block === block) return known;
  const node = make(path);
  made.set(object, node);
  return node;
}

function bubbleNode(bubble: unknown, at: Segment[]): OutlineNode {
  const make = (path: string): OutlineNode => {
    const children: OutlineNode[] = [];
    if (isFlexObject(bubble)) {
      for (const block of BLOCKS) {
        const node = bubble[block];
        if (isFlexObject(node)) children.push(componentNode(node, [...at, block], block));
      }
    }
    return { path, type: "bubble", summary: "", children };
  };
  return isFlexObject(bubble) ? cached(bubble, at, undefined, make) : make(formatPath(at));
}

function componentNode(node: FlexObject, at: Segment[], block?: string): OutlineNode {
  return cached(node, at, block, (path) => {
    const type = typeof node.type === "string" ? node.type : "";
    const children: OutlineNode[] = [];
    if ((type === "box" || type === "text") && Array.isArray(node.contents)) {
      node.contents.forEach((child, index) => {
        if (isFlexObject(child)) children.push(componentNode(child, [...at, "contents", index]));
      });
    }
    if (type === "video" && isFlexObject(node.altContent))
      children.push(componentNode(node.altContent, [...at, "altContent"]));
    const own: OutlineNode = { path, type, summary: summaryOf(node), children };
    return block === undefined ? own : { ...own, block };
  });
}

const SUMMARY_MAX = 40;

function summaryOf(node: FlexObject): string {
  const action = isFlexObject(node.action) ? node.action : null;
  const words =
    typeof node.text === "string"
      ? node.text
      : node.type === "button" && typeof action?.label === "string"
        ? action.label
        : node.type === "box" && typeof node.layout === "string"
          ? node.layout
          : typeof node.url === "string"
            ? (node.url.split("/").at(-1) ?? "")
            : "";
  return words.length > SUMMARY_MAX ? `${words.slice(0, SUMMARY_MAX - 1)}…` : words;
}
