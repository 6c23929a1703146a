import type { StoredWebhookEvent } from "../../../shared/webhook/api.ts";
import { deliveryFlags, eventsOf } from "../../../shared/webhook/delivery.ts";
import { isVerifyRequest } from "../../../shared/webhook/events.ts";
import { base64ToBytes } from "./curl.ts";

/** One event of a webhook request, with what the inspector flags on it. */
interface EventSummary {
  type: string;
  source: "user" | "group" | "room" | null;
  webhookEventId: string | null;
  isRedelivery: boolean;
  /** The seq of the request that first carried this webhookEventId. */
  duplicateOfSeq: number | null;
  event: Record<string, unknown>;
}

/** A stored request as the page shows it: the raw bytes, the JSON when it is JSON, its events. */
export interface RequestView {
  stored: StoredWebhookEvent;
  bytes: Uint8Array;
  json: unknown;
  isJson: boolean;
  /** The console's "Verify" (and the test endpoint): `"events": []`. */
  isVerify: boolean;
  events: EventSummary[];
}

function parse(bytes: Uint8Array): { json: unknown; isJson: boolean } {
  try {
    return { json: JSON.parse(new TextDecoder().decode(bytes)), isJson: true };
  } catch {
    return { json: null, isJson: false };
  }
}

const SOURCES = new Set(["user", "group", "room"]);

/** Views of `stored` (oldest first); duplicates are found across every request shown. */
export function viewRequests(stored: readonly StoredWebhookEvent[]): RequestView[] {
  const requests = stored.map((item) => {
    const bytes = base64ToBytes(item.bodyBase64);
    const { json, isJson } = parse(bytes);
    return { item, bytes, json, isJson, events: eventsOf(json) };
  });
  const all = requests.flatMap((request) =>
    request.events.map((event) => ({ event, seq: request.item.seq })),
  );
  const flags = deliveryFlags(all.map((entry) => entry.event));
  let index = 0;
  return requests.map((request) => ({
    stored: request.item,
    bytes: request.bytes,
    json: request.json,
    isJson: request.isJson,
    isVerify: isVerifyRequest(request.json),
    events: request.events.map((raw) => {
      const flag = flags[index];
      index++;
      const event = raw as Record<string, unknown>;
      const sourceType = (event.source as { type?: unknown } | undefined)?.type;
      return {
        type: typeof event.type === "string" ? event.type : "?",
        source:
          typeof sourceType === "string" && SOURCES.has(sourceType)
            ? (sourceType as EventSummary["source"])
            : null,
        webhookEventId: flag?.webhookEventId ?? null,
        isRedelivery: flag?.isRedelivery ?? false,
        duplicateOfSeq:
          flag?.duplicateOf === null || flag?.duplicateOf === undefined
            ? null
            : (all[flag.duplicateOf]?.seq ?? null),
        event,
      };
    }),
  }));
}
