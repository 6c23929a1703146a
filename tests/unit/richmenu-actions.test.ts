import { describe, expect, it } from "vitest";
import {
  ACTION_CHOICES,
  ACTION_MESSAGES,
  actionChoiceOf,
  buildShareOfficialAccountUri,
  compactAction,
  datetimeFormatMessage,
  defaultAreaAction,
  graphemeLength,
  holdsShareOrRecommendPath,
  normalizeLineId,
  parseShareOfficialAccount,
  RICH_MENU_ACTION_TYPES,
  SHARE_OA_PREFIXES,
  sampleAction,
  shareOfficialAccountAction,
  truncateGraphemes,
  validateAction,
} from "../../shared/richmenu/index.ts";
import { englishText } from "../../shared/text/english.ts";

const HOST = "https://tools.example.com";
const m = ACTION_MESSAGES;

function errorsOf(action: unknown): string[] {
  return validateAction(action).errors.map(englishText);
}

describe("sample actions (spec section 3)", () => {
  it("uses the spec's sample values, with the app origin for '{host}'", () => {
    expect(sampleAction("uri", HOST)).toEqual({ type: "uri", uri: HOST });
    expect(sampleAction("message", HOST)).toEqual({ type: "message", text: "Hello!" });
    expect(sampleAction("postback", HOST)).toEqual({
      type: "postback",
      label: "Buy",
      data: "action=buy&itemid=111",
      displayText: "Buy",
    });
    expect(sampleAction("datetimepicker", HOST)).toMatchObject({
      type: "datetimepicker",
      data: "storeId=12345",
      mode: "datetime",
      initial: "2017-12-25t00:00",
      min: "2017-12-25t00:00",
      max: "2018-01-24t23:59",
    });
    expect(sampleAction("richmenuswitch", HOST)).toEqual({
      type: "richmenuswitch",
      richMenuAliasId: "alias-id",
      data: "switch",
    });
    expect(sampleAction("clipboard", HOST)).toEqual({
      type: "clipboard",
      label: "Copy",
      clipboardText: "Copy this text",
    });
  });

  it("gives the date picker, camera, camera roll and location samples a label", () => {
    for (const type of ["datetimepicker", "camera", "cameraRoll", "location"] as const) {
      const action = sampleAction(type, HOST);
      expect(typeof action.label === "string" && action.label.length > 0).toBe(true);
    }
  });

  it("makes every sample of the nine types valid as it is", () => {
    for (const type of RICH_MENU_ACTION_TYPES)
      expect(validateAction(sampleAction(type, HOST))).toEqual({ valid: true, errors: [] });
  });

  it("offers the nine types plus shareOfficialAccount", () => {
    expect(ACTION_CHOICES).toEqual([...RICH_MENU_ACTION_TYPES, "shareOfficialAccount"]);
    expect(RICH_MENU_ACTION_TYPES).toHaveLength(9);
  });

  it("samples shareOfficialAccount as a labelled share link still waiting for its ID", () => {
    const action = sampleAction("shareOfficialAccount", HOST);
    expect(action).toEqual({ type: "uri", uri: "https://line.me/R/ti/p/@", label: "Share" });
    expect(errorsOf(action)).toEqual([m.lineIdRequired]);
  });

  it("draws new areas with postback Buy / action=buy&itemid=111", () => {
    expect(defaultAreaAction()).toEqual({ type: "postback", label: "Buy", data: "action=buy&itemid=111" });
    expect(validateAction(defaultAreaAction()).valid).toBe(true);
  });
});

