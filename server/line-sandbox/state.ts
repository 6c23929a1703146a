import type { RichMenuArea } from "../../shared/richmenu/types.ts";
import type { SandboxChannel } from "./types.ts";

// The emulator's in-memory state. Everything a Messaging API call can change lives in the
// ChannelState of the channel its access token belongs to.

/** A rich menu object that passed validation (POST /v2/bot/richmenu). */
export interface RichMenuRequest {
  size: { width: number; height: number };
  selected: boolean;
  name: string;
  chatBarText: string;
  areas: RichMenuArea[];
}

interface StoredImage {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: "image/png" | "image/jpeg";
}

export interface StoredRichMenu {
  richMenuId: string;
  menu: RichMenuRequest;
  image?: StoredImage;
}

/** A batch control request (POST /v2/bot/richmenu/batch), keyed by its request id. */
export interface RichMenuBatchJob {
  phase: "ongoing" | "succeeded" | "failed";
  acceptedMs: number;
  completedMs?: number;
  /** The `to` menus of its link operations: deleting one before completion fails the batch. */
  linkTargets: string[];
}

export type AudienceStatus = "IN_PROGRESS" | "READY" | "FAILED" | "EXPIRED" | "INACTIVE" | "ACTIVATING";
export type AudienceCreateRoute = "OA_MANAGER" | "MESSAGING_API" | "POINT_AD" | "AD_MANAGER";

/** The audience group object exactly as LINE returns it (optional fields omitted when absent). */
export interface AudienceGroup {
  audienceGroupId: number;
  createRoute: AudienceCreateRoute;
  type: string;
  description: string;
  status: AudienceStatus;
  failedType?: "AUDIENCE_GROUP_AUDIENCE_INSUFFICIENT" | "INTERNAL_ERROR";
  audienceCount?: number;
  created: number;
  permission: "READ" | "READ_WRITE";
  isIfaAudience: boolean;
  expireTimestamp?: number;
  activated?: number;
  inactiveTimestamp?: number;
  requestId?: string;
  clickUrl?: string;
}

interface AudienceJob {
  audienceGroupJobId: number;
  audienceGroupId: number;
  description: string;
  type: "DIFF_ADD";
  jobStatus: "FINISHED";
  audienceCount: number;
  created: number;
}

export interface AudienceRecord {
  group: AudienceGroup;
  /** Unix seconds when an IN_PROGRESS upload audience becomes READY. */
  readyAt?: number;
  ids: readonly string[];
  jobs: AudienceJob[];
  adaccountName?: string;
}

/** A rich menu shown to (impression, `area` null) or tapped by (click on area `area`) a Sandbox Chat user. */
interface RichMenuEvent {
  richMenuId: string;
  area: number | null;
  userId: string;
  at: number;
}

/** A narrowcast the emulator accepted (`narrowcast.ts`): its progress is computed from this. */
export interface NarrowcastJob {
  acceptedMs: number;
  outcome:
    | { phase: "succeeded"; targetCount: number; successCount: number }
    | { phase: "failed"; errorCode: number; failedDescription: string; targetCount: number };
}

/** A send the emulator answered (push, multicast, broadcast, narrowcast): what its insights are counted over. */
export interface SentRequest {
  at: number;
  /** Recipients it reached (friends and groups). */
  delivered: number;
  /** The inbox entries it made: the Sandbox Chat reports impressions and clicks by entry. */
  entryIds: string[];
  /** Its messages, as sent: the bubbles (`messages[].seq`) and the URLs (`clicks[].url`) of the statistics. */
  messages: Record<string, unknown>[];
}

/** A sent message shown to (impression of its bubble `seq`) or opened by (click on `url`) a Sandbox Chat user. */
export interface MessageEvent {
  requestId: string;
  userId: string;
  at: number;
  seq: number;
  url: string | null;
}

/** What the insight endpoints count (`insight.ts`): menu events, units and request ids of sent messages. */
interface InsightRecords {
  richMenuEvents: RichMenuEvent[];
  /** Custom aggregation units of sends, with when they were used and the request they were used in. */
  units: { unit: string; at: number; delivered: number; requestId: string }[];
  /** x-line-request-id of each send → what it sent and to how many. */
  requests: Map<string, SentRequest>;
  messageEvents: MessageEvent[];
}

export interface ChannelState {
  channel: SandboxChannel;
  richMenus: Map<string, StoredRichMenu>;
  /** Rich menu alias id → rich menu id. */
  richMenuAliases: Map<string, string>;
  /** User id → the rich menu linked to that user. */
  userRichMenus: Map<string, string>;
  defaultRichMenuId: string | null;
  /** Request id → batch control job. */
  richMenuBatches: Map<string, RichMenuBatchJob>;
  /** resumeRequestKey → the request id of the last batch that used it. */
  batchKeys: Map<string, string>;
  audiences: Map<number, AudienceRecord>;
  /** Messages counted against this month's quota (`month` = "2026-07", UTC). */
  consumption: { month: string; totalUsage: number };
  /** Request id → narrowcast, for its progress (GET /v2/bot/message/progress/narrowcast). */
  narrowcasts: Map<string, NarrowcastJob>;
  /** X-Line-Retry-Key values already accepted by push (LINE answers 409 to a repeat). */
  retryKeys: Set<string>;
  /** The channel's webhook URL ("" when none) and "Use webhook", which no API turns on. */
  webhook: { endpoint: string; active: boolean };
  /** Reply tokens of delivered events, until used once or expired. */
  replyTokens: Map<string, { to: { id: string; name: string }; expiresAt: number }>;
  insight: InsightRecords;
}

/** Hono environment of the /v2/bot/* routes: the channel its access token belongs to. */
export type SandboxEnv = { Variables: { channel: ChannelState } };

export function createChannelStates(channels: readonly SandboxChannel[]): Map<string, ChannelState> {
  return new Map(
    channels.map((channel, index) => [
      channel.channelId,
      {
        channel,
        richMenus: new Map(),
        richMenuAliases: new Map(),
        userRichMenus: new Map(),
        defaultRichMenuId: null,
        richMenuBatches: new Map(),
        batchKeys: new Map(),
        audiences: new Map(),
        consumption: { month: "", totalUsage: 0 },
        narrowcasts: new Map(),
        retryKeys: new Set<string>(),
        // "Use webhook" is on for the first channel and off for the second, so both states can be tried.
        webhook: { endpoint: "", active: index === 0 },
        replyTokens: new Map(),
        insight: { richMenuEvents: [], units: [], requests: new Map(), messageEvents: [] },
      },
    ]),
  );
}

/** Sequential numeric ids (audience ids, job ids): stable across runs, never reused. */
export function createSequence(start: number): () => number {
  let next = start;
  return () => next++;
}
