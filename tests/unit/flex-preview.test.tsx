import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BLOCK_PADDING_PX } from "../../shared/flex/tokens.ts";
import { describeAction, FlexPreview } from "../../web/components/flex-preview/index.ts";
import {
  aspectRatioPercent,
  boxStyle,
  bubbleFrameStyle,
  buttonStyle,
  drawingAreaStyle,
  imageWidth,
  itemStyle,
  linearGradient,
  paddingStyle,
  spanStyle,
  textStyle,
} from "../../web/components/flex-preview/styles.ts";
import { ALL_FLEX_FIXTURES } from "./flex-fixtures.ts";

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

describe("FlexPreview output", () => {
  it("uses LINE's keyword sizes", () => {
    const html = render(
      bubbleOf(
        [
          { type: "text", text: "Big", size: "xl" },
          { type: "text", text: "Small", size: "xxs" },
        ],
        { size: "giga" },
      ),
    );
    expect(html).toContain("font-size:22px");
    expect(html).toContain("font-size:11px");
    expect(html).toMatch(/style="[^"]*width:500px;max-width:100%[^"]*" data-flex-bubble="giga"/);
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
    expect(html.match(/margin-top:8px/g)).toHaveLength(1);
    expect(html).toContain("margin-top:20px");
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
    ]);
    const html = renderToString(<FlexPreview container={container} mode="mobile" fontScale={1.25} />);
    expect(html).toContain("--flex-font-scale:1.25");
    expect(html).toContain("font-size:calc(16px * var(--flex-font-scale, 1))");
    expect(html).toContain("font-size:16px");
  });

  it("draws spans instead of the text, with their own styles", () => {
    const spans = [
      { type: "span", text: "Red ", color: "#FF0000", size: "xl" },
      { type: "span", text: "bold", weight: "bold" },
    ];
    const html = render(bubbleOf([{ type: "text", text: "ignored", contents: spans }]));
    expect(html).not.toContain("ignored");
    expect(html).toContain('<span style="font-size:22px;color:#FF0000">Red </span>');
    expect(html).toContain('<span style="font-weight:700">bold</span>');
  });

  it("keeps the legacy spacer's fixed size", () => {
    expect(render(bubbleOf([{ type: "spacer", size: "xl" }]))).toContain("height:16px");
    expect(render(bubbleOf([{ type: "spacer" }]))).toContain("height:8px");
  });

  it("labels the preview with the alt text and sizes it by mode", () => {
    expect(render(bubbleOf([]), "mobile")).toMatch(
      /aria-label="Flex Message preview: Alt"[^>]*max-width:375px/,
    );
    expect(render(bubbleOf([]), "desktop")).toContain("max-width:720px");
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
    expect(html).toMatch(/<button type="button"[^>]*>.*Open/);
    expect(html).toContain('role="button" tabindex="0"');
  });

  it("draws images in an aspect-ratio box that keeps its size when the image fails", () => {
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
    expect(html).toContain("width:100%;max-width:100%;aspect-ratio:20 / 13");
    expect(html).not.toMatch(/padding-bottom:[\d.]+%/);
    expect(html).toContain("background-image:url(&quot;https://example.com/x.png&quot;)");
    expect(html).toContain("background-size:cover");
    expect(html).not.toContain("<img");
  });

  it("writes RTL bubbles with dir=rtl and logical offsets", () => {
    const html = render(
      bubbleOf([{ type: "text", text: "x", position: "absolute", offsetStart: "10px" }], {
        direction: "rtl",
      }),
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("position:absolute;inset-inline-start:10px");
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
    expect(html).toContain("overflow-x:auto");
    expect(html).toContain("margin-inline-start:7px");
    expect(html).toContain("margin-inline-start:9px");
    expect(html).toContain('aria-label="Carousel of 2 bubbles"');
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
    expect(html.match(/border-top:0.5px solid/g)).toHaveLength(1);
    expect(html).toContain("border-top:0.5px solid #FF0000");
  });
});

