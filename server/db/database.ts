import { v7 as uuidv7 } from "uuid";
import { flexExpiryFor, type SavedFlexMessage } from "../../shared/flex/storage.ts";

/*
 * The one storage interface the routes see. Each dialect (./sqlite, ./pg) implements it with its own
 * drizzle schema; what cannot be shared (the 20-message transaction) is written once per dialect.
 */

export type Dialect = "sqlite" | "pg";

export interface LoginSession {
  liffId: string;
  loginMethod: "auto" | "manual";
  timestamp: string;
}

interface NewLoginLog {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
  userAgent: string;
  sessionData: LoginSession;
  createdAt: Date;
}

interface LoginLogRepository {
  /** Stores one login event; returns its id. */
  record(entry: NewLoginLog): Promise<number>;
}

export interface NewFlexMessage {
  title: string;
  altText: string;
  flexJson: unknown;
}

/**
 * A live message as the database holds it, for the list: the Flex JSON stays the text the database
 * stored (JSON.stringify of what was saved), so a list sends it on without parsing and stringifying it.
 */
export interface StoredFlexMessageText {
  id: string;
  title: string;
  altText: string;
  flexJsonText: string;
  /** Epoch ms. */
  createdAt: number;
  expiresAt: number;
}

export interface FlexMessageRepository {
  /**
   * The user's live messages (not expired at `now`), newest first, as the JSON array the API sends:
   * exactly JSON.stringify of their SavedFlexMessage objects.
   */
  listJson(userId: string, now: number): Promise<string>;
  find(userId: string, id: string, now: number): Promise<SavedFlexMessage | null>;
  /**
   * Counts and inserts under one lock per user, so concurrent saves from any number of processes never
   * store more than FLEX_STORAGE_LIMIT live messages. Null when the user already holds the maximum.
   */
  saveWithinLimit(userId: string, message: NewFlexMessage, now: number): Promise<SavedFlexMessage | null>;
  /**
   * Replaces title, alt text and Flex JSON of a live row of this user in place: id, created_at and
   * expires_at stay. Null when no live row of this user matched (another user's, expired or unknown).
   */
  update(userId: string, id: string, message: NewFlexMessage, now: number): Promise<SavedFlexMessage | null>;
  /** Deletes by id AND user id; false when no live row of this user matched. */
  delete(userId: string, id: string, now: number): Promise<boolean>;
  /** Removes every row expired at `now` (idempotent); returns how many. */
  sweepExpired(now: number): Promise<number>;
}

export interface ImageRecord {
  sha256: string;
  mimeType: string;
  byteSize: number;
  width: number;
  height: number;
  createdAt: Date;
}

export interface ImageMetadataRepository {
  get(sha256: string): Promise<ImageRecord | null>;
  /** Inserts unless the sha256 is already there; the stored record and whether this call created it. */
  insertIfAbsent(record: ImageRecord): Promise<{ record: ImageRecord; created: boolean }>;
}

export interface WebhookRelayRow {
  id: string;
  userId: string;
  mode: "mirror" | "intercept";
  forwardUrl: string | null;
  answerWithBotStatus: boolean;
  createdAt: Date;
}

export interface NewWebhookEvent {
  relayId: string;
  userId: string;
  receivedAt: Date;
  headers: Record<string, string>;
  body: Buffer;
}

export interface WebhookEventRow extends NewWebhookEvent {
  seq: number;
  byteSize: number;
  forwardStatus: number | null;
  forwardMs: number | null;
  forwardBody: string | null;
  forwardError: string | null;
  usedReplyTokens: string[];
  /** The prepared reply this request was answered with, and LINE's answer. */
  preparedReply: PreparedReplyOutcome | null;
}

/** A "reply to the next message with this", pending while `eventSeq` is null. */
export interface PreparedReplyRow {
  id: string;
  relayId: string;
  userId: string;
  messages: unknown[];
  /** A stateless channel access token, null once used or given up. */
  accessToken: string | null;
  createdAt: Date;
  expiresAt: Date;
  eventSeq: number | null;
  replyToken: string | null;
  resultStatus: number | null;
  resultBody: string | null;
  resultError: string | null;
}

export interface PreparedReplyOutcome {
  messages: unknown[];
  replyToken: string;
  /** LINE's HTTP status; null while sending or when LINE was not reached. */
  status: number | null;
  body: string | null;
  error: string | null;
}

function preparedOutcome(row: PreparedReplyRow): PreparedReplyOutcome {
  return {
    messages: row.messages,
    replyToken: row.replyToken ?? "",
    status: row.resultStatus,
    body: row.resultBody,
    error: row.resultError,
  };
}

/** Rows with their reply locks and the prepared reply each was answered with (one query each per page). */
export function attachEventExtras<R extends { seq: number }>(
  rows: readonly R[],
  locks: readonly { eventSeq: number; replyToken: string }[],
  prepared: readonly PreparedReplyRow[],
): (R & { usedReplyTokens: string[]; preparedReply: PreparedReplyOutcome | null })[] {
  return attachReplyLocks(rows, locks).map((row) => {
    const used = prepared.find((p) => p.eventSeq === row.seq);
    return { ...row, preparedReply: used ? preparedOutcome(used) : null };
  });
}

/** Rows with the reply tokens locked for each (both dialects read the locks in one query per page). */
function attachReplyLocks<R extends { seq: number }>(
  rows: readonly R[],
  locks: readonly { eventSeq: number; replyToken: string }[],
): (R & { usedReplyTokens: string[] })[] {
  return rows.map((row) => ({
    ...row,
    usedReplyTokens: locks.filter((l) => l.eventSeq === row.seq).map((l) => l.replyToken),
  }));
}