describe("shareOfficialAccount links", () => {
  it("uses LINE's exact share and recommend prefixes", () => {
    expect(SHARE_OA_PREFIXES).toEqual({
      share: "https://line.me/R/ti/p/",
      recommend: "https://line.me/R/nv/recommendOA/",
    });
  });

  it("builds prefix plus @ID whatever form the ID is typed in", () => {
    expect(buildShareOfficialAccountUri("share", "@shop")).toEqual("https://line.me/R/ti/p/@shop");
    expect(buildShareOfficialAccountUri("recommend", "shop")).toEqual(
      "https://line.me/R/nv/recommendOA/@shop",
    );
    expect(buildShareOfficialAccountUri("recommend", " %40shop ")).toEqual(
      "https://line.me/R/nv/recommendOA/@shop",
    );
    expect(normalizeLineId("  ")).toEqual("");
  });

  it("stores the choice as a uri action with a label", () => {
    expect(shareOfficialAccountAction("recommend", "@shop", "Tell friends")).toEqual({
      type: "uri",
      uri: "https://line.me/R/nv/recommendOA/@shop",
      label: "Tell friends",
    });
  });

  it("recognises both kinds back, with raw or percent-encoded @", () => {
    expect(parseShareOfficialAccount("https://line.me/R/ti/p/@shop")).toEqual({
      kind: "share",
      lineId: "@shop",
    });
    expect(parseShareOfficialAccount("https://line.me/R/nv/recommendOA/%40shop")).toEqual({
      kind: "recommend",
      lineId: "@shop",
    });
    expect(parseShareOfficialAccount("https://line.me/R/ti/p/")).toEqual({ kind: "share", lineId: "" });
  });

  it("does not recognise other addresses", () => {
    expect(parseShareOfficialAccount("https://example.com/R/ti/p/@shop")).toBeNull();
    expect(parseShareOfficialAccount("https://line.me/R/nv/camera/")).toBeNull();
    expect(parseShareOfficialAccount(HOST)).toBeNull();
  });

  it("shows share links as shareOfficialAccount in the picker, other actions as their type", () => {
    expect(actionChoiceOf(shareOfficialAccountAction("share", "@shop", "Add"))).toEqual(
      "shareOfficialAccount",
    );
    expect(actionChoiceOf({ type: "uri", uri: HOST })).toEqual("uri");
    expect(actionChoiceOf(defaultAreaAction())).toEqual("postback");
  });

  it("detects the share/recommend path on any host and in any case", () => {
    expect(holdsShareOrRecommendPath("http://evil.example/R/nv/RECOMMENDOA/@x")).toBe(true);
    expect(holdsShareOrRecommendPath("https://line.me/R/nv/location/")).toBe(false);
  });
});

describe("validateAction: object and type", () => {
  it.each([null, "uri", 42, [], undefined])("rejects %j: 'Action must be an object'", (value) => {
    expect(errorsOf(value)).toEqual([m.notObject]);
  });

  it("rejects an unknown type with the spec's message", () => {
    expect(errorsOf({ type: "share" })).toEqual([
      "Action type must be one of: uri, message, postback, datetimepicker, camera, cameraRoll, location, richmenuswitch, clipboard",
    ]);
    expect(errorsOf({ text: "no type" })).toEqual([m.invalidType]);
  });
});

describe("validateAction: uri", () => {
  it.each([{}, { uri: "" }, { uri: 5 }])("requires a string uri (%j)", (fields) => {
    expect(errorsOf({ type: "uri", ...fields })).toEqual(["URI is required and must be a string"]);
  });

  it("requires a valid URL", () => {
    expect(errorsOf({ type: "uri", uri: "not a url" })).toEqual(["URI must be a valid URL"]);
    expect(errorsOf({ type: "uri", uri: "https://example.com/page" })).toEqual([]);
  });

  it("needs @ plus an ID after a share or recommend path", () => {
    expect(errorsOf({ type: "uri", uri: "https://line.me/R/ti/p/", label: "Add" })).toEqual([
      "LINE ID is required in URI (e.g., @lineid)",
    ]);
    expect(errorsOf({ type: "uri", uri: "https://line.me/R/nv/recommendOA/shop", label: "Add" })).toEqual([
      m.lineIdRequired,
    ]);
    expect(errorsOf({ type: "uri", uri: "https://line.me/R/nv/recommendOA/@shop", label: "Add" })).toEqual(
      [],
    );
    expect(errorsOf({ type: "uri", uri: "https://line.me/R/ti/p/%40shop", label: "Add" })).toEqual([]);
  });

  it("requires the exact share or recommend prefix", () => {
    for (const uri of [
      "http://line.me/R/ti/p/@shop",
      "https://example.com/R/ti/p/@shop",
      "https://line.me/R/nv/recommendoa/@shop",
      "line://ti/p/@shop",
    ]) {
      expect(errorsOf({ type: "uri", uri, label: "Add" })).toEqual([
        "URI must be a valid LINE share or recommend URL",
      ]);
    }
  });

  it("requires a label on share and recommend links only", () => {
    expect(errorsOf({ type: "uri", uri: "https://line.me/R/ti/p/@shop" })).toEqual([
      "Label is required and must be a string",
    ]);
    expect(errorsOf({ type: "uri", uri: "https://line.me/R/ti/p/@shop", label: 7 })).toEqual([
      m.labelRequired,
    ]);
    expect(errorsOf({ type: "uri", uri: "https://example.com" })).toEqual([]);
  });

  it("reports the share rules in the spec's order", () => {
    expect(errorsOf({ type: "uri", uri: "http://line.me/R/ti/p/" })).toEqual([
      m.lineIdRequired,
      m.shareUrlInvalid,
      m.labelRequired,
    ]);
  });

  it("applies LINE's uri limits: at most 1000 characters, http/https/line/tel", () => {
    const base = "https://example.com/";
    expect(errorsOf({ type: "uri", uri: base + "a".repeat(1000 - base.length) })).toEqual([]);
    expect(errorsOf({ type: "uri", uri: base + "a".repeat(1001 - base.length) })).toEqual([m.uriTooLong]);
    expect(errorsOf({ type: "uri", uri: "ftp://example.com/file" })).toEqual([m.uriScheme]);
    expect(errorsOf({ type: "uri", uri: "tel:0312345678" })).toEqual([]);
    expect(errorsOf({ type: "uri", uri: "line://nv/camera/" })).toEqual([]);
  });
});

