/*
 * A reply token works once, and LINE asks for the reply within one minute of the event (it promises no
 * more). The countdown runs from the event's arrival at the inspector; the lock is taken before the reply is
 * sent, so a second tap (or a second tab) cannot use the token again even when the first reply fails.
 */

/** LINE: "reply within one minute"; nothing longer is promised. */
export const REPLY_TOKEN_WINDOW_MS = 60_000;

export type ReplyTokenState =
  | { state: "none" }
  | { state: "open"; remainingMs: number }
  | { state: "used"; usedAt: number }
  | { state: "expired" };

export function replyTokenState(input: {
  replyToken: string | null | undefined;
  /** Epoch ms the event reached the inspector. */
  receivedAt: number;
  /** Epoch ms the token was used (locked), if it was. */
  usedAt: number | null | undefined;
  now: number;
  windowMs?: number;
}): ReplyTokenState {
  if (!input.replyToken) return { state: "none" };
  if (input.usedAt !== null && input.usedAt !== undefined) return { state: "used", usedAt: input.usedAt };
  const remainingMs = input.receivedAt + (input.windowMs ?? REPLY_TOKEN_WINDOW_MS) - input.now;
  return remainingMs > 0 ? { state: "open", remainingMs } : { state: "expired" };
}

/** "0:42" for the countdown: whole seconds, rounded up so 0:00 shows only once it has expired. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The replyToken of a webhook event, when it has one ("00000000…" is the console's dummy). */
export function replyTokenOf(event: unknown): string | null {
  if (typeof event !== "object" || event === null) return null;
  const token = (event as { replyToken?: unknown }).replyToken;
  return typeof token === "string" && token.length > 0 && !/^0+$/.test(token) ? token : null;
}

/** The user a "Push instead" goes to: the event's source user, if any. */
export function pushTargetOf(event: unknown): string | null {
  if (typeof event !== "object" || event === null) return null;
  const userId = (event as { source?: { userId?: unknown } }).source?.userId;
  return typeof userId === "string" && userId.length > 0 ? userId : null;
}
