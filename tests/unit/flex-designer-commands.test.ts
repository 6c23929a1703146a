import { describe, expect, it } from "vitest";
import { CAROUSEL_MAX_BUBBLES } from "../../shared/flex/limits.ts";
import type { FlexObject } from "../../shared/flex/types.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import {
  addChoices,
  addOptions,
  applyCommand,
  type Command,
  copyNode,
  readClip,
  refusalOf,
} from "../../shared/flex-designer/commands.ts";
import { type Design, exportMessage, openDesign } from "../../shared/flex-designer/design.ts";
import { formatPath, parsePath, updateAt } from "../../shared/flex-designer/path.ts";
import { englishText } from "../../shared/text/english.ts";
import { open, videoHero } from "./flex-designer-helpers.ts";

const text = (words: string) => ({ type: "text", text: words });
const box = (layout: string, contents: unknown[]) => ({ type: "box", layout, contents });

/** body: a vertical box of [text A, box(horizontal: text B, box(baseline: icon, text C)), button]. */
function sample(): FlexObject {
  return {
    type: "bubble",
    body: box("vertical", [
      text("A"),
      box("horizontal", [
        text("B"),
        box("baseline", [{ type: "icon", url: "https://example.com/i.png" }, text("C")]),
      ]),
      { type: "button", action: { type: "uri", label: "Go", uri: "https://example.com" } },
    ]),
  };
}

/** Applies a command that must succeed and returns its result. */
function ok(design: Design, command: Command) {
  const result = applyCommand(design, command);
  if (!result.ok) throw new Error(`refused: ${englishText(result.reason)}`);
  expect(validateFlexContainer(result.design.contents)).toEqual([]);
  return result;
}

/** A command that must be refused: its reason's id, checked to be a descriptor with English. */
function refused(design: Design, command: Command): string {
  const result = applyCommand(design, command);
  if (result.ok) throw new Error(`taken: ${JSON.stringify(command)}`);
  expect(result.reason.message.length).toBeGreaterThan(0);
  expect(typeof result.reason.values).toBe("object");
  return result.reason.id;
}

const at = (design: Design, path: string) => {
  const segments = parsePath(path);
  if (!segments) throw new Error(path);
  let node: unknown = design.contents;
  for (const segment of segments) node = (node as Record<string | number, unknown>)[segment];
  return node as FlexObject;
};

describe("paths", () => {
  it("reads and writes the validator's paths", () => {
    for (const path of [
      "",
      "body",
      "contents[2]",
      "contents[2].body.contents[0].contents[1]",
      "hero.altContent",
      "styles.body",
    ]) {
      expect(formatPath(parsePath(path) ?? [])).toBe(path);
    }
    expect(parsePath("contents[2].body")).toEqual(["contents", 2, "body"]);
    for (const bad of ["body..x", ".body", "body.", "body[x]", "body contents", "[0", "body[-1]"]) {
      expect(parsePath(bad), bad).toBeNull();
    }
  });

  it("copies only the way to a change and keeps key order", () => {
    const root = { a: 1, b: { c: 2, d: 3 }, e: [1, 2] };
    const changed = updateAt(root, ["b", "c"], () => 9) as typeof root;
    expect(JSON.stringify(changed)).toBe('{"a":1,"b":{"c":9,"d":3},"e":[1,2]}');
    expect(changed.e).toBe(root.e);
    expect(JSON.stringify(updateAt(root, ["b", "x"], () => 1))).toBe(
      '{"a":1,"b":{"c":2,"d":3,"x":1},"e":[1,2]}',
    );
    expect(JSON.stringify(updateAt(root, ["b", "c"], () => undefined))).toBe('{"a":1,"b":{"d":3},"e":[1,2]}');
    expect(root.b.c).toBe(2);
  });
});

