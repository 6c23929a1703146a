import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSchemaFile, DEFAULT_SOURCE } from "../../server/line-sandbox/extract-line-schemas.ts";
import { createRichMenuFormSchema, richMenuIdSchema } from "../../shared/richmenu/api.ts";
import {
  boundsOutsideMessage,
  buildRichMenuJson,
  canAddArea,
  checkLineSchema,
  DEFAULT_RICH_MENU_SIZE,
  defaultAreaAction,
  emptyRichMenuConfig,
  RICH_MENU_MESSAGES,
  type RichMenuArea,
  type RichMenuConfig,
  roundBoundsInput,
  validateArea,
  validateRichMenu,
} from "../../shared/richmenu/index.ts";
import lineSchemas from "../../shared/richmenu/line-schemas.json" with { type: "json" };
import { englishText } from "../../shared/text/english.ts";
import { issueMessage } from "../../shared/text/zod-message.ts";

const m = RICH_MENU_MESSAGES;

function area(x = 0, y = 0, width = 100, height = 100): RichMenuArea {
  return { bounds: { x, y, width, height }, action: defaultAreaAction() };
}

function menu(overrides: Partial<RichMenuConfig> = {}): RichMenuConfig {
  return { ...emptyRichMenuConfig(), name: "Main menu", chatBarText: "Menu", areas: [area()], ...overrides };
}

function errorsOf(config: RichMenuConfig, options?: { hasImage?: boolean }) {
  return validateRichMenu(config, options).errors;
}

describe("emptyRichMenuConfig", () => {
  it("is the reset state: empty texts, 2500 × 1686, not selected, no areas", () => {
    expect(emptyRichMenuConfig()).toEqual({
      name: "",
      chatBarText: "",
      size: { width: 2500, height: 1686 },
      selected: false,
      areas: [],
    });
    expect(DEFAULT_RICH_MENU_SIZE).toEqual({ width: 2500, height: 1686 });
  });

  it("returns a fresh object each time", () => {
    const a = emptyRichMenuConfig();
    a.size.width = 1;
    expect(emptyRichMenuConfig().size.width).toBe(2500);
  });
});

describe("validateRichMenu: create rules", () => {
  it("accepts a complete menu", () => {
    expect(validateRichMenu(menu(), { hasImage: true })).toEqual({
      valid: true,
      errors: [],
      areas: [{ valid: true, errors: [] }],
    });
  });

  it.each([
    { name: "", chatBarText: "Menu" },
    { name: "Main", chatBarText: "" },
    { name: "   ", chatBarText: "Menu" },
  ])("requires name and chat bar text (%j)", (texts) => {
    expect(errorsOf(menu(texts))).toEqual(["Please fill in name and chat bar text"]);
  });

  it("requires an image when the wizard says there is none", () => {
    expect(errorsOf(menu(), { hasImage: false })).toEqual(["Please upload an image"]);
    expect(errorsOf(menu(), { hasImage: true })).toEqual([]);
  });

  it("caps chat bar text at 14 characters, counted as graphemes like LINE", () => {
    expect(errorsOf(menu({ chatBarText: "x".repeat(14) }))).toEqual([]);
    expect(errorsOf(menu({ chatBarText: "x".repeat(15) }))).toEqual([m.chatBarTextTooLong]);
    expect(errorsOf(menu({ chatBarText: "🍔".repeat(14) }))).toEqual([]);
  });

  it("caps the name at 300 characters", () => {
    expect(errorsOf(menu({ name: "n".repeat(300) }))).toEqual([]);
    expect(errorsOf(menu({ name: "n".repeat(301) }))).toEqual([m.nameTooLong]);
  });

  it("allows at most 20 areas", () => {
    const tiles = (count: number) => Array.from({ length: count }, (_, i) => area(i * 100, 0, 100, 100));
    expect(errorsOf(menu({ areas: tiles(20) }))).toEqual([]);
    expect(errorsOf(menu({ areas: tiles(21) }))).toEqual(["Maximum 20 areas allowed per rich menu"]);
    expect(canAddArea({ areas: tiles(19) })).toBe(true);
    expect(canAddArea({ areas: tiles(20) })).toBe(false);
  });

  it("applies the size rules: width 800–2500, height ≥ 250, aspect ≥ 1.45, integers", () => {
    expect(errorsOf(menu({ size: { width: 800, height: 250 } }))).toEqual([]);
    expect(errorsOf(menu({ size: { width: 799, height: 250 } }))).toEqual([m.width]);
    expect(errorsOf(menu({ size: { width: 2501, height: 1686 } }))).toEqual([m.width]);
    expect(errorsOf(menu({ size: { width: 1200, height: 249 } }))).toEqual([m.height]);
    expect(errorsOf(menu({ size: { width: 1449, height: 1000 } }))).toEqual([m.aspectRatio]);
    expect(errorsOf(menu({ size: { width: 2500.5, height: 1686 } }))).toEqual([m.sizeNotInteger]);
  });

  it("checks bounds: integers, x/y ≥ 0, width/height ≥ 1, inside the image", () => {
    expect(errorsOf(menu({ areas: [area(0.5)] }))).toEqual([`Area 1: ${m.boundsNotInteger}`]);
    expect(errorsOf(menu({ areas: [area(-1)] }))).toEqual(["Area 1: Bounds x and y must be at least 0"]);
    expect(errorsOf(menu({ areas: [area(0, 0, 0, 10)] }))).toEqual([
      "Area 1: Bounds width and height must be at least 1",
    ]);
    expect(errorsOf(menu({ areas: [area(2400, 0, 101, 10)] }))).toEqual([
      "Area 1: Bounds must lie inside the 2500 × 1686 image",
    ]);
    expect(errorsOf(menu({ areas: [area(2400, 1586, 100, 100)] }))).toEqual([]);
    expect(boundsOutsideMessage({ width: 1200, height: 405 })).toEqual(
      "Bounds must lie inside the 1200 × 405 image",
    );
  });

  it("prefixes each area's action errors with its number", () => {
    const bad: RichMenuArea = {
      bounds: { x: 0, y: 0, width: 10, height: 10 },
      action: { type: "message", text: "" },
    };
    const result = validateRichMenu(menu({ areas: [area(), bad] }));
    expect(result.errors).toEqual(["Area 2: Text is required and must be a string"]);
    expect(result.areas.map((a) => a.valid)).toEqual([true, false]);
  });

  it("finally checks the request against LINE's RichMenuRequest schema", () => {
    const notBoolean = { ...menu(), selected: "yes" } as unknown as RichMenuConfig;
    expect(errorsOf(notBoolean)).toEqual(["selected must be a boolean (LINE schema)"]);
  });
});

