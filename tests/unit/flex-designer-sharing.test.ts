import { describe, expect, it } from "vitest";
import type { FlexObject } from "../../shared/flex/types.ts";
import { jsonByteLength } from "../../shared/flex/values.ts";
import { applyCommand, type Command, copyNode } from "../../shared/flex-designer/commands.ts";
import type { Design } from "../../shared/flex-designer/design.ts";
import { buildOutline, type OutlineNode } from "../../shared/flex-designer/outline.ts";
import { getAt, parsePath } from "../../shared/flex-designer/path.ts";
import { measureSize } from "../../shared/flex-designer/size-meter.ts";
import { MAX_JSON_DEPTH } from "../../shared/json/depth.ts";
import { bigCarousel } from "../fixtures/big-carousel.ts";
import { open } from "./flex-designer-helpers.ts";

// The designer's speed rests on structural sharing: an edit copies only the objects on its path, so the
// preview's bubbles, the outline's nodes and the size meter's per-bubble sizes are reused for the rest.

const carousel = () => open(bigCarousel());
const bubbles = (design: Design) => design.contents.contents as unknown[];
const at = (design: Design, path: string) => getAt(design.contents, parsePath(path) ?? []);

function applied(design: Design, command: Command): Design {
  const result = applyCommand(design, command);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.reason)}`);
  expect(result.changed).toBe(true);
  return result.design;
}

/** A fresh copy: no object of it was seen before, so nothing of it can come from a cache. */
const fresh = <T>(value: T): T => structuredClone(value);

/** The outline's nodes by path, to compare two outlines node by node. */
function nodesByPath(root: OutlineNode, into = new Map<string, OutlineNode>()): Map<string, OutlineNode> {
  into.set(root.path, root);
  for (const child of root.children) nodesByPath(child, into);
  return into;
}

// Each edits bubble 3 only (the second text of its body is contents[1] in that bubble of the fixture).
const EDITS: [string, (design: Design) => Command][] = [
  ["set", () => ({ type: "set", path: "contents[3].body.contents[0]", key: "text", value: "Edited" })],
  ["add", () => ({ type: "add", parent: "contents[3].body", child: "text" })],
  ["move", () => ({ type: "move", path: "contents[3].body.contents[1]", to: "up" })],
  ["reorder", () => ({ type: "reorder", path: "contents[3].body.contents[0]", index: 1 })],
  ["duplicate", () => ({ type: "duplicate", path: "contents[3].body.contents[0]" })],
  ["delete", () => ({ type: "delete", path: "contents[3].body.contents[0]" })],
  [
    "paste",
    (design) => {
      const clip = copyNode(design, "contents[5].body.contents[0]");
      if (!clip) throw new Error("nothing to copy");
      return { type: "paste", target: "contents[3].body", clip };
    },
  ],
  [
    "replace",
    () => ({ type: "replace", path: "contents[3].body.contents[0]", node: { type: "text", text: "New" } }),
  ],
];

describe("structural sharing of the commands", () => {
  it.each(EDITS)("%s keeps every untouched bubble and block the same object", (_name, command) => {
    const design = carousel();
    const next = applied(design, command(design));
    bubbles(design).forEach((bubble, index) => {
      if (index !== 3) expect(bubbles(next)[index]).toBe(bubble);
    });
    expect(bubbles(next)[3]).not.toBe(bubbles(design)[3]);
    for (const block of ["header", "hero", "footer"]) {
      const before = at(design, `contents[3].${block}`);
      if (before !== undefined) expect(at(next, `contents[3].${block}`)).toBe(before);
    }
  });

  it("a property set copies only its path: the edited text's siblings stay", () => {
    const design = carousel();
    const next = applied(design, {
      type: "set",
      path: "contents[3].body.contents[0]",
      key: "text",
      value: "Edited",
    });
    const siblings = (at(design, "contents[3].body.contents") as unknown[]).slice(1);
    siblings.forEach((sibling, index) => {
      expect(at(next, `contents[3].body.contents[${index + 1}]`)).toBe(sibling);
    });
  });

  it("moving a bubble keeps the bubbles themselves", () => {
    const design = carousel();
    const next = applied(design, { type: "move", path: "contents[4]", to: "up" });
    expect(bubbles(next)[3]).toBe(bubbles(design)[4]);
    expect(bubbles(next)[4]).toBe(bubbles(design)[3]);
    expect(bubbles(next)[0]).toBe(bubbles(design)[0]);
  });
});

describe("the outline follows the sharing", () => {
  it.each(EDITS)(
    "after %s: untouched bubbles keep their nodes, and it equals a fresh build",
    (_n, command) => {
      const design = carousel();
      const before = buildOutline(design.contents);
      const next = applied(design, command(design));
      const after = buildOutline(next.contents);
      expect(after).toEqual(buildOutline(fresh(next.contents)));
      before.children.forEach((bubble, index) => {
        if (index !== 3) expect(after.children[index]).toBe(bubble);
      });
      expect(after.children[3]).not.toBe(before.children[3]);
    },
  );

  it("a moved bubble's nodes are made again with their new paths", () => {
    const design = carousel();
    buildOutline(design.contents);
    const next = applied(design, { type: "move", path: "contents[4]", to: "up" });
    const after = nodesByPath(buildOutline(next.contents));
    const expected = nodesByPath(buildOutline(fresh(next.contents)));
    expect([...after.keys()]).toEqual([...expected.keys()]);
    for (const [path, node] of after) expect(node.path).toBe(path);
    expect(after.get("contents[3]")).toEqual(expected.get("contents[3]"));
  });

  it("a block keeps its block name when its object is cached", () => {
    const body: FlexObject = { type: "box", layout: "vertical", contents: [] };
    const design = open({ type: "bubble", body });
    expect(buildOutline(design.contents).children[0]?.block).toBe("body");
    expect(buildOutline(design.contents).children[0]?.block).toBe("body");
  });
});

describe("the size meter measures bubble by bubble", () => {
  it("gives the whole carousel's compact JSON bytes, before and after edits", () => {
    let design = carousel();
    expect(measureSize(design.contents).bytes).toBe(jsonByteLength(design.contents));
    for (const [, command] of EDITS) {
      design = applied(design, command(design));
      expect(measureSize(design.contents).bytes).toBe(jsonByteLength(design.contents));
    }
  });

  it("counts a carousel's other keys, non-ASCII text and a one-bubble carousel", () => {
    const bubble = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };
    const thai = { type: "bubble", body: { type: "text", text: "สวัสดี" } };
    for (const container of [
      { type: "carousel", contents: [bubble] },
      { type: "carousel", contents: [bubble, thai], extra: "key" },
      { type: "carousel", contents: [] },
    ]) {
      expect(measureSize(container).bytes).toBe(jsonByteLength(container));
    }
  });

  it("measures an item JSON writes as null, and nesting too deep in the carousel", () => {
    const odd = { type: "carousel", contents: [{ type: "bubble" }, undefined, 3] };
    expect(measureSize(odd).bytes).toBe(jsonByteLength(odd));
    // Levels: the bubble, its body, then `arrays` nested arrays; the carousel adds two (itself, contents).
    const bubbleOfDepth = (depth: number) => {
      let arrays: unknown = [];
      for (let level = 1; level < depth - 2; level++) arrays = [arrays];
      return { type: "bubble", body: { type: "box", layout: "vertical", contents: [], extra: arrays } };
    };
    for (const depth of [MAX_JSON_DEPTH - 2, MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH]) {
      const bubble = bubbleOfDepth(depth);
      expect(Number.isFinite(jsonByteLength(bubble))).toBe(true);
      const inCarousel = { type: "carousel", contents: [bubble, bubbleOfDepth(3)] };
      expect(measureSize(inCarousel).bytes).toBe(jsonByteLength(inCarousel));
    }
    expect(measureSize({ type: "carousel", contents: [bubbleOfDepth(MAX_JSON_DEPTH - 1)] }).bytes).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
