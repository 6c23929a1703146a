import { describe, expect, it } from "vitest";
import {
  buildImagemapJson,
  IMAGEMAP_ACTION_MESSAGES,
  IMAGEMAP_MESSAGES,
  IMAGEMAP_RENDITION_WIDTHS,
  IMAGEMAP_VALIDATION_MESSAGES,
  type ImagemapArea,
  type ImagemapState,
  imagemapBaseSize,
  imagemapHints,
  imagemapRenditionSize,
  isImagemapImageType,
  MAX_IMAGEMAP_AREAS,
  newImagemapArea,
  scaleToImagemap,
  validateImagemap,
} from "../../shared/imagemap/index.ts";
import { checkLineSchema } from "../../shared/richmenu/index.ts";

const HOST = "https://tools.example.com";
const v = IMAGEMAP_VALIDATION_MESSAGES;
const a = IMAGEMAP_ACTION_MESSAGES;

function uriArea(x: number, y: number, width: number, height: number, linkUri = HOST): ImagemapArea {
  return { x, y, width, height, type: "uri", linkUri, text: "" };
}

function state(overrides: Partial<ImagemapState> = {}): ImagemapState {
  return {
    baseUrl: "https://cdn.example.com/imagemap/abc",
    altText: "Spring sale",
    image: { width: 1040, height: 1040 },
    areas: [uriArea(0, 0, 520, 520)],
    ...overrides,
  };
}

describe("image type and scaling", () => {
  it("accepts PNG and JPEG only, with the spec's message for the rest", () => {
    expect(isImagemapImageType("image/png")).toBe(true);
    expect(isImagemapImageType("image/jpeg")).toBe(true);
    expect(isImagemapImageType("image/gif")).toBe(false);
    expect(IMAGEMAP_MESSAGES.invalidImage).toBe("Please upload a valid image file (PNG or JPEG)");
  });

  it("scales images larger than 1040 on either side so both fit, keeping the proportions", () => {
    expect(scaleToImagemap(2080, 1040)).toEqual({ width: 1040, height: 520, scale: 0.5 });
    expect(scaleToImagemap(1000, 3000)).toMatchObject({ width: 347, height: 1040 });
    expect(scaleToImagemap(1500, 1500)).toMatchObject({ width: 1040, height: 1040 });
  });

  it("keeps images that already fit", () => {
    expect(scaleToImagemap(1040, 1040)).toEqual({ width: 1040, height: 1040, scale: 1 });
    expect(scaleToImagemap(800, 600)).toEqual({ width: 800, height: 600, scale: 1 });
  });

  it("uses a base width of 1040 with a proportional height", () => {
    expect(imagemapBaseSize({ width: 1040, height: 520 })).toEqual({ width: 1040, height: 520 });
    expect(imagemapBaseSize({ width: 520, height: 1040 })).toEqual({ width: 1040, height: 2080 });
    expect(imagemapBaseSize(null)).toEqual({ width: 1040, height: 1040 });
  });

  it("sizes the five renditions LINE fetches", () => {
    expect(IMAGEMAP_RENDITION_WIDTHS).toEqual([1040, 700, 460, 300, 240]);
    const original = { width: 1040, height: 520 };
    expect(IMAGEMAP_RENDITION_WIDTHS.map((w) => imagemapRenditionSize(w, original).height)).toEqual([
      520, 350, 230, 150, 120,
    ]);
  });
});

describe("areas", () => {
  it("defaults new areas to a uri action to the app's origin", () => {
    expect(newImagemapArea({ x: 1, y: 2, width: 30, height: 40 }, HOST)).toEqual({
      x: 1,
      y: 2,
      width: 30,
      height: 40,
      type: "uri",
      linkUri: HOST,
      text: "",
    });
  });

  it("allows at most 50 areas", () => {
    expect(MAX_IMAGEMAP_AREAS).toBe(50);
  });
});

describe("imagemapHints", () => {
  it("lists what is missing, in the spec's order and wording", () => {
    expect(imagemapHints({ baseUrl: "", altText: " ", areas: [] })).toEqual([
      "Add Base URL",
      "Add Alt Text",
      "Create at least one area",
    ]);
    expect(imagemapHints(state({ altText: "" }))).toEqual(["Add Alt Text"]);
    expect(imagemapHints(state({ areas: [] }))).toEqual(["Create at least one area"]);
  });

  it("is empty once base URL, alt text and an area exist", () => {
    expect(imagemapHints(state())).toEqual([]);
  });

  it("exports the copy toasts", () => {
    expect(IMAGEMAP_MESSAGES.copied).toBe("JSON copied to clipboard!");
    expect(IMAGEMAP_MESSAGES.copyFailed).toBe("Failed to copy to clipboard");
  });
});

