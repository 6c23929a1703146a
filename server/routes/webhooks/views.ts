import type { PendingReplyView, RelayView, StoredWebhookEvent } from "../../../shared/webhook/api.ts";
import type { PreparedReplyRow, WebhookEventRow, WebhookRelayRow } from "../../db/database.ts";

type Messages = PendingReplyView["messages"];

export function relayView(row: WebhookRelayRow, origin: string): RelayView {
  return {
    id: row.id,
    url: `${origin}/hooks/${row.id}`,
    mode: row.mode,
    forwardUrl: row.forwardUrl,
    answerWithBotStatus: row.answerWithBotStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function eventView(row: WebhookEventRow): StoredWebhookEvent {
  const forwarded = row.forwardStatus !== null || row.forwardError !== null;
  return {
    seq: row.seq,
    relayId: row.relayId,
    receivedAt: row.receivedAt.toISOString(),
    byteSize: row.byteSize,
    headers: row.headers,
    bodyBase64: row.body.toString("base64"),
    forward: forwarded
      ? {
          status: row.forwardStatus,
          durationMs: row.forwardMs,
          body: row.forwardBody,
          error: row.forwardError,
        }
      : null,
    usedReplyTokens: row.usedReplyTokens,
    preparedReply: row.preparedReply
      ? { ...row.preparedReply, messages: row.preparedReply.messages as Messages }
      : null,
  };
}

/** A pending prepared reply as the page sees it: never its access token. */
export function pendingReplyView(row: PreparedReplyRow): PendingReplyView {
  return {
    messages: row.messages as Messages,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
