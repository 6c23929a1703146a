import { z } from "zod";

/** Caps of the Webhook Inspector (the page shows them; the server enforces them). */
export const WEBHOOK_LIMITS = {
  relaysPerUser: 5,
  /** Random bytes in a relay id (base64url): 192 bits, well over the 128 asked for. */
  relayIdBytes: 24,
  bodyBytes: 1024 * 1024,
  eventsPerRelay: 200,
  eventTtlMs: 24 * 60 * 60 * 1000,
  /** All of a user's stored bodies together; the oldest go first past it. */
  userBytes: 20 * 1024 * 1024,
  /** Requests per relay URL per minute (LINE sends far fewer; a loop or an attack sends more). */
  relayRequestsPerMinute: 120,
  /** How much of a bot's answer is kept and shown. */
  botAnswerBytes: 64 * 1024,
  /** LINE waits about this long for a bot; so does the relay. */
  forwardTimeoutMs: 10_000,
  /** Live streams one user may hold open on one instance (tabs, phones). */
  streamsPerUser: 10,
  /** Events one list or stream page carries, and their bodies together at most (one event always fits). */
  pageSize: 50,
  pageBytes: 4 * 1024 * 1024,
} as const;

export const RELAY_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const relayModeSchema = z.enum(["mirror", "intercept"]);
type RelayMode = z.infer<typeof relayModeSchema>;

const botUrl = z
  .string()
  .trim()
  .max(2000, "The bot URL is too long (at most 2000 characters)")
  .pipe(z.url({ protocol: /^https?$/, error: "The bot URL must be an http(s) URL" }));

export const relaySettingsSchema = z.object({
  mode: relayModeSchema.optional(),
  forwardUrl: botUrl.nullable().optional(),
  answerWithBotStatus: z.boolean().optional(),
});
export type RelaySettings = z.infer<typeof relaySettingsSchema>;

export interface RelayView {
  id: string;
  /** PUBLIC_BASE_URL (or, in sandbox mode, this server's origin) + /hooks/<id>. */
  url: string;
  mode: RelayMode;
  forwardUrl: string | null;
  answerWithBotStatus: boolean;
  createdAt: string;
}

export interface ForwardResult {
  status: number | null;
  durationMs: number | null;
  /** The bot's answer as text, cut at botAnswerBytes. */
  body: string | null;
  error: string | null;
}

export interface StoredWebhookEvent {
  /** The stream cursor: strictly increasing per relay, never reused. */
  seq: number;
  relayId: string;
  receivedAt: string;
  byteSize: number;
  headers: Record<string, string>;
  /** The raw body, base64: the signature is checked over exactly these bytes. */
  bodyBase64: string;
  forward: ForwardResult | null;
  /** Reply tokens of this request the inspector has used (locked). */
  usedReplyTokens: string[];
  /** The prepared reply the server answered this request with ("reply to the next message"), and LINE's answer. */
  preparedReply: PreparedReplyOutcomeView | null;
}

interface PreparedReplyOutcomeView {
  messages: ({ type: string } & Record<string, unknown>)[];
  replyToken: string;
  /** LINE's HTTP status; null while it is being sent, or when LINE was not reached (then `error`). */
  status: number | null;
  /** LINE's answer body (JSON text). */
  body: string | null;
  error: string | null;
}

/** A "reply to the next message with this" waiting on a relay. */
export interface PendingReplyView {
  messages: ({ type: string } & Record<string, unknown>)[];
  createdAt: string;
  /** When the channel token it holds runs out: past this it is dropped unsent. */
  expiresAt: string;
}

export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
});

const messages = z
  .array(z.looseObject({ type: z.string() }))
  .min(1, "Add at least one message")
  .max(5, "At most 5 messages");

export const replyBodySchema = z.object({
  replyToken: z.string().min(1).max(200),
  messages,
});

export const pushBodySchema = z.object({ messages });

/** "Reply to the next message with this": sent by the server when the next request with a reply token is stored. */
export const prepareReplyBodySchema = z.object({ messages });

/** A test event the browser signed: the server sends exactly these bytes with exactly this signature. */
export const sendTestEventSchema = z.object({
  url: botUrl,
  /** The JSON text as signed (UTF-8). */
  body: z.string().min(1).max(WEBHOOK_LIMITS.bodyBytes),
  signature: z.string().max(200),
});

export const channelEndpointBodySchema = z.object({
  endpoint: z
    .string()
    .trim()
    .min(1, "Enter the webhook URL")
    .max(500, "The webhook URL is too long (at most 500 characters)"),
});

export const channelTestBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(500).optional(),
});
