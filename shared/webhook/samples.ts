import type { MESSAGE_CONTENT_TYPES, WebhookEventType } from "./events.ts";

/*
 * Realistic defaults for every webhook event type: what the composer starts from and what the emulator
 * sends. Deterministic in its inputs (ids come from `seed`), so tests and drafts can rebuild them.
 */

export interface SampleInput {
  /** Epoch ms of the event. */
  now: number;
  userId: string;
  /** Short text that makes ids unique (hex or digits). */
  seed: string;
  /** Group chats carry a groupId in the source; one-to-one chats a user source. */
  groupId?: string;
}

const hex = (seed: string, length: number) =>
  seed
    .replace(/[^0-9a-f]/gi, "")
    .padEnd(length, "0")
    .slice(0, length);
const digits = (seed: string, length: number) =>
  (seed.replace(/\D/g, "") || "1").padStart(length, "5").slice(-length);

/** LINE's webhookEventId: a ULID (26 Crockford base32 characters). */
function sampleWebhookEventId(seed: string): string {
  return `01${hex(seed, 24).toUpperCase()}`;
}

function common(input: SampleInput) {
  return {
    timestamp: input.now,
    mode: "active" as const,
    webhookEventId: sampleWebhookEventId(input.seed),
    deliveryContext: { isRedelivery: false },
    source: input.groupId
      ? { type: "group" as const, groupId: input.groupId, userId: input.userId }
      : { type: "user" as const, userId: input.userId },
  };
}

const replyToken = (seed: string) => hex(seed, 32);

/** A text message event, as the emulator sends for a line typed in the Sandbox Chat. */
export function textMessageEvent(input: SampleInput & { text: string; replyToken: string }) {
  return {
    type: "message" as const,
    message: {
      type: "text" as const,
      id: digits(input.seed, 18),
      quoteToken: `q${hex(input.seed, 20)}`,
      text: input.text,
    },
    ...common(input),
    replyToken: input.replyToken,
  };
}

/** A postback event, as the emulator sends for a rich menu area tapped in the Sandbox Chat. */
export function postbackEvent(
  input: SampleInput & { data: string; params?: Record<string, string>; replyToken: string },
) {
  return {
    type: "postback" as const,
    postback: { data: input.data, ...(input.params ? { params: input.params } : {}) },
    ...common(input),
    replyToken: input.replyToken,
  };
}

/** One event of `type` with realistic content; message events are texts with a mention and an emoji. */
export function sampleEvent(type: WebhookEventType, input: SampleInput): Record<string, unknown> {
  const shared = common(input);
  const token = replyToken(input.seed);
  const member = { type: "user", userId: input.userId };
  switch (type) {
    case "message":
      return { type, ...shared, replyToken: token, message: sampleMessageContent("text", input.seed) };
    case "unsend":
      return { type, ...shared, unsend: { messageId: digits(input.seed, 18) } };
    case "follow":
      return { type, ...shared, replyToken: token, follow: { isUnblocked: false } };
    case "unfollow":
    case "leave":
    case "deactivated":
    case "botSuspended":
    case "botResumed":
      return { type, ...shared };
    case "join":
      return { type, ...shared, replyToken: token };
    case "memberJoined":
      return { type, ...shared, replyToken: token, joined: { members: [member] } };
    case "memberLeft":
      return { type, ...shared, left: { members: [member] } };
    case "postback":
      return {
        type,
        ...shared,
        replyToken: token,
        postback: { data: "action=buy&itemid=111", params: { datetime: "2026-12-25T09:30" } },
      };
    case "videoPlayComplete":
      return { type, ...shared, replyToken: token, videoPlayComplete: { trackingId: "track-id" } };
    case "beacon":
      return { type, ...shared, replyToken: token, beacon: { hwid: "d41d8cd98f", type: "enter" } };
    case "accountLink":
      return { type, ...shared, replyToken: token, link: { result: "ok", nonce: "xxxxxxxxxxxxxxx" } };
    case "membership":
      return { type, ...shared, replyToken: token, membership: { type: "joined", membershipId: 3189 } };
    case "module":
      return {
        type,
        ...shared,
        module: { type: "attached", botId: `U${hex(input.seed, 32)}`, scopes: ["message:send"] },
      };
    case "activated":
      return { type, ...shared, chatControl: { expireAt: input.now + 3_600_000 } };
    case "delivery":
      return { type, ...shared, delivery: { data: "9b1e3f4c-pnp-delivery" } };
  }
}

/** Realistic content of each message type the composer offers (the text one has a mention and an emoji). */
export function sampleMessageContent(
  type: (typeof MESSAGE_CONTENT_TYPES)[number],
  seed: string,
): Record<string, unknown> {
  const id = digits(seed, 18);
  const quoteToken = `q${hex(seed, 20)}`;
  const lineContent = { type: "line" };
  switch (type) {
    case "text":
      return {
        type,
        id,
        quoteToken,
        text: "@bot Hello $",
        mention: { mentionees: [{ type: "user", index: 0, length: 4, isSelf: true }] },
        emojis: [{ index: 11, length: 1, productId: "5ac1bfd5040ab15980c9b435", emojiId: "001" }],
      };
    case "image":
      return {
        type,
        id,
        quoteToken,
        contentProvider: lineContent,
        imageSet: { id: hex(seed, 32), index: 1, total: 2 },
      };
    case "video":
      return { type, id, quoteToken, duration: 60_000, contentProvider: lineContent };
    case "audio":
      return { type, id, duration: 15_000, contentProvider: lineContent };
    case "file":
      return { type, id, fileName: "invoice.pdf", fileSize: 23_456 };
    case "location":
      return {
        type,
        id,
        title: "Siam Paragon",
        address: "991 Rama I Rd, Pathum Wan, Bangkok 10330",
        latitude: 13.746,
        longitude: 100.5348,
      };
    case "sticker":
      return {
        type,
        id,
        quoteToken,
        packageId: "446",
        stickerId: "1988",
        stickerResourceType: "STATIC",
        keywords: ["hello"],
      };
  }
}