describe("add", () => {
  it("offers only what LINE allows at each place", () => {
    const design = open({ ...sample(), size: "kilo" });
    const children = (path: string) => addOptions(design, path).map((option) => option.block ?? option.child);
    expect(children("body")).toEqual(["box", "text", "image", "button", "separator", "filler"]);
    expect(children("body.contents[1].contents[1]")).toEqual(["text", "icon", "filler"]);
    expect(children("body.contents[0]")).toEqual(["span"]);
    expect(children("body.contents[2]")).toEqual([]);
    expect(addOptions(design, "").map((option) => `${option.block}:${option.child}`)).toEqual([
      "header:box",
      "hero:image",
      "hero:box",
      "hero:video",
      "footer:box",
    ]);
    const nano = open({ ...sample(), size: "nano" });
    expect(addOptions(nano, "").some((option) => option.child === "video")).toBe(false);
  });

  it("offers beside a leaf what its box takes, added right after it (issue 35: no dead end)", () => {
    const design = open(sample());
    const choices = (path: string) =>
      addChoices(design, path).map(
        (c) => `${c.beside ? "beside" : "in"} ${c.parent}@${c.index ?? "-"}:${c.child}`,
      );
    // A button takes nothing inside: its box's children, after it.
    expect(choices("body.contents[2]")).toEqual(
      ["box", "text", "image", "button", "separator", "filler"].map((child) => `beside body@3:${child}`),
    );
    // A text: its spans, then its box's children; a box only its own inside.
    expect(choices("body.contents[0]")[0]).toBe("in body.contents[0]@-:span");
    expect(choices("body.contents[0]")[1]).toBe("beside body@1:box");
    expect(choices("body.contents[1]").every((choice) => choice.startsWith("in "))).toBe(true);
    // The body block itself: the bubble's free blocks.
    expect(choices("body")).toContain("in body@-:box");
    expect(addChoices(design, "body").filter((c) => c.beside)).toEqual([]);
    // The hero image: the bubble's free blocks, beside it.
    const withHero = open({ ...sample(), hero: { type: "image", url: "https://example.com/a.png" } });
    expect(addChoices(withHero, "hero").map((c) => c.block)).toEqual(["header", "footer"]);
    const button = addChoices(design, "body.contents[2]")[3];
    const added = ok(design, {
      type: "add",
      parent: "body",
      child: button?.child ?? "",
      index: button?.index,
    });
    expect(added.selection).toBe("body.contents[3]");
    // In a carousel, beside a bubble: the next bubble.
    const carousel = open({ type: "carousel", contents: [sample(), sample()] });
    expect(addChoices(carousel, "contents[0]").filter((c) => c.beside)).toEqual([
      { child: "bubble", parent: "", index: 1, beside: true },
    ]);
  });

  it("adds each allowed child with valid first values, selected", () => {
    let design = open(sample());
    for (const child of ["box", "text", "image", "button", "separator", "filler"]) {
      const result = ok(design, { type: "add", parent: "body", child });
      expect(result.selection).toBe(`body.contents[${(at(design, "body").contents as unknown[]).length}]`);
      design = result.design;
    }
    design = ok(design, {
      type: "add",
      parent: "body.contents[1].contents[1]",
      child: "icon",
      index: 0,
    }).design;
    expect(at(design, "body.contents[1].contents[1].contents[0]").type).toBe("icon");
    const spans = ok(design, {
      type: "add",
      parent: "body.contents[0]",
      child: "span",
      words: { text: "สวัสดี", buttonLabel: "" },
    });
    expect(at(spans.design, "body.contents[0].contents[0]")).toEqual({ type: "span", text: "สวัสดี" });
  });

  it.each([
    ["body", "icon", undefined, "flexDesigner.place.notAllowed"],
    ["body", "span", undefined, "flexDesigner.place.notAllowed"],
    ["body", "video", undefined, "flexDesigner.video.heroOnly"],
    ["body.contents[1].contents[1]", "button", undefined, "flexDesigner.place.notAllowed"],
    ["body.contents[0]", "text", undefined, "flexDesigner.place.notAllowed"],
    ["body.contents[2]", "text", undefined, "flexDesigner.add.nothingInside"],
    ["", "box", "body", "flexDesigner.add.blockTaken"],
    ["", "image", "footer", "flexDesigner.place.notAllowed"],
    ["body.contents[9]", "text", undefined, "flexDesigner.path.notFound"],
    ["body.contents[2].action", "text", undefined, "flexDesigner.path.notANode"],
  ] as const)("refuses adding into %s a %s (%s): %s", (parent, child, block, id) => {
    const command: Command = block ? { type: "add", parent, child, block } : { type: "add", parent, child };
    expect(refused(open(sample()), command)).toBe(id);
  });

  it("says why in words the UI can show", () => {
    const message = applyCommand(open(sample()), { type: "add", parent: "body", child: "icon" });
    expect(!message.ok && englishText(message.reason)).toBe("icon is not allowed in a vertical box");
    const misfit = applyCommand(open(sample()), {
      type: "set",
      path: "body",
      key: "layout",
      value: "baseline",
    });
    expect(!misfit.ok && englishText(misfit.reason)).toBe(
      "2 children cannot stay in a baseline box (the first is a box): move them out first",
    );
  });

  it("adds blocks in LINE's order, and a video hero only where LINE plays it", () => {
    let design = open(sample());
    design = ok(design, { type: "add", parent: "", child: "box", block: "footer" }).design;
    design = ok(design, { type: "add", parent: "", child: "box", block: "header" }).design;
    design = ok(design, { type: "add", parent: "", child: "video", block: "hero" }).design;
    expect(Object.keys(design.contents)).toEqual(["type", "header", "hero", "body", "footer"]);
    const nano = open({ type: "bubble", size: "nano" });
    expect(refused(nano, { type: "add", parent: "", child: "video", block: "hero" })).toBe(
      "flexDesigner.video.bubbleSize",
    );
    const carousel = open({ type: "carousel", contents: [{ type: "bubble" }] });
    expect(refused(carousel, { type: "add", parent: "contents[0]", child: "video", block: "hero" })).toBe(
      "flexDesigner.video.inCarousel",
    );
    expect(refused(design, { type: "add", parent: "hero", child: "text" })).toBe(
      "flexDesigner.add.nothingInside",
    );
  });

  it("adds bubbles to a carousel up to 12, at the carousel's size", () => {
    let design = open({ type: "carousel", contents: [{ type: "bubble", size: "micro" }] });
    for (let count = 1; count < CAROUSEL_MAX_BUBBLES; count++) {
      design = ok(design, { type: "add", parent: "", child: "bubble" }).design;
    }
    expect((design.contents.contents as FlexObject[]).every((bubble) => bubble.size === "micro")).toBe(true);
    expect(addOptions(design, "")).toEqual([]);
    expect(refused(design, { type: "add", parent: "", child: "bubble" })).toBe("flexDesigner.carousel.full");
    expect(refused(design, { type: "duplicate", path: "contents[0]" })).toBe("flexDesigner.carousel.full");
  });
});

