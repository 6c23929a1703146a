/**
 * A load generator that costs far less per answer than autocannon, for benchmarks where the server and
 * the generator share a small machine. autocannon 8 decodes every body chunk to a string and appends it
 * (`req.body += data` in its pipelined-requests queue) and parses with a JavaScript HTTP parser: for a
 * 136 KB image that costs the generator more CPU than the server spends answering, so autocannon's req/s
 * measures itself. This one sends keep-alive GETs over plain sockets and reads only the status line and
 * Content-Length of each answer; body bytes are counted, never copied or decoded.
 * Answers must carry Content-Length (every answer of this app does); anything else fails the run loudly.
 */
import { connect, type Socket } from "node:net";

export interface LightLoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LightLoadResult {
  /** Answers per second over the run. */
  requests: number;
  total: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  non2xx: number;
  /** Bytes received in all (headers and bodies). */
  bytes: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/** Runs `connections` keep-alive connections, each sending its next GET when an answer has arrived. */
export function lightLoad({
  url,
  connections,
  seconds,
  headers = {},
}: LightLoadOptions): Promise<LightLoadResult> {
  const target = new URL(url);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  let stopping = false;

  return new Promise((resolve, reject) => {
    const sockets: Socket[] = [];
    const fail = (error: Error) => {
      stopping = true;
      for (const s of sockets) s.destroy();
      reject(error);
    };
    const started = performance.now();

    for (let i = 0; i < connections; i++) {
      const socket = connect(Number(target.port), target.hostname);
      socket.setNoDelay(true);
      sockets.push(socket);
      // Per connection: the header bytes received so far, or the body bytes still to come.
      let head: Buffer | null = null;
      let remaining = -1;
      let sentAt = 0;
      const send = () => {
        if (stopping) return;
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on("connect", send);
      socket.on("error", (error) => {
        if (!stopping) fail(error);
      });
      socket.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (remaining < 0) {
          head = head ? Buffer.concat([head, chunk]) : chunk;
          const end = head.indexOf(HEADER_END);
          if (end < 0) return;
          const text = head.toString("latin1", 0, end);
          const length = CONTENT_LENGTH.exec(text)?.[1];
          if (length === undefined) {
            fail(new Error(`lightLoad: an answer without Content-Length: ${text.split("\r\n")[0]}`));
            return;
          }
          const status = Number(text.slice(9, 12));
          if (status < 200 || status > 299) non2xx++;
          remaining = Number(length) - (head.length - end - HEADER_END.length);
          head = null;
        } else {
          remaining -= chunk.length;
        }
        if (remaining > 0) return;
        if (remaining < 0) {
          fail(new Error("lightLoad: more bytes than Content-Length (pipelining is not supported)"));
          return;
        }
        remaining = -1;
        latencies.push(performance.now() - sentAt);
        send();
      });
    }

    setTimeout(() => {
      stopping = true;
      const elapsed = (performance.now() - started) / 1000;
      for (const s of sockets) s.destroy();
      const sorted = Float64Array.from(latencies).sort();
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      resolve({
        requests: latencies.length / elapsed,
        total: latencies.length,
        p50: at(0.5),
        p99: at(0.99),
        non2xx,
        bytes,
      });
    }, seconds * 1000);
  });
}
