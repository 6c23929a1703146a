import { describe, expect, it } from "vitest";
import { checkLineSchema } from "../../shared/richmenu/index.ts";
import { iconCheckQuerySchema } from "../../shared/text-message/api.ts";
import {
  acceptSenderName,
  addQuickReply,
  buildTextMessage,
  canAddQuickReply,
  changeQuickReplyType,
  checkIconContentLength,
  checkIconDimensions,
  checkIconUrlSyntax,
  emptyTextMessageState,
  ICON_URL_MESSAGES,
  labelCounter,
  MAX_QUICK_REPLIES,
  moveQuickReply,
  newQuickReply,
  QUICK_REPLY_ACTION_TYPES,
  type QuickReplyDraft,
  removeQuickReply,
  sampleQuickReplyAction,
  setQuickReplyImageUrl,
  TEXT_MESSAGE_FILE_NAME,
  TEXT_MESSAGE_MESSAGES,
  TEXT_MESSAGE_VALIDATION_MESSAGES,
  type TextMessageState,
  textMessageTextError,
  updateQuickReplyAction,
  validateQuickReplyItem,
  validateTextMessage,
} from "../../shared/text-message/index.ts";

const HOST = "https://tools.example.com";
const ICON = "https://cdn.example.com/icon.png";

function withItems(count: number): QuickReplyDraft[] {
  let items: QuickReplyDraft[] = [];
  for (let i = 0; i < count; i++) items = addQuickReply(items);
  return items;
}

function stateWith(patch: Partial<TextMessageState>): TextMessageState {
  return { ...emptyTextMessageState(), text: "Hello", ...patch };
}

describe("message text", () => {
  it("is required and non-blank", () => {
    expect(textMessageTextError("")).toBe("Message text is required");
    expect(textMessageTextError(" \n ")).toBe(TEXT_MESSAGE_MESSAGES.textRequired);
    expect(textMessageTextError("Hi")).toBeNull();
  });

  it("is at most 5000 characters (UTF-16 units, as LINE counts)", () => {
    expect(textMessageTextError("x".repeat(5000))).toBeNull();
    expect(textMessageTextError("x".repeat(5001))).toBe("Message text must not exceed 5000 characters");
    expect(textMessageTextError("🍎".repeat(2501))).toBe(TEXT_MESSAGE_MESSAGES.textTooLong);
  });

  it("exports the panel's toasts and file name", () => {
    expect(TEXT_MESSAGE_MESSAGES.copied).toBe("JSON Copied");
    expect(TEXT_MESSAGE_MESSAGES.downloaded).toBe("JSON Downloaded");
    expect(TEXT_MESSAGE_FILE_NAME).toBe("line-text-message.json");
  });
});

describe("sender name", () => {
  it("accepts names of at most 20 characters", () => {
    expect(acceptSenderName("", "Shop Bot")).toBe("Shop Bot");
    expect(acceptSenderName("", "x".repeat(20))).toBe("x".repeat(20));
  });

  it("ignores input that would exceed 20 characters", () => {
    expect(acceptSenderName("x".repeat(20), "x".repeat(21))).toBe("x".repeat(20));
  });

  it("ignores input containing 'line' in any case", () => {
    expect(acceptSenderName("Shop", "Shop LINE")).toBe("Shop");
    expect(acceptSenderName("Onl", "Online")).toBe("Onl");
    expect(acceptSenderName("", "LiNe")).toBe("");
  });

  it("lets the name be cleared", () => {
    expect(acceptSenderName("Shop", "")).toBe("");
  });
});