describe("move", () => {
  it("moves up and down within its parent, not past the ends", () => {
    const design = open(sample());
    const down = ok(design, { type: "move", path: "body.contents[0]", to: "down" });
    expect(at(down.design, "body.contents[1]")).toEqual(text("A"));
    expect(down.selection).toBe("body.contents[1]");
    const up = ok(down.design, { type: "move", path: "body.contents[1]", to: "up" });
    expect(up.design.contents).toEqual(design.contents);
    expect(refused(design, { type: "move", path: "body.contents[0]", to: "up" })).toBe(
      "flexDesigner.move.alreadyFirst",
    );
    expect(refused(design, { type: "move", path: "body.contents[2]", to: "down" })).toBe(
      "flexDesigner.move.alreadyLast",
    );
    expect(refused(design, { type: "move", path: "body", to: "up" })).toBe("flexDesigner.move.blocksFixed");
    expect(refused(design, { type: "move", path: "", to: "down" })).toBe("flexDesigner.bubble.single");
  });

  it("reorders by dragging within the parent", () => {
    const design = open(sample());
    const result = ok(design, { type: "reorder", path: "body.contents[2]", index: 0 });
    expect((at(result.design, "body").contents as FlexObject[]).map((node) => node.type)).toEqual([
      "button",
      "text",
      "box",
    ]);
    expect(refused(design, { type: "reorder", path: "body.contents[0]", index: 3 })).toBe(
      "flexDesigner.move.alreadyLast",
    );
  });

  it("moves into the previous box when that box takes it", () => {
    const design = open(sample());
    const into = ok(design, { type: "move", path: "body.contents[2]", to: "intoPrevious" });
    expect(into.selection).toBe("body.contents[1].contents[2]");
    expect(at(into.design, "body.contents[1].contents[2]").type).toBe("button");
    expect(refused(design, { type: "move", path: "body.contents[0]", to: "intoPrevious" })).toBe(
      "flexDesigner.move.noBoxBefore",
    );
    expect(refused(design, { type: "move", path: "body.contents[1]", to: "intoPrevious" })).toBe(
      "flexDesigner.move.notABoxBefore",
    );
    // The previous box is a baseline box: a box cannot go in it.
    const inner = "body.contents[1].contents[1]";
    const withBox = ok(design, { type: "add", parent: "body.contents[1]", child: "box" }).design;
    expect(refused(withBox, { type: "move", path: "body.contents[1].contents[2]", to: "intoPrevious" })).toBe(
      "flexDesigner.place.notAllowed",
    );
    expect(refused(design, { type: "move", path: `${inner}.contents[0]`, to: "intoPrevious" })).toBe(
      "flexDesigner.move.noBoxBefore",
    );
  });

  it("moves out of its parent box, right after it, when the box above takes it", () => {
    const design = open(sample());
    const out = ok(design, { type: "move", path: "body.contents[1].contents[0]", to: "outOfParent" });
    expect(out.selection).toBe("body.contents[2]");
    expect(at(out.design, "body.contents[2]")).toEqual(text("B"));
    expect(refused(design, { type: "move", path: "body.contents[0]", to: "outOfParent" })).toBe(
      "flexDesigner.move.topOfBlock",
    );
    // An icon leaves a baseline box only for another baseline box.
    expect(
      refused(design, { type: "move", path: "body.contents[1].contents[1].contents[0]", to: "outOfParent" }),
    ).toBe("flexDesigner.place.notAllowed");
    const spans = open({
      type: "bubble",
      body: box("vertical", [{ type: "text", contents: [{ type: "span", text: "x" }] }]),
    });
    expect(refused(spans, { type: "move", path: "body.contents[0].contents[0]", to: "outOfParent" })).toBe(
      "flexDesigner.move.spanStaysInText",
    );
    expect(refused(spans, { type: "move", path: "body.contents[0].contents[0]", to: "intoPrevious" })).toBe(
      "flexDesigner.move.spanStaysInText",
    );
  });

  it("keeps a video's stand-in where it is", () => {
    const design = open({
      type: "bubble",
      hero: videoHero(box("vertical", [text("x")])),
    });
    expect(refused(design, { type: "move", path: "hero.altContent", to: "up" })).toBe(
      "flexDesigner.move.altContentFixed",
    );
    expect(refused(design, { type: "move", path: "hero.altContent.contents[0]", to: "outOfParent" })).toBe(
      "flexDesigner.move.altContentFixed",
    );
    expect(refused(design, { type: "delete", path: "hero.altContent" })).toBe(
      "flexDesigner.delete.altContent",
    );
    expect(refused(design, { type: "duplicate", path: "hero.altContent" })).toBe(
      "flexDesigner.move.altContentFixed",
    );
  });
});

