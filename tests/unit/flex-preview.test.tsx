import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToString as renderToStringAlone } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { imageWidth } from "../../shared/flex/image-box.ts";
import { BLOCK_PADDING_PX, type Insets } from "../../shared/flex/tokens.ts";
import type { FlexObject } from "../../shared/flex/types.ts";
import { describeAction, FlexPreview } from "../../web/components/flex-preview/index.ts";
import { Look } from "../../web/components/flex-preview/look.ts";
import { bubbleFrameClass } from "../../web/components/flex-preview/look-bubble.ts";
import * as layoutLooks from "../../web/components/flex-preview/look-layout.ts";
import { linearGradient } from "../../web/components/flex-preview/look-layout.ts";
import * as mediaLooks from "../../web/components/flex-preview/look-media.ts";
import * as textLooks from "../../web/components/flex-preview/look-text.ts";
import { readProps } from "../../web/components/flex-preview/props.ts";
import { FLEX_CSS } from "../../web/components/flex-preview/stylesheet.ts";
import { i18n } from "../../web/i18n/i18n.ts";
import { ALL_FLEX_FIXTURES } from "./flex-fixtures.ts";

/** The app renders under Lingui's I18nProvider (web/app/app.tsx): its components take their texts from it. */
const renderToString = (node: ReactNode) =>
  renderToStringAlone(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

// The renderer reads each component's properties once (readProps); these take plain objects as pasted.
type Slot = layoutLooks.Slot;
const itemLook = (node: FlexObject, slot: Slot, base: string) =>
  layoutLooks.itemLook(readProps(node), slot, base);
const boxLook = (node: FlexObject, slot: Slot) => layoutLooks.boxLook(readProps(node), slot);
const paddingInto = (look: Look, node: FlexObject, base?: Insets) =>
  layoutLooks.paddingInto(look, readProps(node), base);
const textLook = (node: FlexObject) => textLooks.textLook(readProps(node));
const textItemLook = (node: FlexObject, slot: Slot) => textLooks.textItemLook(readProps(node), slot);
const spanLook = (span: FlexObject, parent: FlexObject) =>
  textLooks.spanLook(readProps(span), readProps(parent));
const drawingAreaLook = (node: FlexObject, url: string | undefined) =>
  mediaLooks.drawingAreaLook(readProps(node), url);
const buttonLook = (node: FlexObject) => mediaLooks.buttonLook(readProps(node));

const render = (container: unknown, mode: "mobile" | "desktop" = "mobile") =>
  renderToString(<FlexPreview container={container} mode={mode} altText="Alt" />);
const bubbleOf = (contents: unknown[], extra: Record<string, unknown> = {}) => ({
  type: "bubble",
  body: { type: "box", layout: "vertical", contents },
  ...extra,
});

describe("FlexPreview renders every fixture", () => {
  const errors = vi.fn();
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(errors);
    vi.spyOn(console, "warn").mockImplementation(errors);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    errors.mockReset();
  });

  it.each(ALL_FLEX_FIXTURES.map((fixture) => [fixture.name, fixture.container]))("%s", (_, container) => {
    const html = render(container);
    expect(html).not.toContain("Unsupported");
    expect(html).toContain("data-flex-bubble=");
    expect(errors).not.toHaveBeenCalled();
  });
});

/** The declarations FLEX_CSS gives a class, across its rules. */
function rule(className: string): string {
  const pattern = new RegExp(`\\.${className}(?:,[^{]*)?\\{([^}]*)\\}`, "g");
  return [...FLEX_CSS.matchAll(pattern)].map((match) => match[1]).join(";");
}
const classes = (look: Look) => look.className.split(" ");

describe("stylesheet", () => {
  it("turns LINE's keyword tables into classes", () => {
    expect(rule("fx-fs-xl")).toBe("font-size:22px");
    expect(rule("fx-fs-xxs")).toBe("font-size:11px");
    expect(rule("fx-fss-md")).toBe("font-size:calc(16px * var(--flex-font-scale, 1))");
    expect(rule("fx-mt-md")).toBe("margin-top:8px");
    expect(rule("fx-ms-xxl")).toBe("margin-inline-start:20px");
    expect(rule("fx-iw-5xl")).toBe("width:220px");
    expect(rule("fx-frame-giga")).toContain("width:500px;max-width:100%");
    expect(rule("fx-cr-xxl")).toBe("border-radius:20px");
    expect(rule("fx-bw-semi-bold")).toContain("border-width:3px");
    expect(rule("fx-bw-light")).toContain("border-width:0.5px");
    expect(rule("fx-sh-xl")).toBe("height:16px");
    expect(rule("fx-mobile")).toBe("max-width:375px");
    expect(rule("fx-desktop")).toBe("max-width:720px");
    expect(rule("fx-da")).toContain("aspect-ratio:1 / 1");
  });

  it("puts modifiers after what they modify, so they win", () => {
    const at = (selector: string) => FLEX_CSS.indexOf(`.${selector}{`);
    expect(at("fx-box")).toBeLessThan(at("fx-abs"));
    expect(at("fx-box")).toBeLessThan(at("fx-hz"));
    expect(at("fx-bl")).toBeLessThan(at("fx-ai-center"));
    expect(at("fx-ib")).toBeLessThan(at("fx-a-start"));
    expect(at("fx-btn")).toBeLessThan(at("fx-btn-sm"));
    expect(at("fx-btn")).toBeLessThan(at("fx-btn-primary"));
    expect(at("fx-block")).toBeLessThan(at("fx-grow"));
    // A text's margin:0 would cancel the spacing and margin classes after it.
    expect(at("fx-tx")).toBeLessThan(at("fx-mt-md"));
    expect(at("fx-tx")).toBeLessThan(at("fx-ms-md"));
  });
});

