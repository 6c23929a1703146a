import type BetterSqlite from "better-sqlite3";
import { and, asc, count, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import {
  attachEventExtras,
  type NewWebhookEvent,
  pageEndSeq,
  type WebhookEventRow,
  type WebhookRepository,
} from "../database.ts";
import * as schema from "./schema.ts";

type SqliteDb = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite.Database };
const { webhookRelays, webhookEvents, webhookReplyLocks, webhookPreparedReplies } = schema;

type EventRecord = typeof webhookEvents.$inferSelect;

function withLocks(db: SqliteDb, rows: EventRecord[]): WebhookEventRow[] {
  if (rows.length === 0) return [];
  const locks = db
    .select()
    .from(webhookReplyLocks)
    .where(
      inArray(
        webhookReplyLocks.eventSeq,
        rows.map((r) => r.seq),
      ),
    )
    .all();
  const prepared = db
    .select()
    .from(webhookPreparedReplies)
    .where(
      inArray(
        webhookPreparedReplies.eventSeq,
        rows.map((r) => r.seq),
      ),
    )
    .all();
  return attachEventExtras(rows, locks, prepared);
}

/**
 * After a purge: the file zeroes what a delete frees (`secure_delete`, set in open.ts), and this checkpoint
 * copies those zeroed pages into the database file and truncates the WAL, whose older frames still held the
 * deleted rows (a header, a body). The caps' prunes inside each insert are cleaned by the sweep's checkpoint,
 * every few minutes.
 */
function checkpointAfterPurge(db: SqliteDb): void {
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
}