describe("duplicate and delete", () => {
  it("duplicates after the original and deletes back", () => {
    const design = open(sample());
    const copy = ok(design, { type: "duplicate", path: "body.contents[1]" });
    expect(copy.selection).toBe("body.contents[2]");
    expect(at(copy.design, "body.contents[2]")).toEqual(at(design, "body.contents[1]"));
    const back = ok(copy.design, { type: "delete", path: "body.contents[2]" });
    expect(back.design.contents).toEqual(design.contents);
    expect(back.selection).toBe("body.contents[2]");
    expect(refused(design, { type: "duplicate", path: "body" })).toBe("flexDesigner.duplicate.oneBlock");
    expect(refused(design, { type: "duplicate", path: "" })).toBe("flexDesigner.bubble.single");
  });

  it("deletes a block, and selects the parent when a box is emptied", () => {
    const design = open(sample());
    const noBody = ok(design, { type: "delete", path: "body" });
    expect(noBody.design.contents).toEqual({ type: "bubble" });
    expect(noBody.selection).toBe("");
    const inner = ok(design, { type: "delete", path: "body.contents[1].contents[1].contents[0]" });
    const last = ok(inner.design, { type: "delete", path: "body.contents[1].contents[1].contents[0]" });
    expect(last.selection).toBe("body.contents[1].contents[1]");
    expect(refused(design, { type: "delete", path: "" })).toBe("flexDesigner.delete.container");
  });

  it("keeps a carousel at 1 bubble or more", () => {
    const design = open({
      type: "carousel",
      contents: [{ type: "bubble" }, { type: "bubble", size: "mega" }],
    });
    const one = ok(design, { type: "delete", path: "contents[0]" });
    expect(one.selection).toBe("contents[0]");
    expect(refused(one.design, { type: "delete", path: "contents[0]" })).toBe(
      "flexDesigner.carousel.needsBubble",
    );
    expect(refused(design, { type: "delete", path: "" })).toBe("flexDesigner.delete.container");
  });

  it("refuses a copy past LINE's 10 animated images", () => {
    const animated = { type: "image", url: "https://example.com/a.png", animated: true };
    const design = open({
      type: "bubble",
      body: box(
        "vertical",
        Array.from({ length: 10 }, () => animated),
      ),
    });
    expect(refused(design, { type: "duplicate", path: "body.contents[0]" })).toBe(
      "flexDesigner.animated.tooMany",
    );
    const clip = copyNode(design, "body.contents[0]");
    expect(clip && refused(design, { type: "paste", target: "body", clip })).toBe(
      "flexDesigner.animated.tooMany",
    );
    const still = open({
      type: "bubble",
      body: box("vertical", [{ ...animated, animated: false }, ...Array(10).fill(animated)]),
    });
    expect(refused(still, { type: "set", path: "body.contents[0]", key: "animated", value: true })).toBe(
      "flexDesigner.animated.tooMany",
    );
  });

  it("counts animated images afresh after each edit (the count is kept per unchanged object)", () => {
    const still = { type: "image", url: "https://example.com/s.png" };
    let design = open({ type: "bubble", body: box("vertical", [still, still, text("A")]) });
    // Counted once before any edit: the objects the edits below keep are the ones counted here.
    expect(refusalOf(design, { type: "duplicate", path: "body.contents[0]" })).toBeNull();
    design = ok(design, { type: "set", path: "body.contents[0]", key: "animated", value: true }).design;
    for (let copies = 2; copies <= 10; copies++)
      design = ok(design, { type: "duplicate", path: "body.contents[0]" }).design;
    expect(refused(design, { type: "duplicate", path: "body.contents[0]" })).toBe(
      "flexDesigner.animated.tooMany",
    );
    // One animated image made still: there is room for one copy again.
    design = ok(design, { type: "set", path: "body.contents[3]", key: "animated", value: false }).design;
    expect(refusalOf(design, { type: "duplicate", path: "body.contents[0]" })).toBeNull();
  });
});