describe("validateAction: message", () => {
  it("requires text, at most 300 characters", () => {
    expect(errorsOf({ type: "message" })).toEqual(["Text is required and must be a string"]);
    expect(errorsOf({ type: "message", text: "" })).toEqual([m.textRequired]);
    expect(errorsOf({ type: "message", text: "x".repeat(300) })).toEqual([]);
    expect(errorsOf({ type: "message", text: "x".repeat(301) })).toEqual([
      "Text must not exceed 300 characters",
    ]);
  });

  it("counts message text in graphemes, as LINE does", () => {
    expect(errorsOf({ type: "message", text: "🍎".repeat(300) })).toEqual([]);
  });
});

describe("validateAction: postback", () => {
  const ok = { type: "postback", label: "Buy", data: "action=buy" };

  it("requires data, at most 300 characters", () => {
    expect(errorsOf({ ...ok, data: undefined })).toEqual(["Data is required and must be a string"]);
    expect(errorsOf({ ...ok, data: "d".repeat(300) })).toEqual([]);
    expect(errorsOf({ ...ok, data: "d".repeat(301) })).toEqual(["Data must not exceed 300 characters"]);
  });

  it("requires a label", () => {
    expect(errorsOf({ ...ok, label: "" })).toEqual([m.labelRequired]);
    expect(errorsOf(ok)).toEqual([]);
  });

  it("takes displayText as a string of at most 300 characters", () => {
    expect(errorsOf({ ...ok, displayText: 12 })).toEqual(["Display text must be a string"]);
    expect(errorsOf({ ...ok, displayText: "t".repeat(300) })).toEqual([]);
    expect(errorsOf({ ...ok, displayText: "t".repeat(301) })).toEqual([
      "Display text must not exceed 300 characters",
    ]);
  });

  it("refuses displayText together with text", () => {
    expect(errorsOf({ ...ok, displayText: "Buy", text: "Buy" })).toEqual([
      "Display text and text cannot be used together",
    ]);
    expect(errorsOf({ ...ok, text: "Buy" })).toEqual([]);
    expect(errorsOf({ ...ok, displayText: "", text: "Buy" })).toEqual([]);
  });

  it("accepts only the four input options", () => {
    for (const inputOption of ["closeRichMenu", "openRichMenu", "openKeyboard", "openVoice"]) {
      expect(errorsOf({ ...ok, inputOption })).toEqual([]);
    }
    expect(errorsOf({ ...ok, inputOption: "openCamera" })).toEqual([
      "Input option must be one of: closeRichMenu, openRichMenu, openKeyboard, openVoice",
    ]);
  });

  it("allows fillInText only with openKeyboard, as a string of at most 300 characters", () => {
    expect(errorsOf({ ...ok, inputOption: "openKeyboard", fillInText: "Hi" })).toEqual([]);
    expect(errorsOf({ ...ok, inputOption: "openRichMenu", fillInText: "Hi" })).toEqual([
      "Fill-in text can only be used when input option is openKeyboard",
    ]);
    expect(errorsOf({ ...ok, fillInText: "Hi" })).toEqual([m.fillInTextWithoutKeyboard]);
    expect(errorsOf({ ...ok, inputOption: "openKeyboard", fillInText: 3 })).toEqual([
      "Fill-in text must be a string",
    ]);
    expect(errorsOf({ ...ok, inputOption: "openKeyboard", fillInText: "f".repeat(300) })).toEqual([]);
    expect(errorsOf({ ...ok, inputOption: "openKeyboard", fillInText: "f".repeat(301) })).toEqual([
      "Fill-in text must not exceed 300 characters",
    ]);
  });

  it("reports its rules in the spec's order", () => {
    expect(
      errorsOf({ type: "postback", displayText: 1, inputOption: "x", fillInText: "y".repeat(301) }),
    ).toEqual([
      m.dataRequired,
      m.labelRequired,
      m.displayTextNotString,
      m.inputOptionInvalid,
      m.fillInTextWithoutKeyboard,
      m.fillInTextTooLong,
    ]);
  });
});

