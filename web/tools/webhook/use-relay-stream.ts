import { useCallback, useEffect, useReducer } from "react";
import type { StoredWebhookEvent } from "../../../shared/webhook/api.ts";
import { api, apiJson } from "../../api/client.ts";
import { authHeaders } from "../../api/id-token.ts";
import {
  applyUpdate,
  type Connection,
  cleared,
  emptyInspector,
  type InspectorState,
  mergeEvents,
  withConnection,
} from "./inspector-state.ts";
import { parseSse } from "./sse.ts";

type Action =
  | { kind: "reset"; relayId: string | null }
  | { kind: "events"; events: StoredWebhookEvent[] }
  | { kind: "update"; event: StoredWebhookEvent }
  | { kind: "connection"; connection: Connection }
  | { kind: "cleared" };

function reducer(state: InspectorState, action: Action): InspectorState {
  switch (action.kind) {
    case "reset":
      return emptyInspector(action.relayId);
    case "events":
      return mergeEvents(state, action.events);
    case "update":
      return applyUpdate(state, action.event);
    case "connection":
      return withConnection(state, action.connection);
    case "cleared":
      return cleared(state);
  }
}

/** Waits between reconnects: quick at first, then at most this long. */
const MAX_BACKOFF_MS = 5_000;
const POLL_MS = 3_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The live events of one relay over a fetch stream (the bearer token goes in a header, which EventSource
 * cannot send). A dropped stream reconnects from the last seq seen (no gap); while it cannot, and when the
 * server refuses another stream, the events are polled page by page.
 */
export function useRelayStream(relayId: string | null) {
  const [state, dispatch] = useReducer(reducer, relayId, emptyInspector);
  useEffect(() => {
    dispatch({ kind: "reset", relayId });
    if (!relayId) return;
    const abort = new AbortController();
    const { signal } = abort;
    let cursor = 0;
    const take = (events: StoredWebhookEvent[]) => {
      for (const event of events) cursor = Math.max(cursor, event.seq);
      dispatch({ kind: "events", events });
    };
    const poll = async () => {
      for (;;) {
        const page = await apiJson(
          api.webhooks.relays[":id"].events.$get(
            { param: { id: relayId }, query: { after: String(cursor) } },
            { init: { signal } },
          ),
        );
        take(page.events);
        if (page.events.length === 0) return;
      }
    };
    const stream = async (): Promise<"ended" | "refused" | "gone"> => {
      // biome-ignore lint/plugin: the one raw fetch of /api in web/: its body is a stream of events, not JSON.
      const res = await fetch(`/api/webhooks/relays/${relayId}/stream?after=${cursor}`, {
        headers: { ...authHeaders(), accept: "text/event-stream" },
        signal,
      });
      if (res.status === 429) return "refused";
      if (res.status === 404) return "gone";
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return "ended";
        const { messages, rest } = parseSse(buffer + chunk.value);
        buffer = rest;
        for (const message of messages) {
          if (message.event === "ready") dispatch({ kind: "connection", connection: "live" });
          else if (message.event === "event") take([JSON.parse(message.data) as StoredWebhookEvent]);
          else if (message.event === "update")
            dispatch({ kind: "update", event: JSON.parse(message.data) as StoredWebhookEvent });
          else if (message.event === "unavailable")
            dispatch({ kind: "connection", connection: "unavailable" });
        }
      }
    };
    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        try {
          const outcome = await stream();
          if (outcome === "gone") {
            dispatch({ kind: "connection", connection: "gone" });
            return;
          }
          if (outcome === "refused") {
            dispatch({ kind: "connection", connection: "polling" });
            await poll();
            await sleep(POLL_MS, signal);
            continue;
          }
          failures = 0;
        } catch {
          if (signal.aborted) return;
          failures++;
        }
        if (signal.aborted) return;
        dispatch({ kind: "connection", connection: "reconnecting" });
        // While the stream is down the events still come, polled.
        await poll().catch(() => {});
        await sleep(Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 5)), signal);
      }
    })();
    return () => abort.abort();
  }, [relayId]);
  const clearShown = useCallback(() => dispatch({ kind: "cleared" }), []);
  return { ...state, clearShown };
}

export type RelayStream = ReturnType<typeof useRelayStream>;