describe("copy and paste", () => {
  it("pastes inside a box, after a component, and into another message", () => {
    const design = open(sample());
    const clip = copyNode(design, "body.contents[2]");
    expect(clip).toEqual({ kind: "component", node: at(design, "body.contents[2]") });
    if (!clip) return;
    const inside = ok(design, { type: "paste", target: "body.contents[1]", clip });
    expect(inside.selection).toBe("body.contents[1].contents[2]");
    const after = ok(design, { type: "paste", target: "body.contents[0]", clip });
    expect(after.selection).toBe("body.contents[1]");
    const afterBox = ok(design, { type: "paste", target: "body.contents[1]", clip, where: "after" });
    expect(afterBox.selection).toBe("body.contents[2]");
    // Through the system clipboard: the JSON text of the node, read in another message.
    const other = open({ type: "bubble", footer: box("horizontal", []) });
    const pasted = readClip(JSON.parse(JSON.stringify(clip.node)));
    expect(pasted && ok(other, { type: "paste", target: "footer", clip: pasted }).selection).toBe(
      "footer.contents[0]",
    );
  });

  it("refuses a paste where LINE does not allow it", () => {
    const design = open(sample());
    const button = copyNode(design, "body.contents[2]");
    const icon = copyNode(design, "body.contents[1].contents[1].contents[0]");
    const bubble = copyNode(open({ type: "carousel", contents: [sample()] }), "contents[0]");
    if (!button || !icon || !bubble) throw new Error("no clip");
    expect(refused(design, { type: "paste", target: "body.contents[1].contents[1]", clip: button })).toBe(
      "flexDesigner.place.notAllowed",
    );
    expect(refused(design, { type: "paste", target: "body", clip: icon })).toBe(
      "flexDesigner.place.notAllowed",
    );
    expect(refused(design, { type: "paste", target: "", clip: button })).toBe(
      "flexDesigner.paste.componentNeedsBubble",
    );
    expect(refused(design, { type: "paste", target: "body", clip: bubble })).toBe(
      "flexDesigner.paste.bubbleNeedsCarousel",
    );
    expect(
      refused(design, { type: "paste", target: "body", clip: { kind: "component", node: { type: "nope" } } }),
    ).toBe("flexDesigner.paste.empty");
    expect(readClip({ type: "carousel", contents: [] })).toBeNull();
    expect(readClip("text")).toBeNull();
  });

  it("pastes a bubble into a carousel after the selected one, at the carousel's size", () => {
    const carousel = open({
      type: "carousel",
      contents: [
        { type: "bubble", size: "kilo" },
        { type: "bubble", size: "kilo" },
      ],
    });
    const result = ok(carousel, {
      type: "paste",
      target: "contents[0]",
      clip: { kind: "bubble", node: sample() },
    });
    expect(result.selection).toBe("contents[1]");
    expect(at(result.design, "contents[1]").size).toBe("kilo");
    expect(result.note?.id).toBe("flexDesigner.set.sizeShared");
    const video = {
      ...sample(),
      hero: videoHero(text("x")),
    };
    expect(refused(carousel, { type: "paste", target: "", clip: { kind: "bubble", node: video } })).toBe(
      "flexDesigner.video.inCarousel",
    );
  });
});

