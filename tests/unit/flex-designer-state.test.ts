import { describe, expect, it } from "vitest";
import { BUBBLE_MAX_BYTES, CAROUSEL_MAX_BYTES } from "../../shared/flex/limits.ts";
import { actionTypeRefusal, actionTypesAt, liffShareRefusal } from "../../shared/flex-designer/actions.ts";
import { propertySheet } from "../../shared/flex-designer/fields.ts";
import {
  canRedo,
  canUndo,
  createHistory,
  record,
  redo,
  seal,
  undo,
} from "../../shared/flex-designer/history.ts";
import { buildOutline } from "../../shared/flex-designer/outline.ts";
import { measureSize } from "../../shared/flex-designer/size-meter.ts";
import { open, videoHero } from "./flex-designer-helpers.ts";

describe("history", () => {
  it("undoes and redoes at least 50 steps", () => {
    let history = createHistory(0);
    for (let step = 1; step <= 60; step++) history = record(history, step);
    for (let step = 59; step >= 0; step--) {
      expect(canUndo(history)).toBe(true);
      history = undo(history);
      expect(history.present).toBe(step);
    }
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    for (let step = 1; step <= 60; step++) history = redo(history);
    expect(history.present).toBe(60);
    expect(canRedo(history)).toBe(false);
  });

  it("drops the oldest steps past its limit", () => {
    let history = createHistory(0, 50);
    for (let step = 1; step <= 70; step++) history = record(history, step);
    expect(history.past.length).toBe(50);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(20);
  });

  it("clears redo on a new edit, ignores an unchanged state, and merges one field's typing", () => {
    let history = createHistory("a");
    history = record(history, "b");
    history = undo(history);
    history = record(history, "c");
    expect(canRedo(history)).toBe(false);
    expect(record(history, "c")).toBe(history);
    history = record(history, "ca", "text@body.contents[0]");
    history = record(history, "cab", "text@body.contents[0]");
    history = record(history, "cabc", "text@body.contents[0]");
    expect(undo(history).present).toBe("c");
    history = seal(history);
    history = record(history, "cabcd", "text@body.contents[0]");
    expect(undo(history).present).toBe("cabc");
  });
});

describe("size meter", () => {
  const bubble = (bytes: number) => ({
    type: "bubble",
    body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "x".repeat(bytes) }] },
  });

  it("measures a bubble against 30 KB and a carousel against 50 KB", () => {
    const small = measureSize(bubble(10));
    expect(small).toMatchObject({ max: BUBBLE_MAX_BYTES, level: "ok", bubblesOver: [] });
    expect(small.bytes).toBe(JSON.stringify(bubble(10)).length);
    expect(small.message).toEqual({
      id: "flexDesigner.size.meter",
      message: "{bytes} of {max} bytes",
      values: { bytes: small.bytes, max: BUBBLE_MAX_BYTES },
    });
    expect(measureSize(bubble(28_000)).level).toBe("near");
    const over = measureSize(bubble(30_000));
    expect(over.level).toBe("over");
    expect(over.message.id).toBe("flexDesigner.size.over");
    const carousel = { type: "carousel", contents: [bubble(20_000), bubble(20_000)] };
    expect(measureSize(carousel)).toMatchObject({ max: CAROUSEL_MAX_BYTES, level: "ok" });
    expect(measureSize({ type: "carousel", contents: [bubble(31_000)] }).bubblesOver).toEqual([
      expect.objectContaining({
        number: 1,
        message: expect.objectContaining({ id: "flexDesigner.size.bubbleOver" }),
      }),
    ]);
    // Thai text is 3 bytes a character in UTF-8.
    expect(measureSize(bubble(0)).bytes + 3).toBe(
      measureSize({
        ...bubble(0),
        body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "ก" }] },
      }).bytes,
    );
  });
});

