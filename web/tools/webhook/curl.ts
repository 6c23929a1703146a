import type { StoredWebhookEvent } from "../../../shared/webhook/api.ts";

/** Single-quoted for a POSIX shell: the text exactly, a quote inside written as '\''. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The headers a replay needs: the signature and the content type, as LINE sent them. */
const REPLAYED = ["content-type", "x-line-signature"] as const;

/**
 * A curl command that sends the event again, byte for byte, with LINE's signature: to the bot's URL
 * (a replay for the bot) or the inspector's. `--data-binary` keeps the body's bytes and newlines.
 */
export function curlCommand(url: string, event: Pick<StoredWebhookEvent, "headers" | "bodyBase64">): string {
  const body = new TextDecoder().decode(base64ToBytes(event.bodyBase64));
  const lines = [`curl -X POST ${shellQuote(url)}`];
  for (const name of REPLAYED) {
    const value = event.headers[name];
    if (value !== undefined) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  lines.push(`--data-binary ${shellQuote(body)}`);
  return lines.join(" \\\n  ");
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
