import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { StoredWebhookEvent } from "../../shared/webhook/api.ts";

/** A bot on loopback that records what it receives and answers with `status`. */
export interface TestBot {
  url: string;
  received: { headers: IncomingHttpHeaders; body: Buffer }[];
  status: number;
  answer: string;
  close(): Promise<void>;
}

export async function startTestBot(): Promise<TestBot> {
  const bot: Omit<TestBot, "url" | "close"> = { received: [], status: 200, answer: "bot says hi" };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      bot.received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(bot.status, { "content-type": "text/plain" }).end(bot.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(bot, {
    url: `http://127.0.0.1:${port}/webhook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

/** Reads server-sent events from a fetch body, message by message. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const parse = (block: string): SseMessage | null => {
    const message: SseMessage = { event: "message", data: "" };
    let any = false;
    for (const line of block.split("\n")) {
      if (line.startsWith(":") || line === "") continue;
      const [field, ...rest] = line.split(":");
      const value = rest.join(":").replace(/^ /, "");
      any = true;
      if (field === "event") message.event = value;
      else if (field === "id") message.id = value;
      else if (field === "data") message.data += value;
    }
    return any ? message : null;
  };
  return {
    async next(timeoutMs = 5000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parse(block);
          if (message) return message;
          continue;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error("no server-sent event in time");
        let timer: ReturnType<typeof setTimeout> | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error("no server-sent event in time")), remaining);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error("stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** The next message of `event` type, skipping others. */
    async nextOf(event: string, timeoutMs = 5000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await this.next(Math.max(1, deadline - Date.now()));
        if (message.event === event) return message;
      }
    },
    cancel: () => reader.cancel(),
  };
}

export const eventOf = (message: SseMessage) => JSON.parse(message.data) as StoredWebhookEvent;
