import { z } from "zod";

/*
 * LINE's webhook body (`webhook.yml`, vendored in server/line-sandbox/openapi/): a CallbackRequest holding
 * events of 19 types. Objects are loose: LINE adds properties without notice, and a checker that dropped or
 * refused them would misreport what the bot really receives. tests/unit/webhook-events.test.ts holds every
 * schema here to the YAML file (each type, each required property).
 */

export const WEBHOOK_EVENT_TYPES = [
  "message",
  "unsend",
  "follow",
  "unfollow",
  "join",
  "leave",
  "memberJoined",
  "memberLeft",
  "postback",
  "videoPlayComplete",
  "beacon",
  "accountLink",
  "membership",
  "module",
  "activated",
  "deactivated",
  "botSuspended",
  "botResumed",
  "delivery",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const MESSAGE_CONTENT_TYPES = [
  "text",
  "image",
  "video",
  "audio",
  "file",
  "location",
  "sticker",
] as const;

const userSource = z.looseObject({ type: z.literal("user"), userId: z.string().optional() });
const groupSource = z.looseObject({
  type: z.literal("group"),
  groupId: z.string(),
  userId: z.string().optional(),
});
const roomSource = z.looseObject({
  type: z.literal("room"),
  roomId: z.string(),
  userId: z.string().optional(),
});
const webhookSourceSchema = z.discriminatedUnion("type", [userSource, groupSource, roomSource]);

const base = {
  source: webhookSourceSchema.optional(),
  timestamp: z.number().int(),
  mode: z.enum(["active", "standby"]),
  webhookEventId: z.string(),
  deliveryContext: z.looseObject({ isRedelivery: z.boolean() }),
};

const contentProvider = z.looseObject({
  type: z.enum(["line", "external"]),
  originalContentUrl: z.url().optional(),
  previewImageUrl: z.url().optional(),
});

const mentionee = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("user"),
    index: z.number().int(),
    length: z.number().int(),
    userId: z.string().optional(),
    isSelf: z.boolean().optional(),
  }),
  z.looseObject({ type: z.literal("all"), index: z.number().int(), length: z.number().int() }),
]);

const emoji = z.looseObject({
  index: z.number().int(),
  length: z.number().int(),
  productId: z.string(),
  emojiId: z.string(),
});

const markAsReadToken = z.string().optional();

export const messageContentSchemas = {
  text: z.looseObject({
    type: z.literal("text"),
    id: z.string(),
    text: z.string(),
    emojis: z.array(emoji).optional(),
    mention: z.looseObject({ mentionees: z.array(mentionee) }).optional(),
    quoteToken: z.string(),
    quotedMessageId: z.string().optional(),
    markAsReadToken,
  }),
  image: z.looseObject({
    type: z.literal("image"),
    id: z.string(),
    contentProvider,
    imageSet: z
      .looseObject({ id: z.string(), index: z.number().int().optional(), total: z.number().int().optional() })
      .optional(),
    quoteToken: z.string(),
    markAsReadToken,
  }),
  video: z.looseObject({
    type: z.literal("video"),
    id: z.string(),
    duration: z.number().int().optional(),
    contentProvider,
    quoteToken: z.string(),
    markAsReadToken,
  }),
  audio: z.looseObject({
    type: z.literal("audio"),
    id: z.string(),
    contentProvider,
    duration: z.number().int().optional(),
    markAsReadToken,
  }),
  file: z.looseObject({
    type: z.literal("file"),
    id: z.string(),
    fileName: z.string(),
    fileSize: z.number().int(),
    markAsReadToken,
  }),
  location: z.looseObject({
    type: z.literal("location"),
    id: z.string(),
    title: z.string().optional(),
    address: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
    markAsReadToken,
  }),
  sticker: z.looseObject({
    type: z.literal("sticker"),
    id: z.string(),
    packageId: z.string(),
    stickerId: z.string(),
    stickerResourceType: z.enum([
      "STATIC",
      "ANIMATION",
      "SOUND",
      "ANIMATION_SOUND",
      "POPUP",
      "POPUP_SOUND",
      "CUSTOM",
      "MESSAGE",
      "NAME_TEXT",
      "PER_STICKER_TEXT",
    ]),
    keywords: z.array(z.string()).max(15).optional(),
    text: z.string().max(100).optional(),
    quoteToken: z.string(),
    quotedMessageId: z.string().optional(),
    markAsReadToken,
  }),
} as const;

const messageContentSchema = z.discriminatedUnion("type", [
  messageContentSchemas.text,
  messageContentSchemas.image,
  messageContentSchemas.video,
  messageContentSchemas.audio,
  messageContentSchemas.file,
  messageContentSchemas.location,
  messageContentSchemas.sticker,
]);