describe("validateAction: datetimepicker", () => {
  const ok = { type: "datetimepicker", label: "Pick", data: "d", mode: "date" };

  it("requires data, at most 300 characters", () => {
    expect(errorsOf({ ...ok, data: "" })).toEqual([m.dataRequired]);
    expect(errorsOf({ ...ok, data: "d".repeat(301) })).toEqual([m.dataTooLong]);
  });

  it("requires mode date, time or datetime", () => {
    for (const mode of ["date", "time", "datetime"]) expect(errorsOf({ ...ok, mode })).toEqual([]);
    expect(errorsOf({ ...ok, mode: undefined })).toEqual([
      "Mode is required and must be one of: date, time, datetime",
    ]);
    expect(errorsOf({ ...ok, mode: "week" })).toEqual([m.modeInvalid]);
  });

  it("requires a label", () => {
    expect(errorsOf({ ...ok, label: undefined })).toEqual([m.labelRequired]);
  });

  it("takes initial, max and min as strings", () => {
    expect(errorsOf({ ...ok, initial: 1 })).toEqual(["Initial must be a string"]);
    expect(errorsOf({ ...ok, max: true })).toEqual(["Max must be a string"]);
    expect(errorsOf({ ...ok, min: {} })).toEqual(["Min must be a string"]);
    expect(errorsOf({ ...ok, mode: "bad", min: 1 })).toEqual([m.modeInvalid, m.minNotString]);
    expect(errorsOf({ ...ok, initial: "2024-01-10", min: "2024-01-01", max: "2024-12-31" })).toEqual([]);
  });

  it("checks the values' format against the mode (LINE's rule)", () => {
    expect(errorsOf({ ...ok, initial: "2024-01-10t10:00" })).toEqual([
      datetimeFormatMessage("Initial", "date"),
    ]);
    expect(datetimeFormatMessage("Initial", "date")).toEqual(
      "Initial must be in YYYY-MM-DD format for mode date",
    );
    expect(errorsOf({ ...ok, mode: "time", max: "25:00:00" })).toEqual([
      "Max must be in HH:mm format for mode time",
    ]);
    expect(errorsOf({ ...ok, mode: "datetime", min: "2024-01-10T10:00" })).toEqual([]);
  });

  it("requires max later than min", () => {
    expect(errorsOf({ ...ok, min: "2024-02-01", max: "2024-01-01" })).toEqual([m.maxNotAfterMin]);
    expect(errorsOf({ ...ok, mode: "time", min: "10:00", max: "10:00" })).toEqual([m.maxNotAfterMin]);
  });

  it("compares max and min only when both are filled in (an emptied field is absent)", () => {
    expect(errorsOf({ ...ok, min: "", max: "" })).toEqual([]);
    expect(errorsOf({ ...ok, min: "2024-02-01", max: "" })).toEqual([]);
    expect(errorsOf({ ...ok, min: "", max: "2024-01-01" })).toEqual([]);
  });
});

describe("validateAction: camera, cameraRoll, location", () => {
  it.each(["camera", "cameraRoll", "location"])("%s requires a label", (type) => {
    expect(errorsOf({ type })).toEqual([m.labelRequired]);
    expect(errorsOf({ type, label: "Go" })).toEqual([]);
  });
});