describe("buildImagemapJson", () => {
  it("writes the imagemap message with linkUri, text and clipboardText per type", () => {
    const json = buildImagemapJson(
      state({
        areas: [
          uriArea(0, 0, 520, 520),
          { x: 520, y: 0, width: 520, height: 520, type: "message", linkUri: "", text: "Hello" },
          { x: 0, y: 520, width: 1040, height: 520, type: "clipboard", linkUri: "", text: "CODE42" },
        ],
      }),
    );
    expect(json).toEqual({
      type: "imagemap",
      baseUrl: "https://cdn.example.com/imagemap/abc",
      altText: "Spring sale",
      baseSize: { width: 1040, height: 1040 },
      actions: [
        { type: "uri", area: { x: 0, y: 0, width: 520, height: 520 }, linkUri: HOST },
        { type: "message", area: { x: 520, y: 0, width: 520, height: 520 }, text: "Hello" },
        { type: "clipboard", area: { x: 0, y: 520, width: 1040, height: 520 }, clipboardText: "CODE42" },
      ],
    });
    expect(validateImagemap(json)).toEqual({ valid: true, errors: [] });
    expect(checkLineSchema("ImagemapMessage", json)).toEqual([]);
  });

  it("rescales areas of a narrower image to the 1040-wide base", () => {
    const json = buildImagemapJson(
      state({ image: { width: 520, height: 1040 }, areas: [uriArea(260, 520, 260, 520)] }),
    );
    expect(json.baseSize).toEqual({ width: 1040, height: 2080 });
    expect(json.actions[0]?.area).toEqual({ x: 520, y: 1040, width: 520, height: 1040 });
    expect(validateImagemap(json).valid).toBe(true);
  });

  it("follows the original upload's size for baseSize when known (the scaled size is rounded)", () => {
    const original = { width: 1000, height: 1999 };
    const image = scaleToImagemap(original.width, original.height);
    const json = buildImagemapJson(
      state({
        image: { width: image.width, height: image.height },
        original,
        areas: [uriArea(0, 0, 520, 1040)],
      }),
    );
    expect(json.baseSize).toEqual(imagemapRenditionSize(1040, original));
    expect(json.baseSize).toEqual({ width: 1040, height: 2079 });
    expect(json.actions[0]?.area).toEqual({ x: 0, y: 0, width: 1040, height: 2079 });
    expect(validateImagemap(json).valid).toBe(true);
  });

  it("trims the base URL", () => {
    expect(buildImagemapJson(state({ baseUrl: "  https://cdn.example.com/m  " })).baseUrl).toBe(
      "https://cdn.example.com/m",
    );
  });
});

