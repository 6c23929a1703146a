/**
 * What a person looks for first in a webhook event, before its JSON: the message's text, the postback's data,
 * the fields that tell one event of a type from another. Pure: the page labels each key in its language.
 */
export type HighlightKey =
  | "text"
  | "messageType"
  | "sticker"
  | "location"
  | "fileName"
  | "postbackData"
  | "postbackParams"
  | "beacon"
  | "unsendMessageId"
  | "members"
  | "trackingId"
  | "linkResult";

export interface Highlight {
  key: HighlightKey;
  value: string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

/** The event's highlights, in reading order; none for a type with nothing beyond its type and source. */
export function eventHighlights(event: Record<string, unknown>): Highlight[] {
  const found: Highlight[] = [];
  const add = (key: HighlightKey, value: string | null) => {
    if (value !== null && value !== "") found.push({ key, value });
  };
  switch (event.type) {
    case "message": {
      const message = record(event.message);
      add("messageType", text(message.type));
      add("text", text(message.text));
      if (message.type === "sticker")
        add("sticker", `${text(message.packageId) ?? "?"}/${text(message.stickerId) ?? "?"}`);
      if (message.type === "location")
        add(
          "location",
          [text(message.title), text(message.address), `${text(message.latitude)},${text(message.longitude)}`]
            .filter(Boolean)
            .join(" · "),
        );
      add("fileName", text(message.fileName));
      break;
    }
    case "postback": {
      const postback = record(event.postback);
      add("postbackData", text(postback.data));
      const params = record(postback.params);
      add(
        "postbackParams",
        Object.entries(params)
          .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
          .join(", "),
      );
      break;
    }
    case "beacon": {
      const beacon = record(event.beacon);
      add("beacon", [text(beacon.type), text(beacon.hwid)].filter(Boolean).join(" · "));
      break;
    }
    case "unsend":
      add("unsendMessageId", text(record(event.unsend).messageId));
      break;
    case "memberJoined":
    case "memberLeft": {
      const members = record(event.type === "memberJoined" ? event.joined : event.left).members;
      add("members", Array.isArray(members) ? String(members.length) : null);
      break;
    }
    case "videoPlayComplete":
      add("trackingId", text(record(event.videoPlayComplete).trackingId));
      break;
    case "accountLink":
      add("linkResult", text(record(event.link).result));
      break;
  }
  return found;
}
