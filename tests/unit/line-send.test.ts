import { describe, expect, it } from "vitest";
import {
  checkLiffAcceptance,
  describeActionCounts,
  flexMessages,
  LINE_PATH_BASE,
  type LineMessage,
  lineDetailsAsProblems,
  lineMessagesSchema,
  readableSendError,
  singleMessage,
} from "../../shared/line-send/index.ts";
import { mergeLineProblems } from "../../shared/line-send/line-problems.ts";
import { englishText } from "../../shared/text/english.ts";

const button = (action: Record<string, unknown>) => ({ type: "button", action });
const bubble = (...actions: Record<string, unknown>[]) => ({
  type: "bubble",
  body: { type: "box", layout: "vertical", contents: [{ type: "text", text: "hi" }] },
  footer: { type: "box", layout: "vertical", contents: actions.map(button) },
});
const uri = { type: "uri", label: "Open", uri: "https://example.com" };
const postback = { type: "postback", label: "Buy", data: "buy=1" };

describe("message building", () => {
  it("wraps a Flex container with its alt text, keeps a whole Flex message as it is", () => {
    expect(flexMessages(bubble(), "Menu")).toEqual([{ type: "flex", altText: "Menu", contents: bubble() }]);
    expect(flexMessages(bubble(), "  ")[0]?.altText).toEqual("Flex Message");
    const message = { type: "flex", altText: "x", contents: bubble() };
    expect(flexMessages(message)).toEqual([message]);
    expect(flexMessages({ type: "box" })).toEqual([]);
    expect(flexMessages(null)).toEqual([]);
  });

  it("takes a text or imagemap builder's message as one message", () => {
    expect(singleMessage({ type: "text", text: "hello" })).toEqual([{ type: "text", text: "hello" }]);
    expect(singleMessage({ text: "no type" })).toEqual([]);
  });

  it("accepts 1 to 5 typed messages with the spec's messages", () => {
    expect(lineMessagesSchema.safeParse([{ type: "text", text: "a" }]).success).toBe(true);
    const six = lineMessagesSchema.safeParse(Array.from({ length: 6 }, () => ({ type: "text" })));
    expect(six.error?.issues[0]?.message).toEqual("Number of messages should be in range 1 to 5.");
    expect(lineMessagesSchema.safeParse([]).error?.issues[0]?.message).toEqual(
      "Number of messages should be in range 1 to 5.",
    );
    expect(lineMessagesSchema.safeParse([{ text: "no type" }]).success).toBe(false);
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { box: deep };
    const tooDeep = lineMessagesSchema.safeParse([{ type: "flex", altText: "x", contents: deep }]);
    expect(tooDeep.error?.issues[0]?.message).toMatch(/nested too deeply/);
  });
});

describe("what LIFF accepts", () => {
  it("takes text, stickers, locations and Flex whose buttons all open links", () => {
    const messages: LineMessage[] = [
      { type: "text", text: "hi" },
      { type: "sticker", packageId: "446", stickerId: "1988" },
      ...flexMessages(bubble(uri, uri)),
    ];
    expect(checkLiffAcceptance(messages)).toEqual({ ok: true, messages });
  });

  it("refuses Flex with postback buttons and counts them by type", () => {
    const result = checkLiffAcceptance(flexMessages(bubble(uri, postback, postback)));
    expect(result).toEqual({
      ok: false,
      reason:
        "LINE only lets a LIFF app share Flex messages whose buttons open links: 2 actions are postback",
    });
  });

  it("finds actions anywhere in a carousel, including defaultAction, hero and clipboard", () => {
    const carousel = {
      type: "carousel",
      contents: [
        {
          ...bubble(uri),
          hero: { type: "image", url: "https://x/y.png", action: { type: "message", text: "x" } },
        },
        {
          ...bubble({ type: "clipboard", label: "Copy", clipboardText: "c" }),
          action: { type: "datetimepicker" },
        },
      ],
    };
    const result = checkLiffAcceptance(flexMessages(carousel));
    expect(englishText(result.ok ? "" : result.reason)).toMatch(
      /1 action is message; 1 action is clipboard; 1 action is datetimepicker$/,
    );
  });

  it("refuses template messages with a message action but takes link-only ones", () => {
    const template = (actions: unknown[]) => ({
      type: "template",
      altText: "t",
      template: { type: "buttons", text: "t", actions },
    });
    expect(checkLiffAcceptance([template([uri])]).ok).toBe(true);
    const refused = checkLiffAcceptance([template([uri, { type: "message", label: "a", text: "a" }])]);
    expect(refused.ok ? "" : refused.reason).toEqual(
      "LINE only lets a LIFF app share template messages whose buttons open links: 1 action is message",
    );
  });

  it("refuses imagemaps and points to Send to my LINE", () => {
    const result = checkLiffAcceptance([{ type: "imagemap", baseUrl: "https://x", altText: "a" }]);
    expect(result.ok ? "" : result.reason).toContain("imagemap");
    expect(result.ok ? "" : result.reason).toContain("Send to my LINE");
  });

  it("refuses more than 5 messages and none", () => {
    const text: LineMessage = { type: "text", text: "a" };
    expect(checkLiffAcceptance(Array.from({ length: 6 }, () => text)).ok).toBe(false);
    expect(checkLiffAcceptance([]).ok).toBe(false);
  });

  it("leaves quick replies out with a note instead of refusing (their actions are not counted)", () => {
    const quickReply = {
      items: [{ type: "action", action: { type: "message", label: "Yes", text: "yes" } }],
    };
    const result = checkLiffAcceptance([{ type: "text", text: "Pick", quickReply }]);
    expect(result).toEqual({
      ok: true,
      messages: [{ type: "text", text: "Pick" }],
      note: "Quick reply buttons are left out: a LIFF app cannot send them.",
    });
  });

  it("words each count as a part of its own", () => {
    expect(describeActionCounts(new Map([["postback", 1]]))).toEqual(["1 action is postback"]);
    expect(
      describeActionCounts(
        new Map([
          ["postback", 2],
          ["message", 1],
        ]),
      ),
    ).toEqual(["2 actions are postback", "1 action is message"]);
  });
});