describe("validateArea", () => {
  it("lists bounds errors before action errors", () => {
    const result = validateArea(
      { bounds: { x: -5, y: 0, width: 10, height: 10 }, action: { type: "camera" } },
      DEFAULT_RICH_MENU_SIZE,
    );
    expect(result).toEqual({
      valid: false,
      errors: [m.boundsNegative, "Label is required and must be a string"],
    });
  });
});

describe("roundBoundsInput", () => {
  it("rounds to an integer of at least 0", () => {
    expect(roundBoundsInput(12.4)).toBe(12);
    expect(roundBoundsInput(12.5)).toBe(13);
    expect(roundBoundsInput(-3)).toBe(0);
    expect(roundBoundsInput(Number.NaN)).toBe(0);
  });
});

describe("buildRichMenuJson", () => {
  it("leaves invalid areas out and keeps valid ones in order", () => {
    const invalidAction: RichMenuArea = {
      bounds: { x: 0, y: 0, width: 5, height: 5 },
      action: { type: "location" },
    };
    const outside = area(2490, 0, 100, 100);
    const json = buildRichMenuJson(menu({ areas: [area(0, 0), invalidAction, outside, area(200, 0)] }));
    expect(json.areas.map((a) => a.bounds.x)).toEqual([0, 200]);
  });

  it("writes LINE's RichMenuRequest, key order included, with empty fields dropped", () => {
    const config = menu({
      selected: true,
      areas: [
        {
          bounds: { x: 1, y: 2, width: 3, height: 4 },
          action: { type: "postback", label: "Buy", data: "d", displayText: "" },
        },
      ],
    });
    const json = buildRichMenuJson(config);
    expect(json).toEqual({
      size: { width: 2500, height: 1686 },
      selected: true,
      name: "Main menu",
      chatBarText: "Menu",
      areas: [
        {
          bounds: { x: 1, y: 2, width: 3, height: 4 },
          action: { type: "postback", label: "Buy", data: "d" },
        },
      ],
    });
    expect(Object.keys(json)).toEqual(["size", "selected", "name", "chatBarText", "areas"]);
    expect(checkLineSchema("RichMenuRequest", json)).toEqual([]);
  });

  it("does not change the editor's config", () => {
    const config = menu({
      areas: [
        { bounds: { x: 0, y: 0, width: 3, height: 4 }, action: { type: "message", text: "Hi", label: "" } },
      ],
    });
    buildRichMenuJson(config);
    expect(config.areas[0]?.action).toEqual({ type: "message", text: "Hi", label: "" });
  });
});