describe("style functions", () => {
  const vertical = { layout: "vertical" as const, index: 1, spacing: "lg" };
  const horizontal = { layout: "horizontal" as const, index: 0 };

  it("maps flex like LINE: 1 0 0 in rows (default 1), X 0 auto in columns (default 0)", () => {
    expect(itemStyle({ type: "text" }, horizontal).flex).toBe("1 0 0");
    expect(itemStyle({ type: "text", flex: 3 }, horizontal).flex).toBe("3 0 0");
    expect(itemStyle({ type: "text", flex: 0 }, horizontal).flex).toBe("0 0 auto");
    expect(itemStyle({ type: "text" }, vertical).flex).toBe("0 0 auto");
    expect(itemStyle({ type: "text", flex: 2 }, vertical).flex).toBe("2 0 auto");
    expect(itemStyle({ type: "box", width: "40px", flex: 2 }, horizontal).flex).toBe("0 0 auto");
    expect(itemStyle({ type: "filler" }, vertical).flex).toBe("1 0 0");
  });

  it("uses spacing before every child but the first, fillers and absolute ones", () => {
    expect(itemStyle({ type: "text" }, vertical).marginTop).toBe("12px");
    expect(itemStyle({ type: "text" }, { ...vertical, index: 0 }).marginTop).toBeUndefined();
    expect(itemStyle({ type: "filler" }, vertical).marginTop).toBeUndefined();
    expect(itemStyle({ type: "text", position: "absolute" }, vertical).marginTop).toBeUndefined();
    expect(
      itemStyle({ type: "text", margin: "sm" }, { ...horizontal, spacing: "xl" }).marginInlineStart,
    ).toBe("4px");
    expect(itemStyle({ type: "text" }, { ...vertical, spacing: "6.5px" }).marginTop).toBe("6.5px");
  });

  it("lets paddingTop/Bottom/Start/End override paddingAll over the block default", () => {
    const padding = paddingStyle({ paddingAll: "md", paddingStart: "30px" }, BLOCK_PADDING_PX.mega.body);
    expect(padding).toEqual({
      paddingTop: "8px",
      paddingInlineEnd: "8px",
      paddingBottom: "8px",
      paddingInlineStart: "30px",
    });
    expect(paddingStyle({}, BLOCK_PADDING_PX.mega.bodyAboveFooter)).toEqual({
      paddingTop: "19px",
      paddingInlineEnd: "20px",
      paddingBottom: "10px",
      paddingInlineStart: "20px",
    });
    expect(paddingStyle({ paddingTop: "5%" })).toEqual({ paddingTop: "5%" });
  });

  it("draws boxes with LINE's border widths, radii and sizes", () => {
    const style = boxStyle(
      {
        type: "box",
        layout: "baseline",
        borderWidth: "semi-bold",
        cornerRadius: "xxl",
        maxWidth: "75%",
        backgroundColor: "#FF000080",
      },
      vertical,
    );
    expect(style).toMatchObject({
      flexDirection: "row",
      alignItems: "baseline",
      borderWidth: "3px",
      borderStyle: "solid",
      borderRadius: "20px",
      maxWidth: "75%",
      backgroundColor: "#FF000080",
    });
    expect(boxStyle({ type: "box", layout: "vertical", borderWidth: "light" }, vertical).borderWidth).toBe(
      "0.5px",
    );
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
    expect(textStyle({ size: "3xl" })).toMatchObject({
      fontSize: "35px",
      whiteSpace: "nowrap",
      textOverflow: "ellipsis",
    });
    expect(
      textStyle({ size: "13.5px", weight: "bold", style: "italic", decoration: "underline" }),
    ).toMatchObject({
      fontSize: "13.5px",
      fontWeight: 700,
      fontStyle: "italic",
      textDecoration: "underline",
    });
    expect(textStyle({ size: "huge" }).fontSize).toBe("16px");
    expect(textStyle({ wrap: true, maxLines: 2 })).toMatchObject({
      whiteSpace: "pre-wrap",
      WebkitLineClamp: 2,
    });
    expect(textStyle({ wrap: true, lineSpacing: "10px" })).toMatchObject({
      lineHeight: "calc(1.4em + 10px)",
      marginTop: "calc(10px / -2)",
    });
    expect(textStyle({ size: "lg", scaling: true }).fontSize).toBe("calc(19px * var(--flex-font-scale, 1))");
    expect(textStyle({ color: "#FF0000" }).color).toBe("#FF0000");
    expect(textStyle({ align: "end" }).textAlign).toBe("end");
  });

  it("lets a text's decoration win over its spans'", () => {
    expect(spanStyle({ decoration: "underline", size: "xxl" }, {})).toMatchObject({
      textDecoration: "underline",
      fontSize: "29px",
    });
    expect(spanStyle({ decoration: "none" }, { decoration: "line-through" }).textDecoration).toBeUndefined();
  });

  it("sizes images and keeps their ratio", () => {
    expect(imageWidth(undefined)).toBe("100px");
    expect(imageWidth("xxs")).toBe("40px");
    expect(imageWidth("5xl")).toBe("220px");
    expect(imageWidth("full")).toBe("100%");
    expect(imageWidth("65px")).toBe("65px");
    expect(aspectRatioPercent("1.91:1")).toBeCloseTo(52.356, 2);
    expect(aspectRatioPercent("1:4")).toBe(100);
    expect(drawingAreaStyle({ aspectRatio: "4:3", backgroundColor: "#EEEEEE" })).toMatchObject({
      width: "100px",
      aspectRatio: "4 / 3",
      backgroundColor: "#EEEEEE",
    });
    // The height follows the area's own width, never its column's (no padding-bottom %).
    expect(drawingAreaStyle({ size: "72px", aspectRatio: "3:2" })).not.toHaveProperty("paddingBottom");
  });

  it("colours buttons by style and height", () => {
    expect(buttonStyle({})).toMatchObject({
      height: "52px",
      color: "#42659a",
      backgroundColor: "transparent",
    });
    expect(buttonStyle({ style: "primary", height: "sm" })).toMatchObject({
      height: "40px",
      backgroundColor: "#17c950",
      color: "#ffffff",
    });
    expect(buttonStyle({ style: "secondary", color: "#AABBCC" })).toMatchObject({
      backgroundColor: "#AABBCC",
      color: "#111111",
    });
    expect(buttonStyle({ style: "link", color: "#AABBCC" })).toMatchObject({ color: "#AABBCC" });
  });

  it("sizes bubbles alone and in carousels", () => {
    expect(bubbleFrameStyle("nano")).toMatchObject({ width: "120px", maxWidth: "100%" });
    expect(bubbleFrameStyle("hecto", 0)).toMatchObject({
      width: "80%",
      maxWidth: "241px",
      marginInlineStart: "7px",
    });
    expect(bubbleFrameStyle("deca", 2)).toMatchObject({ maxWidth: "220px", marginInlineStart: "9px" });
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