describe("validateImagemap", () => {
  const valid = buildImagemapJson(state());
  const errorsOf = (patch: Record<string, unknown>) => validateImagemap({ ...valid, ...patch }).errors;
  const withAction = (action: Record<string, unknown>) =>
    errorsOf({ actions: [{ area: { x: 0, y: 0, width: 10, height: 10 }, ...action }] });

  it("needs an object of type imagemap", () => {
    expect(validateImagemap(null).errors).toEqual([v.notObject]);
    expect(errorsOf({ type: "text" })).toEqual(['Type must be "imagemap"']);
  });

  it("needs an https base URL of at most 2000 characters", () => {
    expect(errorsOf({ baseUrl: "" })).toEqual(["Base URL is required"]);
    expect(errorsOf({ baseUrl: "http://cdn.example.com/m" })).toEqual([
      "Base URL must be a valid https:// URL",
    ]);
    const long = `https://cdn.example.com/${"a".repeat(2000)}`;
    expect(errorsOf({ baseUrl: long })).toEqual(["Base URL must not exceed 2000 characters"]);
    expect(errorsOf({ baseUrl: long.slice(0, 2000) })).toEqual([]);
  });

  it("needs alt text of at most 1500 characters", () => {
    expect(errorsOf({ altText: "  " })).toEqual(["Alt text is required"]);
    expect(errorsOf({ altText: "a".repeat(1500) })).toEqual([]);
    expect(errorsOf({ altText: "a".repeat(1501) })).toEqual(["Alt text must not exceed 1500 characters"]);
  });

  it("needs base width 1040 and a positive whole height", () => {
    expect(errorsOf({ baseSize: { width: 1000, height: 1000 } })).toEqual(["Base size width must be 1040"]);
    expect(errorsOf({ baseSize: { width: 1040, height: 0 } })).toEqual([
      "Base size height must be a positive whole number",
    ]);
    expect(errorsOf({ baseSize: undefined })).toEqual([v.baseWidth, v.baseHeight]);
  });

  it("allows at most 50 actions", () => {
    const actions = (n: number) =>
      Array.from({ length: n }, () => ({
        type: "uri",
        area: { x: 0, y: 0, width: 10, height: 10 },
        linkUri: HOST,
      }));
    expect(errorsOf({ actions: actions(50) })).toEqual([]);
    expect(errorsOf({ actions: actions(51) })).toEqual(["At most 50 actions are allowed"]);
    expect(errorsOf({ actions: "none" })).toEqual([v.actionsRequired]);
  });

  it("keeps every area inside the base size, with whole, non-empty bounds", () => {
    const area = (x: number, y: number, width: number, height: number) =>
      errorsOf({ actions: [{ type: "uri", area: { x, y, width, height }, linkUri: HOST }] });
    expect(area(1030, 1030, 10, 10)).toEqual([]);
    expect(area(1031, 0, 10, 10)).toEqual(["Action 1: area must lie inside the base size"]);
    expect(area(-1, 0, 10, 10)).toEqual([`Action 1: ${a.areaOutside}`]);
    expect(area(0, 0, 0, 10)).toEqual(["Action 1: area width and height must be at least 1"]);
    expect(area(0.5, 0, 10, 10)).toEqual(["Action 1: area must have whole-number x, y, width and height"]);
  });

  it("accepts only uri, message and clipboard actions", () => {
    expect(withAction({ type: "postback", data: "x" })).toEqual([
      "Action 1: type must be one of: uri, message, clipboard",
    ]);
  });

  it("checks uri actions: link required, at most 1000, http/https/line/tel", () => {
    expect(withAction({ type: "uri" })).toEqual(["Action 1: link URI is required"]);
    expect(withAction({ type: "uri", linkUri: `https://a.example/${"x".repeat(1000)}` })).toEqual([
      "Action 1: link URI must not exceed 1000 characters",
    ]);
    expect(withAction({ type: "uri", linkUri: "javascript:alert(1)" })).toEqual([
      "Action 1: link URI must be a valid http, https, line or tel URL",
    ]);
    expect(withAction({ type: "uri", linkUri: "tel:0312345678" })).toEqual([]);
  });

  it("checks message actions: text required, at most 400", () => {
    expect(withAction({ type: "message", text: "" })).toEqual(["Action 1: text is required"]);
    expect(withAction({ type: "message", text: "t".repeat(400) })).toEqual([]);
    expect(withAction({ type: "message", text: "t".repeat(401) })).toEqual([
      "Action 1: text must not exceed 400 characters",
    ]);
  });

  it("checks clipboard actions: clipboardText required, at most 1000", () => {
    expect(withAction({ type: "clipboard", text: "old field" })).toEqual([
      "Action 1: clipboard text is required",
    ]);
    expect(withAction({ type: "clipboard", clipboardText: "c".repeat(1000) })).toEqual([]);
    expect(withAction({ type: "clipboard", clipboardText: "c".repeat(1001) })).toEqual([
      "Action 1: clipboard text must not exceed 1000 characters",
    ]);
  });

  it("finally applies the official schema (e.g. 32-bit areas)", () => {
    const huge = 2 ** 31;
    const json = {
      ...valid,
      baseSize: { width: 1040, height: huge + 10 },
      actions: [{ type: "uri", area: { x: 0, y: huge, width: 1, height: 1 }, linkUri: HOST }],
    };
    expect(validateImagemap(json).errors).toEqual([
      "baseSize.height must fit in 32 bits (LINE schema)",
      "actions[0].area.y must fit in 32 bits (LINE schema)",
    ]);
  });
});
