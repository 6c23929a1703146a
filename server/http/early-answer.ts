import type { MiddlewareHandler } from "hono";

/** What the Node adapter puts in `c.env`; absent when the app is called without a socket (app.request). */
interface NodeEnv {
  incoming?: { complete: boolean };
}

/**
 * An answer sent before the request body has fully arrived (an early 401, 413, 415, 422…) says
 * `Connection: close`. The rest of the body is still on the wire, so the socket cannot carry another
 * request until it is read: `@hono/node-server` reads it for at most 500 ms and then destroys the socket,
 * and a client that reused it would meet a reset. Told to close, the client opens a new socket instead.
 * A body that has fully arrived (`complete`), even if no one read it, is drained at once and the socket
 * stays open.
 */
export function closeAfterEarlyAnswer(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as NodeEnv | undefined)?.incoming;
    if (incoming && !incoming.complete) c.header("Connection", "close");
  };
}
