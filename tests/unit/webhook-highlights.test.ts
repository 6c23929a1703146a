import { describe, expect, it } from "vitest";
import { eventHighlights } from "../../shared/webhook/highlights.ts";

describe("eventHighlights (issue 35: what a person looks for before the JSON)", () => {
  it("reads a text message, a postback with its params, a sticker and a location", () => {
    expect(eventHighlights({ type: "message", message: { type: "text", id: "1", text: "hello" } })).toEqual([
      { key: "messageType", value: "text" },
      { key: "text", value: "hello" },
    ]);
    expect(
      eventHighlights({ type: "postback", postback: { data: "action=buy", params: { date: "2026-11-28" } } }),
    ).toEqual([
      { key: "postbackData", value: "action=buy" },
      { key: "postbackParams", value: "date=2026-11-28" },
    ]);
    expect(
      eventHighlights({ type: "message", message: { type: "sticker", packageId: "1", stickerId: "2" } }),
    ).toContainEqual({
      key: "sticker",
      value: "1/2",
    });
    expect(
      eventHighlights({
        type: "message",
        message: { type: "location", title: "Office", address: "Bangkok", latitude: 13.7, longitude: 100.5 },
      }),
    ).toContainEqual({ key: "location", value: "Office · Bangkok · 13.7,100.5" });
  });

  it("reads the other types' fields and says nothing for a follow or a malformed event", () => {
    expect(eventHighlights({ type: "unsend", unsend: { messageId: "325708" } })).toEqual([
      { key: "unsendMessageId", value: "325708" },
    ]);
    expect(eventHighlights({ type: "memberJoined", joined: { members: [{}, {}] } })).toEqual([
      { key: "members", value: "2" },
    ]);
    expect(eventHighlights({ type: "beacon", beacon: { hwid: "d41d8cd98f", type: "enter" } })).toEqual([
      { key: "beacon", value: "enter · d41d8cd98f" },
    ]);
    expect(eventHighlights({ type: "follow" })).toEqual([]);
    expect(eventHighlights({ type: "message", message: "not an object" })).toEqual([]);
  });
});
