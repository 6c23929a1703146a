import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { SaveFlexMessage } from "../../../shared/flex/api.ts";
import { FLEX_STORAGE_LIMIT, flexExpiryFor, type SavedFlexMessage } from "../../../shared/flex/storage.ts";
import type { Db } from "../../db/client.ts";
import { flexMessages } from "../../db/schema.ts";

type Row = typeof flexMessages.$inferSelect;

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function toApi(row: Row): SavedFlexMessage {
  return {
    id: row.id,
    title: row.title,
    altText: row.altText,
    flexJson: row.flexJson,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Rows of this user that have not expired at `now`: expired rows are invisible even before the sweep. */
function ownLive(userId: string, now: number) {
  return and(eq(flexMessages.userId, userId), gt(flexMessages.expiresAt, new Date(now)));
}

export function listFlexMessages(db: Db, userId: string, now: number): SavedFlexMessage[] {
  return (
    db
      .select()
      .from(flexMessages)
      .where(ownLive(userId, now))
      // rowid breaks ties between saves in the same millisecond: the later insert comes first.
      .orderBy(desc(flexMessages.createdAt), desc(sql`rowid`))
      .all()
      .map(toApi)
  );
}

export function findFlexMessage(db: Db, userId: string, id: string, now: number): SavedFlexMessage | null {
  const row = db
    .select()
    .from(flexMessages)
    .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
    .get();
  return row ? toApi(row) : null;
}

/**
 * Counts and inserts in one IMMEDIATE transaction: the write lock is taken before the count, so concurrent
 * saves (even from another process on the same file) cannot both see 19 and store 21.
 * Returns null when the user already holds the maximum.
 */
export function saveFlexMessage(
  db: Db,
  userId: string,
  body: SaveFlexMessage,
  now: number,
): SavedFlexMessage | null {
  const insert = db.$client.transaction((): SavedFlexMessage | null => {
    const held = db.select({ n: count() }).from(flexMessages).where(ownLive(userId, now)).get()?.n ?? 0;
    if (held >= FLEX_STORAGE_LIMIT) return null;
    const row = db
      .insert(flexMessages)
      .values({
        id: randomUUID(),
        userId,
        title: body.title,
        altText: body.altText,
        flexJson: body.flexJson,
        createdAt: new Date(now),
        expiresAt: new Date(flexExpiryFor(now)),
      })
      .returning()
      .get();
    return toApi(row);
  });
  return insert.immediate();
}

/** Deletes by id AND user id (the spec's filter); false when no live row of this user matched. */
export function deleteFlexMessage(db: Db, userId: string, id: string, now: number): boolean {
  const result = db
    .delete(flexMessages)
    .where(and(eq(flexMessages.id, id), ownLive(userId, now)))
    .run();
  return result.changes > 0;
}

/** Removes every expired row; returns how many. */
export function sweepExpiredFlexMessages(db: Db, now: number): number {
  return db
    .delete(flexMessages)
    .where(lte(flexMessages.expiresAt, new Date(now)))
    .run().changes;
}

/** Sweeps hourly for the life of the process; the timer never keeps Node alive. Returns the stop function. */
export function startFlexMessageSweeper(db: Db, clock: () => number, intervalMs = SWEEP_INTERVAL_MS) {
  const sweep = () => {
    try {
      sweepExpiredFlexMessages(db, clock());
    } catch (error) {
      console.error("Flex message sweep failed", error);
    }
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
