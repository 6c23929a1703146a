import { describe, expect, it } from "vitest";
import {
  addQuickReply,
  buildTextMessage,
  changeQuickReplyType,
  emptyTextMessageState,
  ICON_URL_MESSAGES,
  QUICK_REPLY_ACTION_TYPES,
  TEXT_MESSAGE_MESSAGES,
  updateQuickReplyAction,
} from "../../shared/text-message/index.ts";
import {
  iconCheckError,
  iconSyntaxStatus,
  loadedIconError,
} from "../../web/tools/text-message/icon-check.ts";
import {
  ACTION_FIELDS,
  actionPatch,
  changeSenderName,
  fieldValue,
  SENDER_NAME_HINTS,
  textCounter,
  textMessageOutput,
  visibleFields,
} from "../../web/tools/text-message/model.ts";

const HOST = "https://tools.example.com";

describe("sender name input", () => {
  it("takes allowed names and clearing", () => {
    expect(changeSenderName("", "Support")).toEqual({ value: "Support", hint: null });
    expect(changeSenderName("Support", "")).toEqual({ value: "", hint: null });
    expect(changeSenderName("", "x".repeat(20))).toEqual({ value: "x".repeat(20), hint: null });
  });

  it("ignores input containing 'line' in any case, and says why", () => {
    for (const next of ["LINE bot", "Online shop", "my Line", "lInE"]) {
      expect(changeSenderName("Support", next)).toEqual({
        value: "Support",
        hint: SENDER_NAME_HINTS.reserved,
      });
    }
  });

  it("ignores input over 20 characters, and says why", () => {
    expect(changeSenderName("abc", "x".repeat(21))).toEqual({
      value: "abc",
      hint: SENDER_NAME_HINTS.tooLong,
    });
  });
});

describe("quick reply inputs per action type", () => {
  const keys = (type: (typeof QUICK_REPLY_ACTION_TYPES)[number]) => ACTION_FIELDS[type].map((f) => f.key);

  it("offers every type's own fields besides the label", () => {
    expect(keys("message")).toEqual(["text"]);
    expect(keys("uri")).toEqual(["uri"]);
    expect(keys("postback")).toEqual(["data", "displayText", "inputOption", "fillInText"]);
    expect(keys("datetimepicker")).toEqual(["data", "mode", "initial", "max", "min"]);
    expect(keys("camera")).toEqual([]);
    expect(keys("cameraRoll")).toEqual([]);
    expect(keys("location")).toEqual([]);
    expect(keys("clipboard")).toEqual(["clipboardText"]);
  });

  it("fills every shown field of every type with its sample default", () => {
    for (const type of QUICK_REPLY_ACTION_TYPES) {
      const [item] = changeQuickReplyType(addQuickReply([]), 0, type, HOST);
      if (!item) throw new Error("no item");
      expect(item.action.label, type).toBe("Quick Reply");
      const optional = new Set(["inputOption"]);
      for (const field of visibleFields(item.action)) {
        if (!optional.has(field.key))
          expect(fieldValue(item.action, field.key), `${type}.${field.key}`).not.toBe("");
      }
    }
  });

  it("shows fill-in text only with openKeyboard, and drops it when leaving openKeyboard", () => {
    let items = changeQuickReplyType(addQuickReply([]), 0, "postback", HOST);
    const shown = () => visibleFields(items[0]?.action ?? { type: "camera" }).map((f) => f.key);
    expect(shown()).not.toContain("fillInText");
    items = updateQuickReplyAction(items, 0, { inputOption: "openKeyboard", fillInText: "Qty: " });
    expect(shown()).toContain("fillInText");
    const action = items[0]?.action;
    if (!action) throw new Error("no action");
    items = updateQuickReplyAction(items, 0, actionPatch(action, "inputOption", "openVoice"));
    expect(shown()).not.toContain("fillInText");
    const json = buildTextMessage({ ...emptyTextMessageState(), text: "Hi", quickReplies: items });
    expect(json.quickReply?.items[0]?.action).toEqual({
      type: "postback",
      label: "Quick Reply",
      data: "action=buy&itemid=111",
      displayText: "Buy",
      inputOption: "openVoice",
    });
  });

  it("caps the texts LINE caps at 300 with a counter", () => {
    const capped = Object.values(ACTION_FIELDS)
      .flat()
      .filter((field) => field.max !== undefined)
      .map((field) => [field.key, field.max]);
    expect(capped).toEqual([
      ["text", 300],
      ["data", 300],
      ["displayText", 300],
      ["fillInText", 300],
      ["data", 300],
      ["clipboardText", 300],
    ]);
  });
});