describe("buildTextMessage", () => {
  it("writes only type and text when nothing else is set", () => {
    expect(buildTextMessage(stateWith({}))).toEqual({ type: "text", text: "Hello" });
  });

  it("adds sender fields that are set, and no sender when both are empty", () => {
    expect(buildTextMessage(stateWith({ sender: { name: "Shop", iconUrl: "" } })).sender).toEqual({
      name: "Shop",
    });
    expect(buildTextMessage(stateWith({ sender: { name: "", iconUrl: ICON } })).sender).toEqual({
      iconUrl: ICON,
    });
    expect("sender" in buildTextMessage(stateWith({ sender: { name: "", iconUrl: "" } }))).toBe(false);
  });

  it("writes quick replies as action items, dropping empty and undefined fields", () => {
    const items: QuickReplyDraft[] = [
      { id: "qr-1", imageUrl: ICON, action: { type: "message", label: "Yes", text: "yes" } },
      {
        id: "qr-2",
        imageUrl: "",
        action: {
          type: "postback",
          label: "Buy",
          data: "buy",
          displayText: "",
          inputOption: undefined,
          fillInText: "",
        },
      },
    ];
    const json = buildTextMessage(stateWith({ quickReplies: items }));
    expect(json.quickReply).toEqual({
      items: [
        { type: "action", imageUrl: ICON, action: { type: "message", label: "Yes", text: "yes" } },
        { type: "action", action: { type: "postback", label: "Buy", data: "buy" } },
      ],
    });
    expect(validateTextMessage(json)).toEqual({ valid: true, errors: [] });
  });

  it("leaves quickReply out without buttons", () => {
    expect("quickReply" in buildTextMessage(stateWith({ quickReplies: [] }))).toBe(false);
  });
});

describe("quick reply list", () => {
  it("starts a new button as a message 'Quick Reply' / 'Hello!'", () => {
    expect(newQuickReply([])).toEqual({
      id: "qr-1",
      imageUrl: "",
      action: { type: "message", label: "Quick Reply", text: "Hello!" },
    });
  });

  it("adds up to 13 buttons with unique ids", () => {
    const items = withItems(13);
    expect(items).toHaveLength(MAX_QUICK_REPLIES);
    expect(new Set(items.map((item) => item.id)).size).toBe(13);
    expect(canAddQuickReply(items)).toBe(false);
    expect(addQuickReply(items)).toHaveLength(13);
    expect(canAddQuickReply(items.slice(1))).toBe(true);
  });

  it("moves buttons up and down and stops at the ends", () => {
    const items = withItems(3);
    const ids = (list: QuickReplyDraft[]) => list.map((item) => item.id);
    expect(ids(moveQuickReply(items, 2, "up"))).toEqual(["qr-1", "qr-3", "qr-2"]);
    expect(ids(moveQuickReply(items, 0, "down"))).toEqual(["qr-2", "qr-1", "qr-3"]);
    expect(ids(moveQuickReply(items, 0, "up"))).toEqual(["qr-1", "qr-2", "qr-3"]);
    expect(ids(moveQuickReply(items, 2, "down"))).toEqual(["qr-1", "qr-2", "qr-3"]);
  });

  it("deletes a button without reusing its id for the next one", () => {
    const items = removeQuickReply(withItems(3), 2);
    expect(items.map((item) => item.id)).toEqual(["qr-1", "qr-2"]);
    expect(addQuickReply(removeQuickReply(withItems(3), 0)).at(-1)?.id).toBe("qr-4");
  });

  it("applies a type's sample defaults and keeps the label", () => {
    const items = updateQuickReplyAction(withItems(1), 0, { label: "Pay" });
    const changed = changeQuickReplyType(items, 0, "postback", HOST);
    expect(changed[0]?.action).toEqual({
      type: "postback",
      label: "Pay",
      data: "action=buy&itemid=111",
      displayText: "Buy",
    });
    expect(changeQuickReplyType(items, 0, "uri", HOST)[0]?.action).toEqual({
      type: "uri",
      uri: HOST,
      label: "Pay",
    });
  });

  it("gives all eight types sample defaults that validate", () => {
    expect(QUICK_REPLY_ACTION_TYPES).toEqual([
      "message",
      "uri",
      "postback",
      "datetimepicker",
      "camera",
      "cameraRoll",
      "location",
      "clipboard",
    ]);
    for (const type of QUICK_REPLY_ACTION_TYPES) {
      const action = sampleQuickReplyAction(type, HOST, "Go");
      expect(action.type).toBe(type);
      expect(action.label).toBe("Go");
      expect(validateQuickReplyItem({ type: "action", action }).errors).toEqual([]);
    }
    expect(sampleQuickReplyAction("clipboard", HOST, "Go")).toEqual({
      type: "clipboard",
      label: "Go",
      clipboardText: "Copy this text",
    });
    expect(sampleQuickReplyAction("message", HOST, "Go")).toEqual({
      type: "message",
      label: "Go",
      text: "Hello!",
    });
  });

  it("edits fields but never the type through updateQuickReplyAction", () => {
    const items = updateQuickReplyAction(withItems(1), 0, { type: "uri", text: "Changed" });
    expect(items[0]?.action).toEqual({ type: "message", label: "Quick Reply", text: "Changed" });
  });

  it("sets a button's icon URL", () => {
    expect(setQuickReplyImageUrl(withItems(2), 1, ICON)[1]?.imageUrl).toBe(ICON);
  });

  it("counts the label for the red counter (over 20 turns red)", () => {
    expect(labelCounter("x".repeat(20))).toEqual({ count: 20, max: 20, over: false });
    expect(labelCounter("x".repeat(21))).toEqual({ count: 21, max: 20, over: true });
    expect(labelCounter("🙂".repeat(20)).over).toBe(false);
  });
});

