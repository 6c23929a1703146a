/*
 * Server-sent events read from a fetch body (EventSource cannot send the bearer token). Pure: text in,
 * messages and the unfinished rest out, so the stream hook and the unit tests share it.
 */

export interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

function parseBlock(block: string): SseMessage | null {
  const message: SseMessage = { event: "message", data: "" };
  let any = false;
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    any = true;
    if (field === "event") message.event = value;
    else if (field === "id") message.id = value;
    else if (field === "data") message.data = message.data ? `${message.data}\n${value}` : value;
  }
  return any ? message : null;
}

/** Splits `buffer` into complete messages (blocks ended by a blank line) and the text still incomplete. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, "\n");
  const messages: SseMessage[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf("\n\n", start);
    if (end < 0) break;
    const message = parseBlock(text.slice(start, end));
    if (message) messages.push(message);
    start = end + 2;
  }
  return { messages, rest: text.slice(start) };
}