describe("set a property", () => {
  it("writes in place, appends a new key, unsets, and records nothing for the same value", () => {
    const design = open(sample());
    const color = ok(design, { type: "set", path: "body.contents[0]", key: "color", value: "#ff0000" });
    expect(JSON.stringify(at(color.design, "body.contents[0]"))).toBe(
      '{"type":"text","text":"A","color":"#ff0000"}',
    );
    const renamed = ok(color.design, { type: "set", path: "body.contents[0]", key: "text", value: "Z" });
    expect(JSON.stringify(at(renamed.design, "body.contents[0]"))).toBe(
      '{"type":"text","text":"Z","color":"#ff0000"}',
    );
    const unset = ok(renamed.design, {
      type: "set",
      path: "body.contents[0]",
      key: "color",
      value: undefined,
    });
    expect(at(unset.design, "body.contents[0]")).toEqual(text("Z"));
    const same = ok(design, { type: "set", path: "body.contents[0]", key: "text", value: "A" });
    expect(same.changed).toBe(false);
    expect(same.design.contents).toBe(design.contents);
    // The rest of the message is the very same objects.
    expect(at(color.design, "body.contents[1]")).toBe(at(design, "body.contents[1]"));
  });

  it("edits an action and a gradient through their paths", () => {
    const design = open(sample());
    const uri = ok(design, {
      type: "set",
      path: "body.contents[2].action",
      key: "uri",
      value: "https://line.me",
    });
    expect(at(uri.design, "body.contents[2].action")).toEqual({
      type: "uri",
      label: "Go",
      uri: "https://line.me",
    });
    const gradient = { type: "linearGradient", angle: "90deg", startColor: "#000000", endColor: "#ffffff" };
    const withGradient = ok(design, { type: "set", path: "body", key: "background", value: gradient });
    expect(
      ok(withGradient.design, { type: "set", path: "body.background", key: "angle", value: "45deg" }).design,
    ).toBeTruthy();
  });

  it("creates a block style on its first property and drops it when emptied", () => {
    const design = open(sample());
    const styled = ok(design, { type: "set", path: "styles.body", key: "backgroundColor", value: "#eeeeee" });
    expect(styled.design.contents.styles).toEqual({ body: { backgroundColor: "#eeeeee" } });
    const plain = ok(styled.design, {
      type: "set",
      path: "styles.body",
      key: "backgroundColor",
      value: undefined,
    });
    expect(plain.design.contents).toEqual(design.contents);
    expect(refused(design, { type: "set", path: "body.nothing", key: "x", value: 1 })).toBe(
      "flexDesigner.path.notFound",
    );
    expect(refused(design, { type: "set", path: "body.contents[0].text", key: "x", value: 1 })).toBe(
      "flexDesigner.set.notAnObject",
    );
  });

  it("refuses changes that belong to the outline or that LINE forbids", () => {
    const design = open(sample());
    expect(refused(design, { type: "set", path: "body", key: "contents", value: [] })).toBe(
      "flexDesigner.set.structural",
    );
    expect(refused(design, { type: "set", path: "body.contents[0]", key: "type", value: "image" })).toBe(
      "flexDesigner.set.structural",
    );
    expect(refused(design, { type: "set", path: "", key: "hero", value: text("x") })).toBe(
      "flexDesigner.set.structural",
    );
    expect(refused(design, { type: "set", path: "body.contents[2]", key: "action", value: undefined })).toBe(
      "flexDesigner.set.required",
    );
    const misfit = applyCommand(design, { type: "set", path: "body", key: "layout", value: "baseline" });
    expect(!misfit.ok && misfit.reason).toEqual({
      id: "flexDesigner.set.layoutMisfit",
      message: expect.stringContaining("{count, plural,"),
      values: { layout: "baseline", type: "box", count: 2 },
    });
    expect(ok(design, { type: "set", path: "body", key: "layout", value: "horizontal" }).changed).toBe(true);
  });

  it("sizes every bubble of a carousel together, and keeps a video hero's bubble kilo or larger", () => {
    const carousel = open({ type: "carousel", contents: [{ type: "bubble" }, { type: "bubble" }] });
    const resized = ok(carousel, { type: "set", path: "contents[1]", key: "size", value: "micro" });
    expect((resized.design.contents.contents as FlexObject[]).map((bubble) => bubble.size)).toEqual([
      "micro",
      "micro",
    ]);
    expect(resized.note?.id).toBe("flexDesigner.set.sizeShared");
    const video = open({
      type: "bubble",
      hero: videoHero(),
    });
    expect(refused(video, { type: "set", path: "", key: "size", value: "hecto" })).toBe(
      "flexDesigner.video.bubbleSize",
    );
    expect(ok(video, { type: "set", path: "", key: "size", value: "giga" }).changed).toBe(true);
  });
});