describe("checkLineSchema (official schema subset)", () => {
  it("dispatches actions on their type and reports unknown types", () => {
    expect(checkLineSchema("Action", { type: "postback", data: "x".repeat(301) })).toEqual([
      { path: "data", message: "data must not exceed 300 characters" },
    ]);
    expect(checkLineSchema("Action", { type: "nope" })[0]?.message).toEqual(
      "type must be one of: camera, cameraRoll, clipboard, datetimepicker, location, message, postback, richmenuswitch, uri",
    );
  });

  it("checks types, integers, minimums, enums, formats and required fields", () => {
    const issues = checkLineSchema("RichMenuRequest", {
      size: { width: 2500.5, height: 0 },
      name: 3,
      areas: [
        { bounds: { x: -1, y: 0, width: 1, height: 1 }, action: { type: "datetimepicker", mode: "week" } },
      ],
    }).map((issue) => issue.message);
    expect(issues).toEqual([
      "size.width must be an integer",
      "size.height must be at least 1",
      "name must be a string",
      "areas[0].bounds.x must be at least 0",
      "areas[0].action.mode must be one of: date, time, datetime",
    ]);
    expect(checkLineSchema("Action", { type: "uri", uri: "no scheme" })[0]?.message).toEqual(
      "uri must be a valid URI",
    );
    expect(checkLineSchema("Action", { type: "clipboard" })[0]?.message).toEqual("clipboardText is required");
  });

  it("matches a fresh extraction from the project's vendored messaging-api.yml", () => {
    const fresh = buildSchemaFile(
      readFileSync(DEFAULT_SOURCE, "utf8"),
      "server/line-sandbox/openapi/messaging-api.yml",
    );
    expect(lineSchemas.schemas).toEqual(fresh.schemas);
    expect(lineSchemas.source).toEqual("server/line-sandbox/openapi/messaging-api.yml");
  });
});

describe("createRichMenuFormSchema", () => {
  const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
  const form = { richMenu: JSON.stringify(menu()), image };

  it("parses the menu's JSON text and reads setDefault as a boolean (default false)", () => {
    const parsed = createRichMenuFormSchema.parse(form);
    expect(parsed.richMenu).toEqual(menu());
    expect(parsed.setDefault).toBe(false);
    expect(createRichMenuFormSchema.parse({ ...form, setDefault: "true" }).setDefault).toBe(true);
  });

  function messages(input: unknown): string[] {
    const result = createRichMenuFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => englishText(issueMessage(issue)));
  }

  it("re-validates the menu with the shared rules and messages", () => {
    const withMenu = (richMenu: unknown) => messages({ ...form, richMenu: JSON.stringify(richMenu) });
    expect(withMenu(menu({ name: "" }))).toEqual(["Please fill in name and chat bar text"]);
    const many = Array.from({ length: 21 }, (_, i) => area(i * 100, 0));
    expect(withMenu(menu({ areas: many }))).toEqual(["Maximum 20 areas allowed per rich menu"]);
    const stringAction = { ...menu(), areas: [{ bounds: area().bounds, action: "uri" }] };
    expect(withMenu(stringAction)).toContain("Action must be an object");
    expect(messages({ ...form, richMenu: "{not json" })).toEqual([RICH_MENU_MESSAGES.menuJsonRequired]);
  });

  it("requires a non-empty image file", () => {
    expect(messages({ richMenu: form.richMenu })).toEqual(["Please upload an image"]);
    expect(messages({ ...form, image: new Blob([]) })).toEqual(["Please upload an image"]);
    expect(messages({ ...form, image: "data:image/png;base64,AAAA" })).toEqual(["Please upload an image"]);
  });
});

describe("richMenuIdSchema", () => {
  it("accepts LINE's rich menu IDs and refuses anything path-like", () => {
    expect(richMenuIdSchema.safeParse("richmenu-88c05ef6921ae53f8b58a25f3a65faf7").success).toBe(true);
    expect(richMenuIdSchema.safeParse("richmenu-../../etc").success).toBe(false);
    expect(richMenuIdSchema.safeParse("88c05ef6").success).toBe(false);
  });
});