describe("LIFF SDK errors", () => {
  it("uses the spec's SDK texts to say what to do", () => {
    expect(
      readableSendError({
        code: "INVALID_ARGUMENT",
        message: "Number of messages should be in range 1 to 5.",
      }),
    ).toEqual("LINE sends 1 to 5 messages at a time.");
    expect(
      readableSendError({ code: "FORBIDDEN", message: "The permission is not in LIFF app scope." }),
    ).toContain("chat_message.write");
    expect(readableSendError({ code: "UNAUTHORIZED", message: "whatever" })).toEqual(
      "Please log in with LINE first.",
    );
  });

  it("adds LINE's own words to a refused message", () => {
    expect(readableSendError({ code: "400", message: "invalid flex" })).toEqual(
      "LINE refused the message: invalid flex",
    );
  });

  it("stays silent on LINE 12.0.0's 403, which the SDK alerts itself, but not on other versions", () => {
    const forbidden = { code: "403", message: "Forbidden" };
    expect(readableSendError(forbidden, { lineVersion: "12.0.0" })).toBeNull();
    expect(readableSendError(forbidden, { lineVersion: "13.1.0" })).toContain("chat_message.write");
  });

  it("falls back to the action and the SDK's message for anything unknown", () => {
    expect(readableSendError(new Error("boom"))).toEqual("Could not send the message: boom");
    expect(readableSendError(new Error("boom"), { fallback: "Sharing failed" })).toEqual("Sharing failed");
    expect(readableSendError(undefined)).toEqual("Could not send the message.");
  });
});

describe("lineDetailsAsProblems", () => {
  it("puts LINE's paths in the frame the builder edits, marked as from LINE", () => {
    const details = [
      { property: "messages[0].contents.footer.contents[0].action.data", message: "must be string" },
      { property: "messages[0].contents", message: "invalid container" },
      { property: "messages[0].contents[1].body", message: "carousel bubble" },
      { property: "messages[1].text", message: "other message" },
      { property: "", message: "The request body is invalid" },
    ];
    expect(lineDetailsAsProblems(details, LINE_PATH_BASE.flexContainer)).toEqual([
      { path: "footer.contents[0].action.data", message: "must be string", source: "line" },
      { path: "", message: "invalid container", source: "line" },
      { path: "[1].body", message: "carousel bubble", source: "line" },
      { path: "messages[1].text", message: "other message", source: "line" },
      { path: "", message: "The request body is invalid", source: "line" },
    ]);
  });

  it("a message builder keeps the path inside its message", () => {
    const details = [{ property: "messages[0].quickReply.items[0].action.label", message: "too long" }];
    expect(lineDetailsAsProblems(details, LINE_PATH_BASE.message)).toEqual([
      { path: "quickReply.items[0].action.label", message: "too long", source: "line" },
    ]);
  });

  it("does not cut a longer sibling name that merely starts like the base", () => {
    const details = [{ property: "messages[0].contentsExtra", message: "x" }];
    expect(lineDetailsAsProblems(details, LINE_PATH_BASE.flexContainer)[0]?.path).toEqual(
      "messages[0].contentsExtra",
    );
  });
});

describe("mergeLineProblems (Validate with LINE next to the builder's own warnings)", () => {
  it("puts LINE's detail on the own problem at the same path; the rest stay apart", () => {
    const own = [
      { path: "footer.contents[0].action.data", message: "must be a string" },
      { path: "body.size", message: '"huge" is not a size' },
    ];
    const line = [
      { path: "footer.contents[0].action.data", message: "must be string", source: "line" as const },
      { path: "hero.url", message: "invalid uri", source: "line" as const },
    ];
    const { merged, lineOnly } = mergeLineProblems(own, line);
    expect(merged).toEqual([
      { ...own[0], line: ["must be string"] },
      { ...own[1], line: [] },
    ]);
    expect(lineOnly).toEqual([line[1]]);
    // 2 problems, 3 entries: not 4.
    expect(merged.length + lineOnly.length).toBe(3);
  });
});