describe("a carousel's bubbles", () => {
  const carousel = () =>
    open({
      type: "carousel",
      contents: [
        { ...sample(), size: "kilo" },
        { type: "bubble", size: "kilo" },
      ],
    });

  it("are reordered, duplicated and removed, and a copy is edited apart from its original", () => {
    const moved = ok(carousel(), { type: "move", path: "contents[0]", to: "down" });
    expect(moved.selection).toBe("contents[1]");
    expect(at(moved.design, "contents[1].body")).toEqual(sample().body);
    expect(refused(carousel(), { type: "move", path: "contents[1]", to: "down" })).toBe(
      "flexDesigner.move.alreadyLast",
    );
    expect(refused(carousel(), { type: "move", path: "contents[0]", to: "intoPrevious" })).toBe(
      "flexDesigner.move.bubbleStays",
    );
    const copy = ok(carousel(), { type: "duplicate", path: "contents[0]" });
    expect(copy.selection).toBe("contents[1]");
    const edited = ok(copy.design, {
      type: "set",
      path: "contents[1].body.contents[0]",
      key: "text",
      value: "copy",
    });
    expect(at(edited.design, "contents[0].body.contents[0]")).toEqual(text("A"));
    expect(at(edited.design, "contents[1].body.contents[0]")).toEqual(text("copy"));
    const removed = ok(edited.design, { type: "delete", path: "contents[0]" });
    expect((removed.design.contents.contents as FlexObject[]).length).toBe(2);
    expect(removed.selection).toBe("contents[0]");
  });

  it("added one holds a text and the carousel's size", () => {
    const added = ok(carousel(), { type: "add", parent: "", child: "bubble", index: 1 });
    expect(added.selection).toBe("contents[1]");
    expect(at(added.design, "contents[1]")).toEqual({
      type: "bubble",
      size: "kilo",
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "Text", wrap: true }] },
    });
  });
});

