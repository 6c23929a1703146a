import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { attachEventExtras, pageEndSeq, type WebhookEventRow, type WebhookRepository } from "../database.ts";
import * as schema from "./schema.ts";

type PgDb = PostgresJsDatabase<typeof schema>;
const { webhookRelays, webhookEvents, webhookReplyLocks, webhookPreparedReplies } = schema;

/** Advisory lock namespaces (first key): relays per user, events per relay. */
const RELAY_CREATE_LOCK = 7_210_003;
const EVENT_STORE_LOCK = 7_210_004;
/** Prepared replies per relay: replacing the pending one is delete + insert, one writer at a time. */
const PREPARED_REPLY_LOCK = 7_210_005;

type EventRecord = typeof webhookEvents.$inferSelect;

async function withLocks(db: PgDb, rows: EventRecord[]): Promise<WebhookEventRow[]> {
  if (rows.length === 0) return [];
  const locks = await db
    .select()
    .from(webhookReplyLocks)
    .where(
      inArray(
        webhookReplyLocks.eventSeq,
        rows.map((r) => r.seq),
      ),
    );
  const prepared = await db
    .select()
    .from(webhookPreparedReplies)
    .where(
      inArray(
        webhookPreparedReplies.eventSeq,
        rows.map((r) => r.seq),
      ),
    );
  // postgres returns bytea as a Buffer view into its read buffer: copied, so the row owns its bytes.
  return attachEventExtras(
    rows.map((row) => ({ ...row, body: Buffer.from(row.body) })),
    locks,
    prepared,
  );
}

