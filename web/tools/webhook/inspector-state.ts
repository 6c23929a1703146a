import type { StoredWebhookEvent } from "../../../shared/webhook/api.ts";

/*
 * The events one relay shows, as data: the stream's `event` and `update` messages and the polled pages all
 * merge by `seq` (an update may repeat or precede what an event carried), and the cursor only moves forward,
 * so a reconnect resumes after the last event seen, without a gap and without a duplicate.
 */

export type Connection = "connecting" | "live" | "reconnecting" | "polling" | "unavailable" | "gone";

export interface InspectorState {
  relayId: string | null;
  events: StoredWebhookEvent[];
  /** The seq of the newest event received: where a reconnect resumes. */
  cursor: number;
  connection: Connection;
}

export const emptyInspector = (relayId: string | null): InspectorState => ({
  relayId,
  events: [],
  cursor: 0,
  connection: "connecting",
});

/** Adds or replaces events by seq (oldest first); events of another relay are ignored. */
export function mergeEvents(state: InspectorState, incoming: readonly StoredWebhookEvent[]): InspectorState {
  const fresh = incoming.filter((event) => event.relayId === state.relayId);
  if (fresh.length === 0) return state;
  const bySeq = new Map(state.events.map((event) => [event.seq, event]));
  for (const event of fresh) bySeq.set(event.seq, event);
  const events = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return { ...state, events, cursor: Math.max(state.cursor, ...fresh.map((event) => event.seq)) };
}

/** An `update` changes an event already shown; one not shown yet waits for its `event` (the cursor stays). */
export function applyUpdate(state: InspectorState, update: StoredWebhookEvent): InspectorState {
  if (!state.events.some((event) => event.seq === update.seq)) return state;
  return { ...state, events: state.events.map((event) => (event.seq === update.seq ? update : event)) };
}

export function withConnection(state: InspectorState, connection: Connection): InspectorState {
  return state.connection === connection ? state : { ...state, connection };
}

/** After "Delete events": nothing shown, the cursor kept (deleted seqs never come back). */
export function cleared(state: InspectorState): InspectorState {
  return { ...state, events: [] };
}
