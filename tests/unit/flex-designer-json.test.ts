import { describe, expect, it } from "vitest";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { applyCommand } from "../../shared/flex-designer/commands.ts";
import { applyJsonText, exportMessage } from "../../shared/flex-designer/design.ts";
import { aspectRatioOf } from "../../shared/flex-designer/picture.ts";
import { open, videoHero } from "./flex-designer-helpers.ts";

const bubble = () => ({
  type: "bubble",
  hero: { type: "image", url: "https://e.com/a.png" },
  body: {
    type: "box",
    layout: "baseline",
    contents: [
      { type: "icon", url: "https://e.com/i.png" },
      { type: "text", text: "x" },
    ],
  },
});

describe("the JSON tab", () => {
  it("takes a valid container or message, and keeps the design while the text is not", () => {
    const design = open(bubble());
    const edited = applyJsonText(design, JSON.stringify({ type: "carousel", contents: [bubble()] }));
    expect(edited.ok && edited.design.contents.type).toBe("carousel");
    expect(edited.ok && edited.design.altText).toBe("alt");
    const message = applyJsonText(
      design,
      JSON.stringify({ type: "flex", altText: "hi", contents: bubble() }),
    );
    expect(message.ok && exportMessage(message.design)).toEqual({
      type: "flex",
      altText: "hi",
      contents: bubble(),
    });
    const typing = applyJsonText(design, '{\n  "type": "bubble",\n  "body": ');
    expect(!typing.ok && typing.reason).toMatchObject({
      id: "flexDesigner.json.invalid",
      values: { line: 3 },
    });
    expect(!applyJsonText(design, "  ").ok).toBe(true);
    const box = applyJsonText(design, '{"type":"box"}');
    expect(!box.ok && box.reason.id).toBe("flexDesigner.open.notAContainer");
  });
});

describe("a node's own JSON", () => {
  it("replaces a node with any JSON LINE allows there, unknown properties kept", () => {
    const design = open(bubble());
    const text = { type: "text", text: "y", futureProp: { a: 1 } };
    const result = applyCommand(design, { type: "replace", path: "body.contents[1]", node: text });
    expect(result.ok && result.design.contents.body).toEqual({
      ...bubble().body,
      contents: [bubble().body.contents[0], text],
    });
    const refused = (path: string, node: unknown) => {
      const outcome = applyCommand(design, { type: "replace", path, node });
      return !outcome.ok && outcome.reason.id;
    };
    expect(
      refused("body.contents[1]", { type: "button", action: { type: "uri", uri: "https://e.com" } }),
    ).toBe("flexDesigner.place.notAllowed");
    expect(refused("body", { type: "text", text: "x" })).toBe("flexDesigner.place.notAllowed");
    expect(refused("body.contents[0]", "text")).toBe("flexDesigner.paste.empty");
    expect(refused("body.contents[0]", videoHero())).toBe("flexDesigner.video.heroOnly");
    expect(refused("", { type: "box" })).toBe("flexDesigner.open.notAContainer");
    const hero = applyCommand(design, { type: "replace", path: "hero", node: videoHero() });
    expect(hero.ok && validateFlexContainer(hero.design.contents)).toEqual([]);
    const carousel = open({ type: "carousel", contents: [bubble()] });
    const withVideo = applyCommand(carousel, {
      type: "replace",
      path: "contents[0]",
      node: { ...bubble(), hero: videoHero() },
    });
    expect(!withVideo.ok && withVideo.reason.id).toBe("flexDesigner.video.inCarousel");
  });
});

describe("pictures", () => {
  it("gives the aspect ratio LINE takes for a picture's size", () => {
    expect(aspectRatioOf(1040, 676)).toBe("20:13");
    expect(aspectRatioOf(800, 800)).toBe("1:1");
    expect(aspectRatioOf(1080, 1920)).toBe("9:16");
    expect(aspectRatioOf(100, 400)).toBe("1:3");
    expect(aspectRatioOf(200001, 100000)).toBe("100000:50000");
    for (const [width, height] of [
      [0, 10],
      [10, Number.NaN],
      [-5, 5],
    ] as const)
      expect(aspectRatioOf(width, height)).toBeNull();
  });

  it("sets an image's URL and aspect ratio in one step", () => {
    const design = open(bubble());
    const result = applyCommand(design, {
      type: "setImage",
      path: "hero",
      url: "https://e.com/b.png",
      width: 1040,
      height: 676,
    });
    expect(result.ok && result.design.contents.hero).toEqual({
      type: "image",
      url: "https://e.com/b.png",
      aspectRatio: "20:13",
    });
    expect(result.ok && validateFlexContainer(result.design.contents)).toEqual([]);
    const text = applyCommand(design, {
      type: "setImage",
      path: "body.contents[1]",
      url: "https://e.com/b.png",
      width: 1,
      height: 1,
    });
    expect(!text.ok && text.reason.id).toBe("flexDesigner.picture.only");
    const unknown = applyCommand(design, {
      type: "setImage",
      path: "hero",
      url: "https://e.com/b.png",
      width: 0,
      height: 0,
    });
    expect(!unknown.ok && unknown.reason.id).toBe("flexDesigner.picture.sizeUnknown");
  });
});