describe("generated JSON panel", () => {
  it("shows an error placeholder for blank or too long text", () => {
    expect(textMessageOutput(emptyTextMessageState())).toEqual({
      kind: "placeholder",
      error: TEXT_MESSAGE_MESSAGES.textRequired,
    });
    expect(textMessageOutput({ ...emptyTextMessageState(), text: "  \n " }).kind).toBe("placeholder");
    expect(textMessageOutput({ ...emptyTextMessageState(), text: "x".repeat(5001) })).toEqual({
      kind: "placeholder",
      error: TEXT_MESSAGE_MESSAGES.textTooLong,
    });
  });

  it("shows the pretty JSON and LINE's objections", () => {
    const ok = textMessageOutput({ ...emptyTextMessageState(), text: "Hi" });
    expect(ok).toEqual({
      kind: "json",
      json: { type: "text", text: "Hi" },
      text: '{\n  "type": "text",\n  "text": "Hi"\n}',
      problems: [],
    });
    const items = updateQuickReplyAction(addQuickReply([]), 0, { label: "x".repeat(21) });
    const over = textMessageOutput({ ...emptyTextMessageState(), text: "Hi", quickReplies: items });
    expect(over.kind === "json" && over.problems).toEqual([
      "Quick reply 1: Label must not exceed 20 characters",
    ]);
  });

  it("counts the message text against 5000", () => {
    expect(textCounter("abc")).toEqual({ count: 3, max: 5000, over: false });
    expect(textCounter("x".repeat(5001)).over).toBe(true);
  });
});

describe("icon URL checking steps", () => {
  it("decides cleared and syntax failures without the network", () => {
    expect(iconSyntaxStatus("")).toEqual({ kind: "empty" });
    expect(iconSyntaxStatus("   ")).toEqual({ kind: "empty" });
    expect(iconSyntaxStatus("http://a.example/icon.png")).toEqual({
      kind: "invalid",
      message: ICON_URL_MESSAGES.https,
    });
    expect(iconSyntaxStatus("https://a.example/icon.jpg")).toEqual({
      kind: "invalid",
      message: ICON_URL_MESSAGES.png,
    });
    expect(iconSyntaxStatus(`https://a.example/${"a".repeat(2000)}.png`)).toEqual({
      kind: "invalid",
      message: ICON_URL_MESSAGES.tooLong,
    });
    expect(iconSyntaxStatus("https://a.example/icon.png")).toBeNull();
  });

  it("reads the server's answer: passed, the rule that failed, or its refusal", () => {
    const result = { contentLength: 10, width: 8, height: 8, contentType: "image/png" };
    expect(iconCheckError(200, { ok: true, ...result })).toBeNull();
    expect(iconCheckError(200, { ok: false, ...result, error: ICON_URL_MESSAGES.tooLarge })).toBe(
      ICON_URL_MESSAGES.tooLarge,
    );
    expect(iconCheckError(200, { ok: false, ...result })).toBe(ICON_URL_MESSAGES.sizeUnknown);
    expect(iconCheckError(422, { error: "URL must point to a public internet address" })).toBe(
      "URL must point to a public internet address",
    );
    expect(iconCheckError(429, { error: "Too many requests. Please wait a moment and try again." })).toMatch(
      /^Too many/,
    );
    expect(iconCheckError(500, { error: "Internal server error" })).toBe(ICON_URL_MESSAGES.sizeUnknown);
    expect(iconCheckError(200, "<html>")).toBe(ICON_URL_MESSAGES.sizeUnknown);
    expect(iconCheckError(502, null)).toBe(ICON_URL_MESSAGES.sizeUnknown);
  });

  it("needs the image to load in the browser, square", () => {
    expect(loadedIconError(null)).toBe(ICON_URL_MESSAGES.loadFailed);
    expect(loadedIconError({ width: 10, height: 12 })).toBe(ICON_URL_MESSAGES.notSquare);
    expect(loadedIconError({ width: 240, height: 240 })).toBeNull();
  });
});