describe("validateQuickReplyItem", () => {
  const item = (action: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    validateQuickReplyItem({ type: "action", action, ...extra }).errors;

  it("needs type 'action' and one of the eight action types", () => {
    expect(validateQuickReplyItem(null).errors).toEqual(["Quick reply item must be an object"]);
    expect(validateQuickReplyItem({ type: "button", action: { type: "camera", label: "C" } }).errors).toEqual(
      ['Quick reply item type must be "action"'],
    );
    expect(item({ type: "richmenuswitch", label: "S", richMenuAliasId: "a", data: "d" })).toEqual([
      "Quick reply action type must be one of: message, uri, postback, datetimepicker, camera, cameraRoll, location, clipboard",
    ]);
  });

  it("requires a label of at most 20 on every type", () => {
    expect(item({ type: "message", text: "Hi" })).toEqual(["Label is required and must be a string"]);
    expect(item({ type: "uri", uri: HOST, label: "x".repeat(21) })).toEqual([
      "Label must not exceed 20 characters",
    ]);
    expect(item({ type: "uri", uri: HOST, label: "x".repeat(20) })).toEqual([]);
  });

  it("caps fill-in text at 300 and allows it only with openKeyboard", () => {
    const postback = { type: "postback", label: "Ask", data: "q", inputOption: "openKeyboard" };
    expect(item({ ...postback, fillInText: "f".repeat(300) })).toEqual([]);
    expect(item({ ...postback, fillInText: "f".repeat(301) })).toEqual([
      "Fill-in text must not exceed 300 characters",
    ]);
    expect(item({ ...postback, inputOption: "openVoice", fillInText: "f" })).toEqual([
      "Fill-in text can only be used when input option is openKeyboard",
    ]);
  });

  it("checks the button's icon URL", () => {
    expect(item({ type: "camera", label: "C" }, { imageUrl: "http://cdn.example.com/a.png" })).toEqual([
      "Icon: URL must start with https://",
    ]);
    expect(item({ type: "camera", label: "C" }, { imageUrl: ICON })).toEqual([]);
  });
});

describe("icon URL rules", () => {
  it("must start with https://", () => {
    expect(checkIconUrlSyntax("http://cdn.example.com/a.png")).toBe("URL must start with https://");
    expect(checkIconUrlSyntax("cdn.example.com/a.png")).toBe(ICON_URL_MESSAGES.https);
    expect(checkIconUrlSyntax(ICON)).toBeNull();
  });

  it("must not exceed 2,000 characters", () => {
    const path = (n: number) => `https://cdn.example.com/${"a".repeat(n - 28)}.png`;
    expect(path(2000)).toHaveLength(2000);
    expect(checkIconUrlSyntax(path(2000))).toBeNull();
    expect(checkIconUrlSyntax(path(2001))).toBe("URL must not exceed 2,000 characters");
  });

  it("must end with .png", () => {
    expect(checkIconUrlSyntax("https://cdn.example.com/a.jpg")).toBe(
      "URL must end with .png (PNG format only)",
    );
    expect(checkIconUrlSyntax("https://cdn.example.com/a.png?v=2")).toBe(ICON_URL_MESSAGES.png);
    expect(checkIconUrlSyntax("https://cdn.example.com/A.PNG")).toBeNull();
  });

  it("reports the rules in order, first failure only", () => {
    expect(checkIconUrlSyntax(`http://x/${"a".repeat(3000)}.jpg`)).toBe(ICON_URL_MESSAGES.https);
    expect(checkIconUrlSyntax(`https://x/${"a".repeat(3000)}.jpg`)).toBe(ICON_URL_MESSAGES.tooLong);
  });

  it("must be square once loaded", () => {
    expect(checkIconDimensions(240, 240)).toBeNull();
    expect(checkIconDimensions(240, 241)).toBe("Image must have a 1:1 aspect ratio (width = height)");
  });

  it("must be at most 1 MB by its Content-Length, and says so when that is unknown", () => {
    expect(checkIconContentLength(1_048_576)).toBeNull();
    expect(checkIconContentLength(1_048_577)).toBe("Image file size must not exceed 1 MB");
    expect(checkIconContentLength(null)).toBe(
      "Unable to validate image size. Please ensure the URL is accessible.",
    );
    expect(checkIconContentLength(Number.NaN)).toBe(ICON_URL_MESSAGES.sizeUnknown);
  });

  it("exports the load and preview messages word for word", () => {
    expect(ICON_URL_MESSAGES.loadFailed).toBe("Unable to load image. Please check the URL.");
    expect(ICON_URL_MESSAGES.previewFailed).toBe("Failed to load image preview");
  });

  it("guards the server's icon-check query with the same rules", () => {
    expect(iconCheckQuerySchema.safeParse({ url: ICON }).success).toBe(true);
    const refused = iconCheckQuerySchema.safeParse({ url: "http://cdn.example.com/a.png" });
    expect(refused.success ? [] : refused.error.issues.map((i) => i.message)).toEqual([
      ICON_URL_MESSAGES.https,
    ]);
  });
});

describe("validateTextMessage", () => {
  const v = TEXT_MESSAGE_VALIDATION_MESSAGES;
  const base = buildTextMessage(stateWith({}));
  const errorsOf = (patch: Record<string, unknown>) => validateTextMessage({ ...base, ...patch }).errors;

  it("accepts the builder's output and matches the official schema", () => {
    const json = buildTextMessage(
      stateWith({ sender: { name: "Shop", iconUrl: ICON }, quickReplies: withItems(13) }),
    );
    expect(validateTextMessage(json)).toEqual({ valid: true, errors: [] });
    expect(checkLineSchema("TextMessage", json)).toEqual([]);
  });

  it("needs an object of type text with usable text", () => {
    expect(validateTextMessage("hi").errors).toEqual([v.notObject]);
    expect(errorsOf({ type: "flex" })).toEqual(['Type must be "text"']);
    expect(errorsOf({ text: " " })).toEqual([TEXT_MESSAGE_MESSAGES.textRequired]);
    expect(errorsOf({ text: undefined })).toEqual([TEXT_MESSAGE_MESSAGES.textRequired]);
    expect(errorsOf({ text: "x".repeat(5001) })).toEqual([TEXT_MESSAGE_MESSAGES.textTooLong]);
  });

  it("checks the sender name and icon", () => {
    expect(errorsOf({ sender: { name: "x".repeat(21) } })).toEqual([
      "Sender name must not exceed 20 characters",
    ]);
    expect(errorsOf({ sender: { name: "My Line" } })).toEqual(['Sender name must not contain "LINE"']);
    expect(errorsOf({ sender: { iconUrl: "https://cdn.example.com/a.gif" } })).toEqual([
      "Sender icon: URL must end with .png (PNG format only)",
    ]);
    expect(errorsOf({ sender: "Shop" })).toEqual([v.senderNotObject]);
  });

  it("allows at most 13 quick replies and numbers item errors", () => {
    const thirteen = withItems(13);
    const json = buildTextMessage(stateWith({ quickReplies: [...thirteen, newQuickReply(thirteen)] }));
    expect(validateTextMessage(json).errors).toEqual(["At most 13 quick reply buttons are allowed"]);
    const bad = buildTextMessage(
      stateWith({ quickReplies: updateQuickReplyAction(withItems(2), 1, { text: "" }) }),
    );
    expect(validateTextMessage(bad).errors).toEqual(["Quick reply 2: Text is required and must be a string"]);
    expect(errorsOf({ quickReply: { items: "x" } })).toEqual([v.quickReplyItems]);
  });

  it("finally applies the official TextMessage schema", () => {
    expect(errorsOf({ sender: { name: 5 } })).toEqual(["sender.name must be a string (LINE schema)"]);
  });
});