/** The last seq of a page of events whose bodies stay within `maxBytes` together (the first always counts). */
export function pageEndSeq(
  sizes: readonly { seq: number; byteSize: number }[],
  maxBytes: number,
): number | null {
  let total = 0;
  let end: number | null = null;
  for (const { seq, byteSize } of sizes) {
    total += byteSize;
    if (end !== null && total > maxBytes) break;
    end = seq;
  }
  return end;
}

interface WebhookCaps {
  relaysPerUser: number;
  eventsPerRelay: number;
  eventTtlMs: number;
  userBytes: number;
}

export interface WebhookRepository {
  listRelays(userId: string): Promise<WebhookRelayRow[]>;
  /** Counts and inserts under one lock per user; null when the user already holds the maximum. */
  createRelayWithinLimit(row: WebhookRelayRow, limit: number): Promise<WebhookRelayRow | null>;
  /** Any user's relay (the /hooks/<id> path carries no user). */
  findRelay(id: string): Promise<WebhookRelayRow | null>;
  updateRelay(
    userId: string,
    id: string,
    settings: Partial<Pick<WebhookRelayRow, "mode" | "forwardUrl" | "answerWithBotStatus">>,
  ): Promise<WebhookRelayRow | null>;
  /** Deletes the relay and, by cascade, its events. */
  deleteRelay(userId: string, id: string): Promise<boolean>;
  /**
   * Stores one request and applies the caps in the same transaction (older than the TTL, beyond the newest
   * `eventsPerRelay` of the relay, the user's oldest past `userBytes`): all of it or nothing.
   */
  storeEvent(event: NewWebhookEvent, caps: WebhookCaps, now: number): Promise<number>;
  /**
   * Events of a relay after `afterSeq` (oldest first), not older than the TTL: at most `limit`, and no more
   * bodies than `maxBytes` together (always at least one event, so a page never stalls on a large body).
   */
  listEvents(
    relayId: string,
    afterSeq: number,
    page: { limit: number; maxBytes: number },
    notBefore: Date,
  ): Promise<WebhookEventRow[]>;
  findEvent(relayId: string, seq: number): Promise<WebhookEventRow | null>;
  recordForward(
    seq: number,
    result: { status: number | null; ms: number | null; body: string | null; error: string | null },
  ): Promise<void>;
  /** The one-use lock: true when this call took it, false when the token was used before. */
  lockReplyToken(seq: number, replyToken: string, now: Date): Promise<boolean>;
  /** Deletes events of the user (of one relay when given); returns how many. */
  deleteEvents(userId: string, relayId?: string): Promise<number>;
  sweepExpired(notBefore: Date): Promise<number>;
  /** Replaces the relay's pending prepared reply (one at most per relay). */
  prepareReply(row: PreparedReplyRow): Promise<PreparedReplyRow>;
  /** The relay's pending prepared reply not expired at `now`. */
  findPendingReply(relayId: string, now: Date): Promise<PreparedReplyRow | null>;
  /** Deletes the relay's pending prepared reply; false when there was none. */
  cancelPendingReply(relayId: string): Promise<boolean>;
  /**
   * Takes the relay's pending prepared reply for this event in one conditional update: of any number of
   * instances storing events at once, one gets the row, the others null.
   */
  claimPendingReply(
    relayId: string,
    eventSeq: number,
    replyToken: string,
    now: Date,
  ): Promise<PreparedReplyRow | null>;
  /** LINE's answer to a claimed reply; the access token is cleared. */
  recordPreparedResult(
    id: string,
    result: { status: number | null; body: string | null; error: string | null },
  ): Promise<void>;
  /** Deletes pending prepared replies expired at `now` (their tokens with them). */
  sweepExpiredReplies(now: Date): Promise<number>;
}

export interface Database {
  dialect: Dialect;
  webhooks: WebhookRepository;
  flexMessages: FlexMessageRepository;
  loginLogs: LoginLogRepository;
  images: ImageMetadataRepository;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface FlexRow {
  id: string;
  userId: string;
  title: string;
  altText: string;
  flexJson: unknown;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * A new row. Ids are UUIDv7 (time-ordered, monotonic within a process): listing orders by created_at then
 * id, so two saves in the same millisecond still list the later one first, on both dialects.
 */
export function newFlexRow(userId: string, message: NewFlexMessage, now: number): FlexRow {
  return {
    id: uuidv7(),
    userId,
    title: message.title,
    altText: message.altText,
    flexJson: message.flexJson,
    createdAt: new Date(now),
    expiresAt: new Date(flexExpiryFor(now)),
  };
}

/**
 * `[SavedFlexMessage, ...]` as JSON text, each stored Flex JSON spliced in as it is: the same text
 * JSON.stringify gives for the parsed messages (the stored text is JSON.stringify's own output).
 */
export function flexMessageListJson(rows: readonly StoredFlexMessageText[]): string {
  let json = "[";
  for (const [i, row] of rows.entries()) {
    json += `${i ? "," : ""}{"id":${JSON.stringify(row.id)},"title":${JSON.stringify(row.title)},"altText":${JSON.stringify(row.altText)},"flexJson":${row.flexJsonText},"createdAt":"${new Date(row.createdAt).toISOString()}","expiresAt":"${new Date(row.expiresAt).toISOString()}"}`;
  }
  return `${json}]`;
}

export function toSavedFlexMessage(row: FlexRow): SavedFlexMessage {
  return {
    id: row.id,
    title: row.title,
    altText: row.altText,
    flexJson: row.flexJson,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