describe("property sheet", () => {
  const design = open({
    type: "bubble",
    size: "kilo",
    body: {
      type: "box",
      layout: "horizontal",
      contents: [{ type: "text", text: "x", color: "#111111", futureProp: 1 }],
      background: { type: "linearGradient", angle: "0deg", startColor: "#000000", endColor: "#ffffff" },
    },
  });

  it("groups a component's fields by section with LINE's defaults where it stands", () => {
    const sheet = propertySheet(design, "body.contents[0]");
    expect(sheet?.of).toBe("text");
    expect(sheet?.sections.map(({ section }) => section)).toEqual(["content", "layout", "style", "advanced"]);
    const fields = Object.fromEntries(
      sheet?.sections.flatMap(({ fields }) => fields).map((field) => [field.key, field]) ?? [],
    );
    expect(fields.text?.value).toBe("x");
    expect(fields.color?.value).toBe("#111111");
    expect(fields.flex).toMatchObject({ value: undefined, defaultValue: 1 });
    expect(fields.size).toMatchObject({ value: undefined, defaultValue: "md" });
    expect(fields.offsetTop?.spec.section).toBe("advanced");
    expect(fields.contents).toBeUndefined();
    expect(sheet?.unknownKeys).toEqual(["futureProp"]);
  });

  it("has sheets for the bubble, a block style and a gradient", () => {
    expect(
      propertySheet(design, "")?.sections.flatMap(({ fields }) => fields.map((field) => field.key)),
    ).toEqual(["action", "size", "direction"]);
    expect(propertySheet(design, "styles.footer")?.of).toBe("blockStyle");
    expect(propertySheet(design, "body.background")?.of).toBe("background");
    expect(propertySheet(design, "body.contents[0].text")).toBeNull();
  });
});

describe("outline", () => {
  it("lists bubbles, blocks, boxes, components and spans by path", () => {
    const outline = buildOutline({
      type: "carousel",
      contents: [
        {
          type: "bubble",
          hero: { type: "image", url: "https://example.com/pic.png" },
          body: {
            type: "box",
            layout: "vertical",
            contents: [{ type: "text", contents: [{ type: "span", text: "hi" }] }],
          },
          footer: {
            type: "box",
            layout: "vertical",
            contents: [{ type: "button", action: { type: "uri", label: "Go", uri: "https://e.com" } }],
          },
        },
      ],
    });
    const rows: string[] = [];
    const walk = (node: typeof outline, depth: number) => {
      rows.push(`${"  ".repeat(depth)}${node.block ?? node.type} ${node.path} ${node.summary}`.trimEnd());
      for (const child of node.children) walk(child, depth + 1);
    };
    walk(outline, 0);
    expect(rows).toEqual([
      "carousel",
      "  bubble contents[0]",
      "    hero contents[0].hero pic.png",
      "    body contents[0].body vertical",
      "      text contents[0].body.contents[0]",
      "        span contents[0].body.contents[0].contents[0] hi",
      "    footer contents[0].footer vertical",
      "      button contents[0].footer.contents[0] Go",
    ]);
  });
});

describe("actions", () => {
  const design = open({
    type: "bubble",
    hero: videoHero(),
    body: {
      type: "box",
      layout: "vertical",
      contents: [
        { type: "button", action: { type: "uri", label: "Go", uri: "https://e.com" } },
        { type: "separator" },
      ],
    },
  });

  it("offers the Flex action types where LINE takes an action, only uri on a video", () => {
    expect(actionTypesAt(design, "body.contents[0]")).toEqual([
      "uri",
      "message",
      "postback",
      "datetimepicker",
      "clipboard",
    ]);
    expect(actionTypesAt(design, "")).toHaveLength(5);
    expect(actionTypesAt(design, "hero")).toEqual(["uri"]);
    expect(actionTypesAt(design, "body.contents[1]")).toEqual([]);
    expect(actionTypeRefusal(design, "body.contents[0]", "richmenuswitch")?.values).toEqual({
      type: "richmenuswitch",
      where: "richMenu",
    });
    expect(actionTypeRefusal(design, "body.contents[0]", "camera")?.values).toEqual({
      type: "camera",
      where: "quickReply",
    });
    expect(actionTypeRefusal(design, "hero", "message")?.id).toBe("flexDesigner.action.videoUriOnly");
    expect(actionTypeRefusal(design, "body.contents[0]", "postback")).toBeNull();
  });

  it("says when LIFF cannot share the message: only URI actions", () => {
    expect(liffShareRefusal(design)).toBeNull();
    const postback = open({
      type: "bubble",
      body: {
        type: "box",
        layout: "vertical",
        contents: [
          { type: "button", action: { type: "postback", label: "A", data: "a" } },
          { type: "button", action: { type: "message", label: "B", text: "b" } },
        ],
      },
    });
    expect(liffShareRefusal(postback)).toMatchObject({
      id: "flexDesigner.share.nonUriActions",
      values: { count: 2 },
    });
  });
});