describe("bubble ↔ carousel", () => {
  const video = {
    type: "bubble",
    hero: videoHero(),
  };

  it("wraps a bubble, and refuses or converts a video hero, saying so", () => {
    const bubble = open(sample());
    const carousel = ok(bubble, { type: "toCarousel" });
    expect(carousel.design.contents).toEqual({ type: "carousel", contents: [sample()] });
    expect(carousel.selection).toBe("contents[0]");
    expect(refused(carousel.design, { type: "toCarousel" })).toBe("flexDesigner.carousel.already");
    expect(refused(open(video), { type: "toCarousel" })).toBe("flexDesigner.carousel.hasVideo");
    const converted = ok(open(video), { type: "toCarousel", convertVideo: true });
    expect(converted.note?.id).toBe("flexDesigner.carousel.videoConverted");
    expect(at(converted.design, "contents[0].hero")).toEqual({ type: "image", url: "https://e.com/p.png" });
  });

  it("unwraps a carousel, asking which bubble to keep when there are several", () => {
    const one = open({ type: "carousel", contents: [sample()] });
    expect(ok(one, { type: "toBubble" }).design.contents).toEqual(sample());
    const two = open({ type: "carousel", contents: [{ type: "bubble" }, sample()] });
    const ask = applyCommand(two, { type: "toBubble" });
    expect(!ask.ok && ask.reason).toMatchObject({ id: "flexDesigner.bubble.choose", values: { count: 2 } });
    expect(ok(two, { type: "toBubble", keep: 1 }).design.contents).toEqual(sample());
    expect(refused(two, { type: "toBubble", keep: 2 })).toBe("flexDesigner.bubble.noSuch");
    expect(refused(open(sample()), { type: "toBubble" })).toBe("flexDesigner.bubble.already");
  });
});

describe("the message", () => {
  it("edits the altText, and exports the message with it", () => {
    const design = open(sample());
    const result = ok(design, { type: "setAltText", altText: "ใบเสร็จ" });
    expect(exportMessage(result.design)).toEqual({ type: "flex", altText: "ใบเสร็จ", contents: sample() });
    expect(refusalOf(design, { type: "setAltText", altText: "x" })).toBeNull();
  });

  it("opens only a bubble, a carousel or a flex message", () => {
    for (const value of [null, [], "x", { type: "box" }, { type: "flex", contents: { type: "text" } }]) {
      const opened = openDesign(value);
      expect(!opened.ok && opened.reason.id).toBe("flexDesigner.open.notAContainer");
    }
  });

  it("keeps a pasted __proto__ key as data", () => {
    const message = JSON.parse(
      '{"type":"flex","altText":"a","__proto__":{"x":1},"contents":{"type":"bubble"}}',
    );
    const opened = openDesign(message);
    expect(opened.ok && JSON.stringify(exportMessage(opened.design))).toBe(JSON.stringify(message));
  });
});