describe("FlexPreview output", () => {
  it("uses LINE's keyword sizes as classes", () => {
    const html = render(
      bubbleOf(
        [
          { type: "text", text: "Big", size: "xl" },
          { type: "text", text: "Small", size: "xxs" },
          { type: "text", text: "Exact", size: "13.5px" },
        ],
        { size: "giga" },
      ),
    );
    expect(html).toMatch(/<p class="[^"]*fx-fs-xl[^"]*">Big<\/p>/);
    expect(html).toMatch(/<p class="[^"]*fx-fs-xxs[^"]*">Small<\/p>/);
    expect(html).toMatch(/<p class="[^"]*" style="font-size:13.5px">Exact<\/p>/);
    expect(html).toContain('class="fx-card fx-radius-giga fx-frame-giga" data-flex-bubble="giga"');
  });

  it("draws a bubble's card as its frame too, except beside its action's description or RTL in a carousel", () => {
    expect(render(bubbleOf([]))).toContain(
      '<div class="fx-single"><div class="fx-card fx-radius-mega fx-frame-mega" data-flex-bubble="mega"><div class="fx-box',
    );
    // The frame's width wins over the card's 100%.
    expect(FLEX_CSS.indexOf(".fx-frame-mega{")).toBeGreaterThan(FLEX_CSS.indexOf(".fx-card{"));
    expect(FLEX_CSS.indexOf(".fx-cframe{")).toBeGreaterThan(FLEX_CSS.indexOf(".fx-card{"));
    const carousel = render({
      type: "carousel",
      contents: [bubbleOf([]), bubbleOf([], { direction: "rtl" })],
    });
    expect(carousel).toContain(
      '<div class="fx-card fx-radius-mega fx-stretch fx-cframe fx-cmax-mega fx-cfirst" data-flex-bubble="mega">',
    );
    expect(carousel).toContain(
      '<div class="fx-cframe fx-cmax-mega fx-cnext" data-flex-bubble="mega"><div dir="rtl" class="fx-card fx-radius-mega fx-stretch">',
    );
    const tappable = render(bubbleOf([], { action: { type: "uri", uri: "https://example.com" } }));
    expect(tappable).toMatch(
      /<div class="fx-frame-mega" data-flex-bubble="mega"><div class="fx-card fx-radius-mega fx-tap" title="[^"]+" aria-describedby="([^"]+)" role="button" tabindex="0">.*<\/div><span id="\1">/,
    );
  });

  it("marks separators as such, vertical ones with their orientation", () => {
    const row = { type: "box", layout: "horizontal", contents: [{ type: "separator" }] };
    const html = render(bubbleOf([{ type: "separator" }, row]));
    expect(html.match(/role="separator"/g)).toHaveLength(2);
    // Horizontal is the default orientation of role=separator.
    expect(html.match(/aria-orientation="vertical"/g)).toHaveLength(1);
    expect(html).not.toContain('aria-orientation="horizontal"');
  });

  it("spaces children by the box's spacing, and a margin wins", () => {
    const box = {
      type: "box",
      layout: "vertical",
      spacing: "md",
      contents: [
        { type: "text", text: "a" },
        { type: "text", text: "b" },
        { type: "text", text: "c", margin: "xxl" },
      ],
    };
    const html = render(bubbleOf([box]));
    expect(html.match(/fx-mt-md/g)).toHaveLength(1);
    expect(html).toMatch(/fx-mt-xxl[^>]*>c</);
  });

  it("shows unknown components and containers instead of hiding them", () => {
    expect(render(bubbleOf([{ type: "foo" }]))).toContain("Unsupported: foo");
    expect(render({ type: "list" })).toContain("Unsupported flex type");
    expect(render(null)).toContain("Unsupported flex type");
    expect(render({ type: "carousel", contents: [{ type: "box" }] })).toContain("Unsupported: box");
  });

  it("shows the placeholder while there is nothing to preview", () => {
    const html = renderToString(<FlexPreview container={undefined} mode="mobile" />);
    expect(html).toContain("Preview will appear here when you enter valid Flex JSON");
    expect(html).not.toContain("data-flex-preview");
  });

  it("passes the font-size setting to scaling components only", () => {
    const container = bubbleOf([
      { type: "text", text: "a", size: "md", scaling: true },
      { type: "text", text: "b", size: "md" },
      { type: "text", text: "c", size: "20px", scaling: true },
    ]);
    const html = renderToString(<FlexPreview container={container} mode="mobile" fontScale={1.25} />);
    expect(html).toContain("--flex-font-scale:1.25");
    expect(html).toMatch(/fx-fss-md[^>]*>a</);
    expect(html).toMatch(/fx-fs-md[^>]*>b</);
    expect(html).toContain("font-size:calc(20px * var(--flex-font-scale, 1))");
  });

  it("draws spans instead of the text, with their own styles", () => {
    const spans = [
      { type: "span", text: "Red ", color: "#FF0000", size: "xl" },
      { type: "span", text: "bold", weight: "bold" },
    ];
    const html = render(bubbleOf([{ type: "text", text: "ignored", contents: spans }]));
    expect(html).not.toContain("ignored");
    expect(html).toContain('<span class="fx-fs-xl" style="color:#FF0000">Red </span>');
    expect(html).toContain('<span class="fx-b">bold</span>');
  });

  it("keeps the legacy spacer's fixed size", () => {
    expect(render(bubbleOf([{ type: "spacer", size: "xl" }]))).toContain("fx-sh-xl");
    expect(render(bubbleOf([{ type: "spacer" }]))).toContain("fx-sh-md");
  });

  it("labels the preview with the alt text and sizes it by mode", () => {
    expect(render(bubbleOf([]), "mobile")).toMatch(
      /aria-label="Flex Message preview: Alt"[^>]*class="fx-root fx-mobile"/,
    );
    expect(render(bubbleOf([]), "desktop")).toContain('class="fx-root fx-desktop"');
  });

  it("says what actions do on hover and to screen readers", () => {
    const html = render(
      bubbleOf([
        { type: "button", action: { type: "uri", label: "Open", uri: "https://example.com/a" } },
        { type: "text", text: "msg", action: { type: "message", text: "Hello" } },
        { type: "image", url: "https://example.com/i.png", action: { type: "postback", data: "id=1" } },
      ]),
    );
    expect(html).toContain('title="Opens https://example.com/a"');
    expect(html).toContain('title="Sends message: Hello"');
    expect(html).toContain('title="Postback: data=id=1"');
    const described = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((match) => match[1]);
    expect(described).toHaveLength(3);
    for (const id of described) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Open/);
    expect(html).toContain('role="button" tabindex="0"');
  });

  it("gives every action in a carousel its own description id, bubble by bubble", () => {
    // Each carousel bubble numbers its actions itself (it renders on its own): the ids must still differ.
    const action = { type: "message", text: "Hi" };
    const bubble = bubbleOf([{ type: "button", action }], { action });
    const html = render({ type: "carousel", contents: [bubble, bubble, bubble] });
    const described = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((match) => match[1]);
    expect(described).toHaveLength(6);
    expect(new Set(described).size).toBe(6);
    for (const id of described) expect(html).toContain(`id="${id}"`);
    expect(html.match(/data-flex-bubble=/g)).toHaveLength(3);
  });

  it("draws images as an aspect-ratio box that keeps its size when the image fails", () => {
    const html = render(
      bubbleOf([
        {
          type: "image",
          url: "https://example.com/x.png",
          size: "full",
          aspectRatio: "20:13",
          aspectMode: "cover",
        },
      ]),
    );
    expect(html).toContain(
      'class="fx-da fx-f0 fx-iw-full fx-pic fx-cover" style="aspect-ratio:20 / 13;background-image:url(https://example.com/x.png)"',
    );
    expect(html).not.toMatch(/padding-bottom:[\d.]+%/);
    expect(html).not.toContain("<img");
  });

  it("keeps a pasted URL inside its CSS string: quotes, backslashes and line breaks cannot end it", () => {
    const area = (url: string) => drawingAreaLook({ type: "image" }, url).style?.backgroundImage;
    // A plain URL goes unquoted; one with spaces, brackets or quotes inside a CSS string.
    expect(area("https://example.com/a.png?x=1&y=2")).toBe("url(https://example.com/a.png?x=1&y=2)");
    expect(area("https://example.com/a (1).png")).toBe('url("https://example.com/a (1).png")');
    expect(area("https://x/a'b")).toBe('url("https://x/a\'b")');
    expect(area('https://x/a");background:red;("')).toBe('url("https://x/a\\");background:red;(\\"")');
    expect(area("https://x/a\\b")).toBe('url("https://x/a\\\\b")');
    expect(area("https://x/a\nb\rc\fd")).toBe('url("https://x/abcd")');
  });

  it("draws the template greys, black and white as classes, in either case; other colours inline", () => {
    const html = render(
      bubbleOf([
        { type: "text", text: "a", color: "#AAAAAA" },
        { type: "text", text: "b", color: "#123456" },
        { type: "text", contents: [{ type: "span", text: "c", color: "#ffffff" }] },
      ]),
    );
    expect(html).toMatch(/<p class="fx-tx[^"]* fx-c-aaaaaa[^"]*">a<\/p>/);
    expect(html).toMatch(/<p class="fx-tx[^"]*" style="color:#123456">b<\/p>/);
    expect(html).toContain('<span class="fx-c-ffffff">c</span>');
    expect(FLEX_CSS).toContain(".fx-c-aaaaaa{color:#aaaaaa}");
  });

  it("draws a button in a stretching column as its own box; elsewhere inside a box that places it", () => {
    const button = (extra: Record<string, unknown> = {}) => ({
      type: "button",
      action: { type: "uri", label: "Go", uri: "https://example.com" },
      ...extra,
    });
    const html = render(bubbleOf([button({ style: "primary" }), button({ margin: "lg" })]));
    expect(html).toMatch(
      /<button type="button" class="fx-btn fx-f0 fx-btn-primary" title="[^"]+" aria-describedby/,
    );
    expect(html).toMatch(/<button type="button" class="fx-btn fx-f0 fx-mt-lg" /);
    expect(html).not.toContain("fx-btnb");
    // Its margin classes come after the button's own margin:0.
    expect(FLEX_CSS.indexOf(".fx-mt-lg{")).toBeGreaterThan(FLEX_CSS.indexOf(".fx-btn{margin:0}"));
    expect(FLEX_CSS.match(/\.fx-btn\{display[^}]*\}/)?.[0]).not.toContain("margin");
    const boxed = (contents: unknown[], extra: Record<string, unknown> = {}) =>
      render({ type: "bubble", body: { type: "box", layout: "vertical", contents, ...extra } });
    expect(boxed([button()], { alignItems: "center" })).toContain('<div class="fx-btnb fx-f0"><button');
    expect(boxed([button({ flex: 1 })])).toContain('<div class="fx-btnb fx-fc1"><button');
    expect(boxed([button({ position: "absolute" })])).toContain('<div class="fx-btnb fx-f0 fx-abs"><button');
    expect(boxed([button()], { layout: "horizontal" })).toContain(
      '<div class="fx-btnb fx-fr1 fx-oh"><button',
    );
  });

  it("draws an image in a stretching column as its drawing area alone, aligned across by itself", () => {
    const image = (extra: Record<string, unknown> = {}) => ({
      type: "image",
      url: "https://example.com/p.png",
      ...extra,
    });
    const html = render(
      bubbleOf([image({ size: "sm", align: "start" }), image({ size: "full", margin: "md" })]),
    );
    expect(html).toContain('<div class="fx-da fx-f0 fx-iw-sm fx-as-start fx-pic"');
    expect(html).toContain('<div class="fx-da fx-f0 fx-mt-md fx-iw-full fx-pic"');
    expect(html).not.toContain("fx-ib");
    expect(rule("fx-as-start")).toBe("align-self:flex-start");
    const boxed = (contents: unknown[], extra: Record<string, unknown> = {}) =>
      render({ type: "bubble", body: { type: "box", layout: "vertical", contents, ...extra } });
    expect(boxed([image()], { alignItems: "center" })).toContain(
      '<div class="fx-ib fx-f0"><div class="fx-da',
    );
    expect(boxed([image({ flex: 1 })])).toContain('<div class="fx-ib fx-fc1"><div class="fx-da');
    expect(boxed([image({ position: "absolute" })])).toContain(
      '<div class="fx-ib fx-f0 fx-abs"><div class="fx-da',
    );
    expect(boxed([image()], { layout: "horizontal" })).toContain(
      '<div class="fx-ib fx-fr1 fx-oh"><div class="fx-da',
    );
    // A hero under a block style keeps its box: the style is the box's.
    const hero = render({
      type: "bubble",
      header: { type: "box", layout: "vertical", contents: [] },
      hero: image(),
      styles: { hero: { separator: true } },
    });
    expect(hero).toContain('<div class="fx-ib fx-f0 fx-bsep"><div class="fx-da');
  });

  it("draws a text with gravity as one element where its own element can place it", () => {
    const row = (contents: unknown[], extra: Record<string, unknown> = {}) =>
      render(bubbleOf([{ type: "box", layout: "horizontal", contents, ...extra }]));
    // In a row that stretches it, align-self places it up and down.
    expect(row([{ type: "text", text: "a", gravity: "bottom" }])).toContain(
      '<p class="fx-tx fx-fr1 fx-oh fx-as-end fx-fs-md fx-nw">a</p>',
    );
    expect(row([{ type: "text", text: "a", gravity: "center" }])).toContain(
      'class="fx-tx fx-fr1 fx-oh fx-as-center fx-fs-md fx-nw"',
    );
    // In a column it does not grow in, it is as tall as its box: nothing to move.
    expect(render(bubbleOf([{ type: "text", text: "b", gravity: "bottom" }]))).toContain(
      '<p class="fx-tx fx-f0 fx-fs-md fx-nw">b</p>',
    );
    // Elsewhere the box moves it.
    const boxed = '<div class="fx-col';
    expect(row([{ type: "text", text: "a", gravity: "bottom" }], { alignItems: "center" })).toContain(boxed);
    expect(row([{ type: "text", text: "a", gravity: "bottom", position: "absolute" }])).toContain(boxed);
    expect(render(bubbleOf([{ type: "text", text: "b", gravity: "bottom", flex: 1 }]))).toContain(boxed);
    expect(rule("fx-as-end")).toBe("align-self:flex-end");
  });

  it("draws an icon as one element: its picture is the box's ::before, URL and width in custom properties", () => {
    const html = render(
      bubbleOf([
        {
          type: "box",
          layout: "baseline",
          contents: [{ type: "icon", url: "https://example.com/i.png", aspectRatio: "2:1", size: "sm" }],
        },
      ]),
    );
    expect(html).toContain(
      '<div class="fx-icb fx-f0 fx-oh fx-fs-sm" style="--fx-iw:2em;--fx-ic:url(https://example.com/i.png)"></div>',
    );
    const before = FLEX_CSS.match(/\.fx-icb::before\{[^}]*\}/)?.[0];
    expect(before).toContain('content:""');
    expect(before).toContain("width:var(--fx-iw,1em)");
    expect(before).toContain("background-image:var(--fx-ic)");
  });

  it("writes RTL bubbles with dir=rtl and logical offsets", () => {
    const html = render(
      bubbleOf([{ type: "text", text: "x", position: "absolute", offsetStart: "10px" }], {
        direction: "rtl",
      }),
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(/class="[^"]*fx-abs[^"]*" style="inset-inline-start:10px"/);
  });

  it("shows a video hero as its preview with a play button", () => {
    const video = {
      type: "video",
      url: "https://example.com/v.mp4",
      previewUrl: "https://example.com/p.jpg",
      aspectRatio: "16:9",
      altContent: { type: "image", url: "https://example.com/alt.jpg" },
    };
    const html = render(bubbleOf([], { hero: video }));
    expect(html).toContain("data-flex-video");
    expect(html).toContain("aspect-ratio:16 / 9");
    expect(html).toContain("p.jpg");
    expect(html).toContain('title="Plays video https://example.com/v.mp4"');
    expect(html).toContain("<svg");
    expect(html).not.toContain("alt.jpg");
  });

  it("scrolls carousels sideways with LINE's gutters", () => {
    const html = render({ type: "carousel", contents: [bubbleOf([]), bubbleOf([])] });
    expect(html).toContain('class="fx-carousel"');
    expect(html).toContain("fx-cframe fx-cmax-mega fx-cfirst");
    expect(html).toContain("fx-cframe fx-cmax-mega fx-cnext");
    expect(html).toContain('aria-label="Carousel of 2 bubbles"');
    expect(rule("fx-carousel")).toContain("overflow-x:auto");
    expect(rule("fx-cfirst")).toBe("margin-inline-start:7px");
    expect(rule("fx-cnext")).toBe("margin-inline-start:9px");
  });

  it("applies block styles and separators, but never above the first block", () => {
    const html = render({
      type: "bubble",
      header: { type: "box", layout: "vertical", contents: [] },
      body: { type: "box", layout: "vertical", contents: [] },
      styles: {
        header: { separator: true, backgroundColor: "#112233" },
        body: { separator: true, separatorColor: "#FF0000" },
      },
    });
    expect(html).toContain("background-color:#112233");
    expect(html.match(/fx-bsep/g)).toHaveLength(1);
    // A root box that fills its block is the block's element: it carries the block's style itself.
    expect(html).toContain(
      '<div class="fx-box fx-f0 fx-pt20 fx-pe20 fx-pb20 fx-ps20" style="background-color:#112233">',
    );
    expect(html).toContain(
      '<div class="fx-box fx-f0 fx-bsep fx-pt19 fx-pe20 fx-pb20 fx-ps20" style="border-top-color:#FF0000">',
    );
    expect(html).not.toContain("fx-block");
  });

  it("keeps a block's own element when its root would not fill it or would paint over its style", () => {
    const box = (extra: Record<string, unknown>) => ({
      type: "box",
      layout: "vertical",
      contents: [],
      ...extra,
    });
    const blockOf = (root: Record<string, unknown>, styles?: Record<string, unknown>) =>
      render({ type: "bubble", header: box({}), body: root, styles: styles && { body: styles } });
    expect(blockOf(box({ margin: "md" }))).toContain('<div class="fx-block"><div class="fx-box fx-mt-md');
    expect(blockOf(box({ width: "50%" }))).toContain('<div class="fx-block"><div class="fx-box');
    expect(blockOf(box({ position: "absolute" }))).toContain('<div class="fx-block"><div class="fx-box');
    expect(blockOf(box({ offsetTop: "4px" }))).toContain('<div class="fx-block"><div class="fx-box');
    // Its own background or corners under the block's separator: the wrapper draws the separator.
    expect(blockOf(box({ cornerRadius: "md" }), { separator: true })).toContain(
      '<div class="fx-block fx-bsep"><div class="fx-box',
    );
    expect(blockOf(box({ backgroundColor: "#000000" }), { backgroundColor: "#ffffff" })).toContain(
      '<div class="fx-block" style="background-color:#ffffff"><div class="fx-box',
    );
    // Without a block style, nothing of the root's own can clash.
    expect(blockOf(box({ cornerRadius: "md" }))).not.toContain("fx-block");
    // A hero image is the hero's element too.
    const hero = render({ type: "bubble", hero: { type: "image", url: "https://example.com/h.png" } });
    expect(hero).toContain('data-flex-bubble="mega"><div class="fx-da fx-f0 fx-as-center fx-pic"');
  });
});

