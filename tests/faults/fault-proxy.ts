import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import { refuseLogin } from "./pg-refusals.ts";

/**
 * What the proxy does to traffic:
 * - pass: forwards both ways;
 * - refuse: nothing listens (ECONNREFUSED), and every open connection is reset;
 * - stall: accepts connections and forwards nothing either way, open connections freeze (a partition);
 * - reset: every open connection is reset, and every new one is reset as soon as it is accepted;
 * - refuse-login: every open connection is reset, and every new one gets `loginRefusal` in answer to its
 *   first packet (a PostgreSQL server turning the login down), then is closed.
 * Connections frozen by a stall are reset when it ends, as a real network's would be by then.
 */
export type ProxyMode = "pass" | "refuse" | "stall" | "reset" | "refuse-login";

export interface FaultProxy {
  /** Loopback port the app connects to instead of the backend's. */
  readonly port: number;
  readonly mode: ProxyMode;
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/** A loopback TCP proxy in front of `target` (a loopback port), whose behaviour the test switches. */
export async function startFaultProxy(
  targetPort: number,
  opts: { targetHost?: string; loginRefusal?: Buffer } = {},
): Promise<FaultProxy> {
  const targetHost = opts.targetHost ?? "127.0.0.1";
  let mode: ProxyMode = "pass";
  const pairs = new Set<Pair>();

  const resetPair = (pair: Pair) => {
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
    pairs.delete(pair);
  };

  const server: Server = createServer((client) => {
    client.on("error", () => {});
    if (mode === "reset") {
      client.resetAndDestroy();
      return;
    }
    if (mode === "refuse-login" && opts.loginRefusal) {
      const refused: Pair = { client, upstream: null };
      pairs.add(refused);
      client.on("close", () => pairs.delete(refused));
      refuseLogin(client, opts.loginRefusal);
      return;
    }
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on("close", () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    // Stalled: accepted, then silence; the bytes the client sends stay unread.
    if (mode === "stall") {
      client.pause();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    // The backend closing an idle socket (a keep-alive timeout) would end a stalled connection early:
    // while stalled, nothing reaches the client, not even that.
    const closeClient = () => {
      if (mode !== "stall") client.destroy();
    };
    upstream.on("error", closeClient);
    upstream.on("close", closeClient);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    get mode() {
      return mode;
    },
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === "stall") {
        for (const { client, upstream } of pairs) {
          client.unpipe();
          upstream?.unpipe();
          client.pause();
          upstream?.pause();
        }
      }
      if (next === "reset" || next === "refuse" || next === "refuse-login" || previous === "stall")
        for (const pair of pairs) resetPair(pair);
      if (next === "refuse") server.close();
      else if (previous === "refuse") await listen(port);
    },
    async close() {
      for (const pair of pairs) resetPair(pair);
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