describe("validateAction: richmenuswitch", () => {
  const ok = { type: "richmenuswitch", richMenuAliasId: "alias-b", data: "switch" };

  it("requires richMenuAliasId and data", () => {
    expect(errorsOf({ ...ok, richMenuAliasId: "" })).toEqual([
      "Rich menu alias ID is required and must be a string",
    ]);
    expect(errorsOf({ ...ok, data: undefined })).toEqual([m.dataRequired]);
    expect(errorsOf(ok)).toEqual([]);
  });

  it("caps both at 300 characters", () => {
    expect(errorsOf({ ...ok, richMenuAliasId: "a".repeat(301) })).toEqual([
      "Rich menu alias ID must not exceed 300 characters",
    ]);
    expect(errorsOf({ ...ok, data: "d".repeat(301) })).toEqual([m.dataTooLong]);
  });

  it("then applies the official schema: alias IDs are at most 32 characters", () => {
    expect(errorsOf({ ...ok, richMenuAliasId: "a".repeat(32) })).toEqual([]);
    expect(errorsOf({ ...ok, richMenuAliasId: "a".repeat(33) })).toEqual([
      "richMenuAliasId must not exceed 32 characters (LINE schema)",
    ]);
  });
});

describe("validateAction: clipboard", () => {
  it("requires clipboardText, at most 300 characters", () => {
    expect(errorsOf({ type: "clipboard" })).toEqual(["Clipboard text is required and must be a string"]);
    expect(errorsOf({ type: "clipboard", clipboardText: "c".repeat(300) })).toEqual([]);
    expect(errorsOf({ type: "clipboard", clipboardText: "c".repeat(301) })).toEqual([
      "Clipboard text must not exceed 300 characters",
    ]);
  });

  it("takes an optional label that must be a string", () => {
    expect(errorsOf({ type: "clipboard", clipboardText: "c", label: 1 })).toEqual(["Label must be a string"]);
    expect(errorsOf({ type: "clipboard", clipboardText: "c", label: "Copy" })).toEqual([]);
  });
});

describe("validateAction: labels (LINE's limit)", () => {
  it("caps labels at 20 characters counted as graphemes", () => {
    expect(errorsOf({ type: "camera", label: "x".repeat(20) })).toEqual([]);
    expect(errorsOf({ type: "camera", label: "x".repeat(21) })).toEqual([
      "Label must not exceed 20 characters",
    ]);
    expect(graphemeLength("👍🏽".repeat(20))).toBe(20);
    expect(errorsOf({ type: "camera", label: "👍🏽".repeat(20) })).toEqual([]);
  });

  it("reports a non-string label on any type once", () => {
    expect(errorsOf({ type: "message", text: "Hi", label: 5 })).toEqual([m.labelNotString]);
    expect(errorsOf({ type: "camera", label: 5 })).toEqual([m.labelRequired]);
  });
});

describe("graphemeLength", () => {
  // Checked by breaking it: a fast path for all of ASCII (\r\n included) counted "a\r\nb" as 4.
  it("counts printable ASCII by its length and all else as LINE does, by grapheme", () => {
    expect(graphemeLength("")).toBe(0);
    expect(graphemeLength("Open the menu!")).toBe(14);
    expect(graphemeLength("a\r\nb")).toBe(3);
    expect(graphemeLength("เมนู")).toBe(3);
    expect(graphemeLength("Menu 👍🏽")).toBe(6);
  });
});

describe("truncateGraphemes (the chat bar text cap)", () => {
  it("keeps the first max user-perceived characters of a longer text", () => {
    expect(truncateGraphemes("Open the menu!!", 14)).toEqual("Open the menu!");
    expect(truncateGraphemes("Menu", 14)).toEqual("Menu");
    expect(truncateGraphemes("👍🏽".repeat(15), 14)).toEqual("👍🏽".repeat(14));
  });
});

describe("compactAction", () => {
  it("drops undefined, null and empty optional fields and keeps the rest", () => {
    expect(
      compactAction({
        type: "postback",
        label: "Buy",
        data: "d",
        displayText: "",
        fillInText: undefined,
        text: null,
      }),
    ).toEqual({ type: "postback", label: "Buy", data: "d" });
  });
});