const members = z.looseObject({ members: z.array(userSource) });
const membershipId = z.number().int();

/** One schema per event type, keyed as webhook.yml's discriminator mapping. */
export const webhookEventSchemas = {
  message: z.looseObject({
    ...base,
    type: z.literal("message"),
    replyToken: z.string().optional(),
    message: messageContentSchema,
  }),
  unsend: z.looseObject({
    ...base,
    type: z.literal("unsend"),
    unsend: z.looseObject({ messageId: z.string() }),
  }),
  follow: z.looseObject({
    ...base,
    type: z.literal("follow"),
    replyToken: z.string(),
    follow: z.looseObject({ isUnblocked: z.boolean() }),
  }),
  unfollow: z.looseObject({ ...base, type: z.literal("unfollow") }),
  join: z.looseObject({ ...base, type: z.literal("join"), replyToken: z.string() }),
  leave: z.looseObject({ ...base, type: z.literal("leave") }),
  memberJoined: z.looseObject({
    ...base,
    type: z.literal("memberJoined"),
    replyToken: z.string(),
    joined: members,
  }),
  memberLeft: z.looseObject({ ...base, type: z.literal("memberLeft"), left: members }),
  postback: z.looseObject({
    ...base,
    type: z.literal("postback"),
    replyToken: z.string().optional(),
    postback: z.looseObject({ data: z.string(), params: z.record(z.string(), z.string()).optional() }),
  }),
  videoPlayComplete: z.looseObject({
    ...base,
    type: z.literal("videoPlayComplete"),
    replyToken: z.string(),
    videoPlayComplete: z.looseObject({ trackingId: z.string() }),
  }),
  beacon: z.looseObject({
    ...base,
    type: z.literal("beacon"),
    replyToken: z.string(),
    beacon: z.looseObject({
      hwid: z.string(),
      type: z.enum(["enter", "banner", "stay"]),
      dm: z.string().optional(),
    }),
  }),
  accountLink: z.looseObject({
    ...base,
    type: z.literal("accountLink"),
    replyToken: z.string().optional(),
    link: z.looseObject({ result: z.enum(["ok", "failed"]), nonce: z.string() }),
  }),
  membership: z.looseObject({
    ...base,
    type: z.literal("membership"),
    replyToken: z.string(),
    membership: z.discriminatedUnion("type", [
      z.looseObject({ type: z.literal("joined"), membershipId }),
      z.looseObject({ type: z.literal("left"), membershipId }),
      z.looseObject({ type: z.literal("renewed"), membershipId }),
    ]),
  }),
  module: z.looseObject({
    ...base,
    type: z.literal("module"),
    module: z.discriminatedUnion("type", [
      z.looseObject({ type: z.literal("attached"), botId: z.string(), scopes: z.array(z.string()) }),
      z.looseObject({ type: z.literal("detached"), botId: z.string(), reason: z.enum(["bot_deleted"]) }),
    ]),
  }),
  activated: z.looseObject({
    ...base,
    type: z.literal("activated"),
    chatControl: z.looseObject({ expireAt: z.number().int() }),
  }),
  deactivated: z.looseObject({ ...base, type: z.literal("deactivated") }),
  botSuspended: z.looseObject({ ...base, type: z.literal("botSuspended") }),
  botResumed: z.looseObject({ ...base, type: z.literal("botResumed") }),
  delivery: z.looseObject({
    ...base,
    type: z.literal("delivery"),
    delivery: z.looseObject({ data: z.string() }),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export const webhookEventSchema = z.discriminatedUnion("type", [
  webhookEventSchemas.message,
  webhookEventSchemas.unsend,
  webhookEventSchemas.follow,
  webhookEventSchemas.unfollow,
  webhookEventSchemas.join,
  webhookEventSchemas.leave,
  webhookEventSchemas.memberJoined,
  webhookEventSchemas.memberLeft,
  webhookEventSchemas.postback,
  webhookEventSchemas.videoPlayComplete,
  webhookEventSchemas.beacon,
  webhookEventSchemas.accountLink,
  webhookEventSchemas.membership,
  webhookEventSchemas.module,
  webhookEventSchemas.activated,
  webhookEventSchemas.deactivated,
  webhookEventSchemas.botSuspended,
  webhookEventSchemas.botResumed,
  webhookEventSchemas.delivery,
]);

export const callbackRequestSchema = z.looseObject({
  destination: z.string().regex(/^U[0-9a-f]{32}$/, "destination must be a bot user ID (U + 32 hex digits)"),
  events: z.array(webhookEventSchema),
});

/** The console's "Verify" button and the test endpoint post a body with no events. */
export function isVerifyRequest(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    Array.isArray((body as { events?: unknown }).events) &&
    (body as { events: unknown[] }).events.length === 0
  );
}