export function sqliteWebhookRepository(db: SqliteDb): WebhookRepository {
  const createTx = db.$client.transaction((row: typeof webhookRelays.$inferInsert, limit: number) => {
    const held =
      db.select({ n: count() }).from(webhookRelays).where(eq(webhookRelays.userId, row.userId)).get()?.n ?? 0;
    if (held >= limit) return null;
    return db.insert(webhookRelays).values(row).returning().get();
  });
  // Every cap in the transaction of the insert: a reader never sees an event the caps would remove, and a
  // failure leaves nothing behind.
  const pruneRelay = db.$client.prepare(
    `delete from webhook_events where relay_id = ? and seq not in
       (select seq from webhook_events where relay_id = ? order by seq desc limit ?)`,
  );
  const pruneUserBytes = db.$client.prepare(
    `delete from webhook_events where seq in (select seq from
       (select seq, sum(byte_size) over (order by seq desc) as running from webhook_events where user_id = ?)
       where running > ?)`,
  );
  const pruneOld = db.$client.prepare("delete from webhook_events where user_id = ? and received_at <= ?");
  const storeTx = db.$client.transaction(
    (event: NewWebhookEvent, caps: Parameters<WebhookRepository["storeEvent"]>[1], now: number) => {
      const inserted = db
        .insert(webhookEvents)
        .values({ ...event, byteSize: event.body.byteLength })
        .returning({ seq: webhookEvents.seq })
        .get();
      pruneOld.run(event.userId, now - caps.eventTtlMs);
      pruneRelay.run(event.relayId, event.relayId, caps.eventsPerRelay);
      pruneUserBytes.run(event.userId, caps.userBytes);
      return inserted.seq;
    },
  );
  const pending = (relayId: string) =>
    and(eq(webhookPreparedReplies.relayId, relayId), isNull(webhookPreparedReplies.eventSeq));
  const prepareTx = db.$client.transaction((row: typeof webhookPreparedReplies.$inferInsert) => {
    db.delete(webhookPreparedReplies).where(pending(row.relayId)).run();
    return db.insert(webhookPreparedReplies).values(row).returning().get();
  });
  return {
    async prepareReply(row) {
      return prepareTx.immediate(row);
    },
    async findPendingReply(relayId, now) {
      return (
        db
          .select()
          .from(webhookPreparedReplies)
          .where(and(pending(relayId), gt(webhookPreparedReplies.expiresAt, now)))
          .get() ?? null
      );
    },
    async cancelPendingReply(relayId) {
      return db.delete(webhookPreparedReplies).where(pending(relayId)).run().changes > 0;
    },
    async claimPendingReply(relayId, eventSeq, replyToken, now) {
      // One statement: the row is taken only while still pending, so a second claimer updates nothing.
      return (
        db
          .update(webhookPreparedReplies)
          .set({ eventSeq, replyToken })
          .where(and(pending(relayId), gt(webhookPreparedReplies.expiresAt, now)))
          .returning()
          .get() ?? null
      );
    },
    async recordPreparedResult(id, result) {
      db.update(webhookPreparedReplies)
        .set({
          accessToken: null,
          resultStatus: result.status,
          resultBody: result.body,
          resultError: result.error,
        })
        .where(eq(webhookPreparedReplies.id, id))
        .run();
    },
    async sweepExpiredReplies(now) {
      return db
        .delete(webhookPreparedReplies)
        .where(and(isNull(webhookPreparedReplies.eventSeq), lte(webhookPreparedReplies.expiresAt, now)))
        .run().changes;
    },
    async listRelays(userId) {
      return db
        .select()
        .from(webhookRelays)
        .where(eq(webhookRelays.userId, userId))
        .orderBy(asc(webhookRelays.createdAt))
        .all();
    },
    async createRelayWithinLimit(row, limit) {
      return createTx.immediate(row, limit) ?? null;
    },
    async findRelay(id) {
      return db.select().from(webhookRelays).where(eq(webhookRelays.id, id)).get() ?? null;
    },
    async updateRelay(userId, id, settings) {
      if (Object.keys(settings).length === 0) {
        return (
          db
            .select()
            .from(webhookRelays)
            .where(and(eq(webhookRelays.id, id), eq(webhookRelays.userId, userId)))
            .get() ?? null
        );
      }
      return (
        db
          .update(webhookRelays)
          .set(settings)
          .where(and(eq(webhookRelays.id, id), eq(webhookRelays.userId, userId)))
          .returning()
          .get() ?? null
      );
    },
    async deleteRelay(userId, id) {
      const deleted =
        db
          .delete(webhookRelays)
          .where(and(eq(webhookRelays.id, id), eq(webhookRelays.userId, userId)))
          .run().changes > 0;
      if (deleted) checkpointAfterPurge(db);
      return deleted;
    },
    async storeEvent(event, caps, now) {
      return storeTx.immediate(event, caps, now);
    },
    async listEvents(relayId, afterSeq, page, notBefore) {
      const after = and(
        eq(webhookEvents.relayId, relayId),
        gt(webhookEvents.seq, afterSeq),
        gt(webhookEvents.receivedAt, notBefore),
      );
      // Sizes first (no bodies read), then only the rows that fit: a page of 1 MB bodies stays bounded.
      const sizes = db
        .select({ seq: webhookEvents.seq, byteSize: webhookEvents.byteSize })
        .from(webhookEvents)
        .where(after)
        .orderBy(asc(webhookEvents.seq))
        .limit(page.limit)
        .all();
      const last = pageEndSeq(sizes, page.maxBytes);
      if (last === null) return [];
      const rows = db
        .select()
        .from(webhookEvents)
        .where(and(after, lte(webhookEvents.seq, last)))
        .orderBy(asc(webhookEvents.seq))
        .all();
      return withLocks(db, rows);
    },
    async findEvent(relayId, seq) {
      const row = db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.relayId, relayId), eq(webhookEvents.seq, seq)))
        .get();
      return row ? (withLocks(db, [row])[0] ?? null) : null;
    },
    async recordForward(seq, result) {
      db.update(webhookEvents)
        .set({
          forwardStatus: result.status,
          forwardMs: result.ms,
          forwardBody: result.body,
          forwardError: result.error,
        })
        .where(eq(webhookEvents.seq, seq))
        .run();
    },
    async lockReplyToken(seq, replyToken, now) {
      const inserted = db
        .insert(webhookReplyLocks)
        .values({ replyToken, eventSeq: seq, usedAt: now })
        .onConflictDoNothing()
        .run();
      return inserted.changes > 0;
    },
    async deleteEvents(userId, relayId) {
      const where = relayId
        ? and(eq(webhookEvents.userId, userId), eq(webhookEvents.relayId, relayId))
        : eq(webhookEvents.userId, userId);
      const deleted = db.delete(webhookEvents).where(where).run().changes;
      if (deleted > 0) checkpointAfterPurge(db);
      return deleted;
    },
    async sweepExpired(notBefore) {
      const deleted = db.delete(webhookEvents).where(lte(webhookEvents.receivedAt, notBefore)).run().changes;
      checkpointAfterPurge(db);
      return deleted;
    },
  };
}