describe("look functions", () => {
  const vertical = { layout: "vertical" as const, index: 1, spacing: "lg" };
  const horizontal = { layout: "horizontal" as const, index: 0 };
  const item = (node: Record<string, unknown>, slot: Parameters<typeof itemLook>[1]) =>
    classes(itemLook(node, slot, "fx-i"));

  it("maps flex like LINE: 1 0 0 in rows (default 1), X 0 auto in columns (default 0)", () => {
    expect(item({ type: "text" }, horizontal)).toContain("fx-fr1");
    expect(item({ type: "text", flex: 3 }, horizontal)).toContain("fx-fr3");
    expect(item({ type: "text", flex: 0 }, horizontal)).toContain("fx-f0");
    expect(item({ type: "text" }, vertical)).toContain("fx-f0");
    expect(item({ type: "text", flex: 2 }, vertical)).toContain("fx-fc2");
    expect(item({ type: "box", width: "40px", flex: 2 }, horizontal)).toContain("fx-f0");
    expect(item({ type: "filler" }, vertical)).toContain("fx-fr1");
    expect(itemLook({ type: "text", flex: 40 }, horizontal, "fx-i").style).toEqual({ flex: "40 0 0" });
    expect(rule("fx-fr3")).toBe("flex:3 0 0");
    expect(rule("fx-fc2")).toBe("flex:2 0 auto");
  });

  it("uses spacing before every child but the first, fillers and absolute ones", () => {
    expect(item({ type: "text" }, vertical)).toContain("fx-mt-lg");
    expect(item({ type: "text" }, { ...vertical, index: 0 }).join(" ")).not.toContain("fx-mt");
    expect(item({ type: "filler" }, vertical).join(" ")).not.toContain("fx-mt");
    expect(item({ type: "text", position: "absolute" }, vertical).join(" ")).not.toContain("fx-mt");
    expect(item({ type: "text", margin: "sm" }, { ...horizontal, spacing: "xl" })).toContain("fx-ms-sm");
    expect(itemLook({ type: "text" }, { ...vertical, spacing: "6.5px" }, "fx-i").style).toEqual({
      marginTop: "6.5px",
    });
  });

  it("lets paddingTop/Bottom/Start/End override paddingAll over the block default", () => {
    const padded = (box: Record<string, unknown>, base?: readonly [number, number, number, number]) => {
      const look = new Look("fx-box");
      paddingInto(look, box, base);
      return look;
    };
    const look = padded({ paddingAll: "md", paddingStart: "30px" }, BLOCK_PADDING_PX.mega.body);
    expect(look.className).toBe("fx-box fx-pt8 fx-pe8 fx-pb8");
    expect(look.style).toEqual({ paddingInlineStart: "30px" });
    expect(padded({}, BLOCK_PADDING_PX.mega.bodyAboveFooter).className).toBe(
      "fx-box fx-pt19 fx-pe20 fx-pb10 fx-ps20",
    );
    expect(padded({ paddingTop: "5%" }).style).toEqual({ paddingTop: "5%" });
    expect(rule("fx-pt19")).toBe("padding-top:19px");
  });

  it("draws a px length that is a keyword's size with the keyword's class, and other lengths inline", () => {
    // "8px" is md, "0px" none, "2px" the medium border, "16px" the md font size: they draw the same as classes.
    expect(item({ type: "text", margin: "8px" }, vertical)).toContain("fx-mt-md");
    const look = boxLook(
      { type: "box", paddingAll: "0px", paddingTop: "10px", cornerRadius: "4px", borderWidth: "2px" },
      vertical,
    );
    expect(classes(look)).toEqual(
      expect.arrayContaining(["fx-pt10", "fx-pe0", "fx-pb0", "fx-ps0", "fx-cr-sm", "fx-bw-medium"]),
    );
    expect(look.style).toBeUndefined();
    expect(boxLook({ type: "box", paddingAll: "7px", cornerRadius: "5px" }, vertical).style).toEqual({
      paddingTop: "7px",
      paddingInlineEnd: "7px",
      paddingBottom: "7px",
      paddingInlineStart: "7px",
      borderRadius: "5px",
    });
    expect(classes(textLook({ size: "16px" }).look)).toContain("fx-fs-md");
    expect(textLook({ size: "16px" }).fontSize).toBeUndefined();
    expect(rule("fx-bw-medium")).toContain("border-width:2px");
  });

  it("moves by offsets of the space scale with classes, other offsets inline", () => {
    const moved = itemLook(
      { type: "box", position: "absolute", offsetTop: "md", offsetStart: "0px" },
      vertical,
      "fx-i",
    );
    expect(classes(moved)).toEqual(expect.arrayContaining(["fx-abs", "fx-ot-md", "fx-os-none"]));
    expect(moved.style).toBeUndefined();
    expect(itemLook({ type: "box", offsetBottom: "-3px" }, vertical, "fx-i").style).toEqual({
      bottom: "-3px",
    });
    expect(rule("fx-ot-md")).toBe("top:8px");
    expect(rule("fx-os-none")).toBe("inset-inline-start:0px");
    expect(rule("fx-oe-xl")).toBe("inset-inline-end:16px");
  });

  it("leaves a text's colour to the root when it is the default colour", () => {
    expect(textLook({ color: "#111111" }).look.style).toBeUndefined();
    expect(textLook({ color: "#ABCDEF" }).look.style).toEqual({ color: "#ABCDEF" });
    expect(FLEX_CSS).toContain("color:#111111");
    // A span keeps it: its text may have another colour.
    expect(spanLook({ type: "span", color: "#111111" }, { color: "#ABCDEF" }).style).toEqual({
      color: "#111111",
    });
  });

  it("draws boxes with LINE's border widths, radii and sizes", () => {
    const look = boxLook(
      {
        type: "box",
        layout: "baseline",
        borderWidth: "semi-bold",
        cornerRadius: "xxl",
        maxWidth: "75%",
        backgroundColor: "#FF000080",
        justifyContent: "space-between",
      },
      vertical,
    );
    expect(classes(look)).toEqual(
      expect.arrayContaining(["fx-box", "fx-bl", "fx-bw-semi-bold", "fx-cr-xxl"]),
    );
    expect(classes(look)).toContain("fx-jc-space-between");
    expect(look.style).toEqual({ maxWidth: "75%", backgroundColor: "#FF000080" });
    expect(boxLook({ type: "box", layout: "vertical", borderWidth: "2.5px" }, vertical).style).toEqual({
      borderStyle: "solid",
      borderWidth: "2.5px",
      borderColor: "#000000",
    });
  });

  it("turns linearGradient into CSS with the centre stop", () => {
    const gradient = { type: "linearGradient", angle: "90deg", startColor: "#FF0000", endColor: "#0000FF" };
    expect(linearGradient(gradient)).toBe("linear-gradient(90deg, #FF0000 0%, #0000FF 100%)");
    expect(
      linearGradient({ ...gradient, angle: "23.5deg", centerColor: "#00FF00", centerPosition: "10%" }),
    ).toBe("linear-gradient(23.5deg, #FF0000 0%, #00FF00 10%, #0000FF 100%)");
    expect(linearGradient({ ...gradient, centerColor: "#00FF00" })).toContain("#00FF00 50%");
    expect(linearGradient({ ...gradient, angle: "sideways" })).toBeUndefined();
  });

  it("styles text: size, wrap, maxLines, lineSpacing, scaling", () => {
    expect(classes(textLook({ size: "3xl" }).look)).toEqual(["fx-t", "fx-fs-3xl", "fx-nw"]);
    const face = textLook({ size: "13.5px", weight: "bold", style: "italic", decoration: "underline" });
    expect(classes(face.look)).toEqual(["fx-t", "fx-b", "fx-it", "fx-underline", "fx-nw"]);
    expect(face.fontSize).toBe("13.5px");
    expect(classes(textLook({ size: "huge" }).look)).toContain("fx-fs-md");
    const clamped = textLook({ wrap: true, maxLines: 2 }).look;
    expect(classes(clamped)).toEqual(expect.arrayContaining(["fx-wrap", "fx-clamp"]));
    expect(clamped.style).toEqual({ WebkitLineClamp: 2 });
    expect(textLook({ wrap: true, lineSpacing: "10px" }).look.style).toMatchObject({
      lineHeight: "calc(1.4em + 10px)",
      marginTop: "calc(10px / -2)",
    });
    expect(classes(textLook({ size: "lg", scaling: true }).look)).toContain("fx-fss-lg");
    expect(textLook({ color: "#FF0000" }).look.style).toEqual({ color: "#FF0000" });
    expect(classes(textLook({ align: "end" }).look)).toContain("fx-ta-end");
  });

  it("draws a plain text as one element with its place and its paragraph look", () => {
    const look = textItemLook({ type: "text", size: "sm", weight: "bold" }, vertical);
    expect(classes(look)).toEqual(["fx-tx", "fx-f0", "fx-mt-lg", "fx-fs-sm", "fx-b", "fx-nw"]);
  });

  it("lets a text's decoration win over its spans'", () => {
    expect(classes(spanLook({ decoration: "underline", size: "xxl" }, {}))).toEqual([
      "fx-fs-xxl",
      "fx-underline",
    ]);
    expect(spanLook({ decoration: "none" }, { decoration: "line-through" }).className).toBe("");
  });

  it("sizes images and keeps their ratio", () => {
    expect(imageWidth(undefined)).toBe("100px");
    expect(imageWidth("xxs")).toBe("40px");
    expect(imageWidth("5xl")).toBe("220px");
    expect(imageWidth("full")).toBe("100%");
    expect(imageWidth("65px")).toBe("65px");
    const area = drawingAreaLook({ size: "xl", aspectRatio: "4:3", backgroundColor: "#EEEEEE" }, undefined);
    expect(area.className).toBe("fx-da fx-iw-xl");
    expect(area.style).toEqual({ aspectRatio: "4 / 3", backgroundColor: "#EEEEEE" });
    expect(drawingAreaLook({ size: "72px", aspectRatio: "1:4" }, undefined).style).toEqual({ width: "72px" });
  });

  it("colours buttons by style and height", () => {
    expect(buttonLook({}).className).toBe("fx-btn");
    expect(rule("fx-btn")).toContain("height:52px");
    expect(rule("fx-btn")).toContain("color:#42659a");
    expect(buttonLook({ style: "primary", height: "sm" }).className).toBe("fx-btn fx-btn-primary fx-btn-sm");
    expect(rule("fx-btn-primary")).toBe("background-color:#17c950;color:#ffffff");
    expect(rule("fx-btn-sm")).toBe("height:40px");
    expect(buttonLook({ style: "secondary", color: "#AABBCC" }).style).toEqual({
      backgroundColor: "#AABBCC",
    });
    expect(buttonLook({ style: "link", color: "#AABBCC" }).style).toEqual({ color: "#AABBCC" });
  });

  it("sizes bubbles alone and in carousels", () => {
    expect(bubbleFrameClass("nano")).toBe("fx-frame-nano");
    expect(rule("fx-frame-nano")).toContain("width:120px;max-width:100%");
    expect(bubbleFrameClass("hecto", 0)).toBe("fx-cframe fx-cmax-hecto fx-cfirst");
    expect(rule("fx-cframe")).toContain("width:80%");
    expect(rule("fx-cmax-hecto")).toBe("max-width:241px");
    expect(bubbleFrameClass("deca", 2)).toBe("fx-cframe fx-cmax-deca fx-cnext");
  });
});

describe("describeAction", () => {
  it.each([
    [{ type: "uri", uri: "https://a.example" }, "Opens https://a.example"],
    [
      { type: "uri", uri: "https://a.example", altUri: { desktop: "https://pc.example" } },
      "Opens https://a.example (on desktop: https://pc.example)",
    ],
    [{ type: "message", text: "Hi" }, "Sends message: Hi"],
    [{ type: "postback", data: "a=1", displayText: "Buy" }, 'Postback: data=a=1, shows "Buy"'],
    [{ type: "datetimepicker", data: "d", mode: "time" }, "Opens a time picker, then posts back data=d"],
    [{ type: "clipboard", clipboardText: "CODE" }, "Copies to clipboard: CODE"],
    [{ type: "camera" }, "Opens the camera"],
    [
      { type: "richmenuswitch", richMenuAliasId: "b", data: "x" },
      "Switches to rich menu b, posts back data=x",
    ],
    [{ type: "teleport" }, "Action: teleport"],
  ])("%j → %s", (action, expected) => {
    expect(describeAction(action)).toBe(expected);
  });
});