export function pgWebhookRepository(db: PgDb): WebhookRepository {
  const ownRelay = (userId: string, id: string) =>
    and(eq(webhookRelays.id, id), eq(webhookRelays.userId, userId));
  const pending = (relayId: string) =>
    and(eq(webhookPreparedReplies.relayId, relayId), isNull(webhookPreparedReplies.eventSeq));
  return {
    async prepareReply(row) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PREPARED_REPLY_LOCK}, hashtext(${row.relayId}))`);
        await tx.delete(webhookPreparedReplies).where(pending(row.relayId));
        const [inserted] = await tx.insert(webhookPreparedReplies).values(row).returning();
        if (!inserted) throw new Error("prepared reply insert returned no row");
        return inserted;
      });
    },
    async findPendingReply(relayId, now) {
      const [row] = await db
        .select()
        .from(webhookPreparedReplies)
        .where(and(pending(relayId), gt(webhookPreparedReplies.expiresAt, now)));
      return row ?? null;
    },
    async cancelPendingReply(relayId) {
      const deleted = await db
        .delete(webhookPreparedReplies)
        .where(pending(relayId))
        .returning({ id: webhookPreparedReplies.id });
      return deleted.length > 0;
    },
    async claimPendingReply(relayId, eventSeq, replyToken, now) {
      // One statement: a concurrent claimer waits for this row's lock, re-checks "event_seq is null" on the
      // updated row (read committed) and updates nothing.
      const [row] = await db
        .update(webhookPreparedReplies)
        .set({ eventSeq, replyToken })
        .where(and(pending(relayId), gt(webhookPreparedReplies.expiresAt, now)))
        .returning();
      return row ?? null;
    },
    async recordPreparedResult(id, result) {
      await db
        .update(webhookPreparedReplies)
        .set({
          accessToken: null,
          resultStatus: result.status,
          resultBody: result.body,
          resultError: result.error,
        })
        .where(eq(webhookPreparedReplies.id, id));
    },
    async sweepExpiredReplies(now) {
      const deleted = await db
        .delete(webhookPreparedReplies)
        .where(and(isNull(webhookPreparedReplies.eventSeq), lte(webhookPreparedReplies.expiresAt, now)))
        .returning({ id: webhookPreparedReplies.id });
      return deleted.length;
    },
    async listRelays(userId) {
      return db
        .select()
        .from(webhookRelays)
        .where(eq(webhookRelays.userId, userId))
        .orderBy(asc(webhookRelays.createdAt));
    },
    async createRelayWithinLimit(row, limit) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RELAY_CREATE_LOCK}, hashtext(${row.userId}))`);
        const [held] = await tx
          .select({ n: count() })
          .from(webhookRelays)
          .where(eq(webhookRelays.userId, row.userId));
        if ((held?.n ?? 0) >= limit) return null;
        const [inserted] = await tx.insert(webhookRelays).values(row).returning();
        return inserted ?? null;
      });
    },
    async findRelay(id) {
      const [row] = await db.select().from(webhookRelays).where(eq(webhookRelays.id, id));
      return row ?? null;
    },
    async updateRelay(userId, id, settings) {
      if (Object.keys(settings).length === 0) {
        const [row] = await db.select().from(webhookRelays).where(ownRelay(userId, id));
        return row ?? null;
      }
      const [row] = await db.update(webhookRelays).set(settings).where(ownRelay(userId, id)).returning();
      return row ?? null;
    },
    async deleteRelay(userId, id) {
      const deleted = await db
        .delete(webhookRelays)
        .where(ownRelay(userId, id))
        .returning({ id: webhookRelays.id });
      return deleted.length > 0;
    },
    async storeEvent(event, caps, now) {
      return db.transaction(async (tx) => {
        // One writer per user at a time: the byte cap sums the user's events, and two instances pruning
        // the same rows at once would each count the other's insert.
        await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_STORE_LOCK}, hashtext(${event.userId}))`);
        const [inserted] = await tx
          .insert(webhookEvents)
          .values({ ...event, byteSize: event.body.byteLength })
          .returning({ seq: webhookEvents.seq });
        if (!inserted) throw new Error("webhook event insert returned no row");
        // The three caps in one statement (one round trip): its parts share one snapshot, which holds the
        // insert above (same transaction). A row both expired and over a cap is deleted once either way.
        const cutoff = new Date(now - caps.eventTtlMs).toISOString();
        await tx.execute(sql`with expired as (
            delete from webhook_events where user_id = ${event.userId} and received_at <= ${cutoff} returning seq),
          over_relay as (
            delete from webhook_events where relay_id = ${event.relayId} and seq <= coalesce((select seq from webhook_events
              where relay_id = ${event.relayId} order by seq desc offset ${caps.eventsPerRelay} limit 1), 0) returning seq),
          over_bytes as (
            delete from webhook_events where seq in (select seq from (select seq, sum(byte_size) over (order by seq desc)
              as running from webhook_events where user_id = ${event.userId} and received_at > ${cutoff}) t
              where running > ${caps.userBytes}) returning seq)
          select (select count(*) from expired) + (select count(*) from over_relay) + (select count(*) from over_bytes)`);
        return inserted.seq;
      });
    },
    async listEvents(relayId, afterSeq, page, notBefore) {
      const after = and(
        eq(webhookEvents.relayId, relayId),
        gt(webhookEvents.seq, afterSeq),
        gt(webhookEvents.receivedAt, notBefore),
      );
      // Sizes first (no bodies read), then only the rows that fit: a page of 1 MB bodies stays bounded.
      const sizes = await db
        .select({ seq: webhookEvents.seq, byteSize: webhookEvents.byteSize })
        .from(webhookEvents)
        .where(after)
        .orderBy(asc(webhookEvents.seq))
        .limit(page.limit);
      const last = pageEndSeq(sizes, page.maxBytes);
      if (last === null) return [];
      const rows = await db
        .select()
        .from(webhookEvents)
        .where(and(after, lte(webhookEvents.seq, last)))
        .orderBy(asc(webhookEvents.seq));
      return withLocks(db, rows);
    },
    async findEvent(relayId, seq) {
      const rows = await db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.relayId, relayId), eq(webhookEvents.seq, seq)));
      return (await withLocks(db, rows))[0] ?? null;
    },
    async recordForward(seq, result) {
      await db
        .update(webhookEvents)
        .set({
          forwardStatus: result.status,
          forwardMs: result.ms,
          forwardBody: result.body,
          forwardError: result.error,
        })
        .where(eq(webhookEvents.seq, seq));
    },
    async lockReplyToken(seq, replyToken, now) {
      const inserted = await db
        .insert(webhookReplyLocks)
        .values({ replyToken, eventSeq: seq, usedAt: now })
        .onConflictDoNothing()
        .returning({ token: webhookReplyLocks.replyToken });
      return inserted.length > 0;
    },
    async deleteEvents(userId, relayId) {
      const where = relayId
        ? and(eq(webhookEvents.userId, userId), eq(webhookEvents.relayId, relayId))
        : eq(webhookEvents.userId, userId);
      const deleted = await db.delete(webhookEvents).where(where).returning({ seq: webhookEvents.seq });
      return deleted.length;
    },
    async sweepExpired(notBefore) {
      const deleted = await db
        .delete(webhookEvents)
        .where(lte(webhookEvents.receivedAt, notBefore))
        .returning({ seq: webhookEvents.seq });
      return deleted.length;
    },
  };
}
