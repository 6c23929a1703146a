import { HTTPFetchError, type messagingApi } from "@line/bot-sdk";
import { WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import { eventsOf } from "../../../shared/webhook/delivery.ts";
import { replyTokenOf } from "../../../shared/webhook/reply-token.ts";
import type { PreparedReplyRow } from "../../db/database.ts";
import type { AppDeps } from "../../deps.ts";
import { LineTimeoutError } from "../../line/line-errors.ts";
import type { WebhookRouteDeps } from "./deps.ts";

/** The first reply token of a stored body: what "the next message" is answered through. */
function firstReplyToken(body: Buffer): string | null {
  try {
    for (const event of eventsOf(JSON.parse(body.toString("utf8")))) {
      const token = replyTokenOf(event);
      if (token) return token;
    }
  } catch {
    // Not JSON: nothing to answer.
  }
  return null;
}

/** LINE's answer or failure as the request shows it: status, body (cut), or what went wrong. */
function outcomeOf(error: unknown) {
  if (error instanceof HTTPFetchError)
    return { status: error.status, body: error.body.slice(0, WEBHOOK_LIMITS.botAnswerBytes), error: null };
  if (error instanceof LineTimeoutError) return { status: null, body: null, error: error.message };
  return { status: null, body: null, error: "LINE could not be reached" };
}

/**
 * After a request is stored: when the relay has a prepared reply and the request carries a reply token,
 * the claim (one conditional update in the database) decides which instance sends it, and the token is
 * locked, so the inspector's own Reply answers "already used". Resolves once claimed (or not); the reply to
 * LINE goes on after, and LINE's answer is kept on the prepared reply for the request's viewers. Never throws:
 * the request is stored whatever happens here.
 */
export async function claimPreparedReply(
  deps: AppDeps & WebhookRouteDeps,
  relayId: string,
  seq: number,
  body: Buffer,
): Promise<void> {
  const replyToken = firstReplyToken(body);
  if (!replyToken) return;
  const repo = deps.db.webhooks;
  try {
    const now = new Date(deps.clock());
    const claimed = await repo.claimPendingReply(relayId, seq, replyToken, now);
    if (!claimed) return;
    await repo.lockReplyToken(seq, replyToken, now);
    deps.webhookLive.publish(relayId, seq, "update");
    void send(deps, claimed, replyToken);
  } catch (error) {
    console.error(`prepared reply claim failed: ${(error as Error).name}`);
  }
}

async function send(deps: AppDeps & WebhookRouteDeps, claimed: PreparedReplyRow, replyToken: string) {
  let result: { status: number | null; body: string | null; error: string | null };
  try {
    if (!claimed.accessToken) throw new Error("no token");
    const sent = await deps.line.messagingFor(claimed.accessToken).replyMessage({
      replyToken,
      messages: claimed.messages as messagingApi.Message[],
    });
    result = { status: 200, body: JSON.stringify(sent), error: null };
  } catch (error) {
    result = outcomeOf(error);
  }
  try {
    await deps.db.webhooks.recordPreparedResult(claimed.id, result);
    if (claimed.eventSeq !== null) deps.webhookLive.publish(claimed.relayId, claimed.eventSeq, "update");
  } catch (error) {
    console.error(`prepared reply result not stored: ${(error as Error).name}`);
  }
}
