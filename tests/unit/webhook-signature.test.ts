import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { asRedelivery, deliveryFlags, eventsOf } from "../../shared/webhook/delivery.ts";
import {
  formatCountdown,
  pushTargetOf,
  REPLY_TOKEN_WINDOW_MS,
  replyTokenOf,
  replyTokenState,
} from "../../shared/webhook/reply-token.ts";
import { sampleEvent } from "../../shared/webhook/samples.ts";
import {
  checkSignature,
  escapeNonAscii,
  reserializingBreaksSignature,
  signBody,
  unescapeNonAscii,
} from "../../shared/webhook/signature.ts";

const SECRET = "4247f31f1e872e6e9b618ec10058c42c";
const nodeSign = (text: string | Buffer) => createHmac("sha256", SECRET).update(text).digest("base64");
const bytes = (text: string) => new TextEncoder().encode(text);

/** LINE writes non-ASCII as it is, with a space after no colon: a body JSON.stringify gives back unchanged. */
const RAW =
  '{"destination":"U0123456789abcdef0123456789abcdef","events":[{"type":"message","message":{"type":"text","text":"สวัสดี 😀"}}]}';

describe("signature check over the raw bytes", () => {
  it("signs like Node's HMAC and accepts the matching signature", async () => {
    expect(await signBody(SECRET, RAW)).toBe(nodeSign(RAW));
    expect(await checkSignature({ secret: SECRET, body: bytes(RAW), header: nodeSign(RAW) })).toEqual({
      valid: true,
      code: "webhook.signature.valid",
    });
  });

  it("says the signature is missing", async () => {
    expect((await checkSignature({ secret: SECRET, body: bytes(RAW), header: "" })).code).toBe(
      "webhook.signature.missing",
    );
  });

  it("tells a wrong secret from a body changed before the check", async () => {
    const wrongSecret = createHmac("sha256", "another-secret").update(RAW).digest("base64");
    expect((await checkSignature({ secret: SECRET, body: bytes(RAW), header: wrongSecret })).code).toBe(
      "webhook.signature.mismatch",
    );
    // LINE signed the compact body; a framework pretty-printed it before the check.
    const pretty = JSON.stringify(JSON.parse(RAW), null, 2);
    expect(await checkSignature({ secret: SECRET, body: bytes(pretty), header: nodeSign(RAW) })).toEqual({
      valid: false,
      code: "webhook.signature.bodyChanged",
      params: { change: "prettyPrinted" },
    });
  });

  it("names emoji and Thai escaped into \\u sequences, or unescaped from them", async () => {
    const escaped = escapeNonAscii(RAW);
    expect(escaped).toContain("\\u0e2a");
    expect(escaped).toContain("\\ud83d\\ude00");
    expect(JSON.parse(escaped)).toEqual(JSON.parse(RAW));
    // Signed with the characters, received escaped (PHP's json_encode on the way).
    expect(
      await checkSignature({ secret: SECRET, body: bytes(escaped), header: nodeSign(RAW) }),
    ).toMatchObject({
      params: { change: "escapedNonAscii" },
    });
    // Signed escaped, received with the characters.
    expect(
      await checkSignature({ secret: SECRET, body: bytes(RAW), header: nodeSign(escaped) }),
    ).toMatchObject({
      params: { change: "unescapedNonAscii" },
    });
    expect(unescapeNonAscii(escaped)).toBe(RAW);
    // Escaped ASCII (a quote) stays escaped: unescaping it would break the JSON.
    expect(unescapeNonAscii('"\\u0022"')).toBe('"\\u0022"');
  });

  it("checks bytes, not text: the same JSON in other bytes does not match", async () => {
    const spaced = RAW.replace('"events":', '"events": ');
    expect(JSON.parse(spaced)).toEqual(JSON.parse(RAW));
    expect(
      (await checkSignature({ secret: SECRET, body: bytes(spaced), header: nodeSign(spaced) })).valid,
    ).toBe(true);
    expect((await checkSignature({ secret: SECRET, body: bytes(spaced), header: nodeSign(RAW) })).valid).toBe(
      false,
    );
  });

  it("knows when re-serialising before the check breaks it", () => {
    expect(reserializingBreaksSignature(bytes(RAW))).toBe(false);
    expect(reserializingBreaksSignature(bytes(escapeNonAscii(RAW)))).toBe(true);
    expect(reserializingBreaksSignature(bytes('{"a": 1}'))).toBe(true);
  });
});

describe("duplicates and redeliveries", () => {
  const input = { now: 1_764_000_000_000, userId: "U059b797f5e2c31a37fb5cd68f3dd902f" };
  it("flags LINE's redelivery mark and a webhookEventId seen before", () => {
    const first = sampleEvent("message", { ...input, seed: "aa" });
    const other = sampleEvent("postback", { ...input, seed: "bb" });
    const again = asRedelivery(first);
    expect(deliveryFlags([first, other, again, { nothing: true } as never])).toEqual([
      { webhookEventId: first.webhookEventId, isRedelivery: false, duplicateOf: null },
      { webhookEventId: other.webhookEventId, isRedelivery: false, duplicateOf: null },
      { webhookEventId: first.webhookEventId, isRedelivery: true, duplicateOf: 0 },
      { webhookEventId: null, isRedelivery: false, duplicateOf: null },
    ]);
    expect(first.deliveryContext).toEqual({ isRedelivery: false });
  });

  it("reads the events of any body, and none of a body that is not LINE's", () => {
    expect(eventsOf({ events: [{ a: 1 }, 2] })).toEqual([{ a: 1 }]);
    expect(eventsOf("x")).toEqual([]);
    expect(eventsOf({ events: "no" })).toEqual([]);
  });
});

describe("reply token countdown and lock", () => {
  const receivedAt = 1_000_000;
  it("counts down one minute from the event's arrival, then expires", () => {
    expect(replyTokenState({ replyToken: "t", receivedAt, usedAt: null, now: receivedAt + 15_500 })).toEqual({
      state: "open",
      remainingMs: REPLY_TOKEN_WINDOW_MS - 15_500,
    });
    expect(
      replyTokenState({ replyToken: "t", receivedAt, usedAt: null, now: receivedAt + REPLY_TOKEN_WINDOW_MS }),
    ).toEqual({
      state: "expired",
    });
    expect(formatCountdown(44_500)).toBe("0:45");
    expect(formatCountdown(60_000)).toBe("1:00");
    expect(formatCountdown(-5)).toBe("0:00");
  });

  it("is locked once used, even inside the minute", () => {
    expect(
      replyTokenState({ replyToken: "t", receivedAt, usedAt: receivedAt + 1000, now: receivedAt + 2000 }),
    ).toEqual({
      state: "used",
      usedAt: receivedAt + 1000,
    });
    expect(replyTokenState({ replyToken: null, receivedAt, usedAt: null, now: receivedAt })).toEqual({
      state: "none",
    });
  });

  it("finds the token and the user to push to; the console's dummy token is none", () => {
    const event = sampleEvent("message", { now: 1, userId: "Uabc", seed: "12", groupId: "Cgroup" });
    expect(replyTokenOf(event)).toBe(event.replyToken);
    expect(replyTokenOf({ replyToken: "00000000000000000000000000000000" })).toBeNull();
    expect(pushTargetOf(event)).toBe("Uabc");
    expect(pushTargetOf({ source: { type: "group", groupId: "C1" } })).toBeNull();
  });
});
