import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, serveOnLoopback, type TestApp } from "./helpers.ts";

// Answers sent while the request body is still on its way, over a real socket, by a client that does what
// HTTP/1.1 allows: after a keep-alive answer it finishes the body and sends its next request on the same
// socket; after `Connection: close` it opens a new one.
// Checked by breaking it: with closeAfterEarlyAnswer (server/http/early-answer.ts) reduced to the old
// 413-only rule, the 401 and 422 answers say keep-alive, the server destroys the socket 500 ms later
// (@hono/node-server gives up on the unread body), and the second request meets the closed socket.

let t: TestApp;
let served: Awaited<ReturnType<typeof serveOnLoopback>>;

beforeAll(async () => {
  t = await createTestApp();
  served = await serveOnLoopback(t);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

/** Longer than @hono/node-server waits for an unread body (500 ms) before it destroys the socket. */
const SLOW_BODY_MS = 800;
const BODY = "a".repeat(4000);

/** A raw connection that collects what the server writes and notices when the server ends or resets it. */
function open() {
  const socket = connect(served.port, "127.0.0.1");
  const state = { text: "", ended: false, error: "" };
  socket.on("data", (chunk) => {
    state.text += chunk.toString("latin1");
  });
  socket.on("end", () => {
    state.ended = true;
  });
  socket.on("error", (error: NodeJS.ErrnoException) => {
    state.error = error.code ?? error.message;
  });
  return { socket, state, connected: new Promise((resolve) => socket.once("connect", resolve)) };
}

/** Waits until `state.text` holds `count` whole answers (Content-Length bodies), or the socket ended. */
async function answers(state: { text: string; ended: boolean; error: string }, count: number) {
  for (let waited = 0; waited < 3000; waited += 10) {
    const found = parseAnswers(state.text);
    if (found.length >= count || state.ended || state.error) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return parseAnswers(state.text);
}

function parseAnswers(text: string) {
  const found: { status: number; connection: string }[] = [];
  let rest = text;
  for (;;) {
    const head = rest.indexOf("\r\n\r\n");
    if (head < 0) return found;
    const lines = rest.slice(0, head).split("\r\n");
    const header = (name: string) =>
      lines
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim() ?? "";
    const length = Number(header("content-length") || 0);
    if (rest.length < head + 4 + length) return found;
    found.push({ status: Number(lines[0]?.split(" ")[1]), connection: header("connection").toLowerCase() });
    rest = rest.slice(head + 4 + length);
  }
}

const HEALTH = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

interface Body {
  declared: number;
  /** Sent with the head. */
  first: string;
  /** Sent SLOW_BODY_MS after the answer, when the answer lets the socket carry on. */
  rest: string;
}

/** 4000 bytes, the first 100 sent at once, as a slow upload does. */
const SLOW: Body = { declared: BODY.length, first: BODY.slice(0, 100), rest: BODY.slice(100) };
/** A body declared larger than any limit: no client would send the rest after a 413. */
const OVERSIZED: Body = { declared: 50_000_000, first: "--b\r\n", rest: "" };

/**
 * Sends `head` and the first part of the body, reads the answer, then after SLOW_BODY_MS asks for
 * /api/health the way the answer allows: on a new socket after `Connection: close`, else on this one
 * after the rest of the body. Returns both answers.
 */
async function earlyAnswerThenNext(head: string, body: Body) {
  const first = open();
  await first.connected;
  first.socket.write(`${head}Content-Length: ${body.declared}\r\n\r\n${body.first}`);
  const [answer] = await answers(first.state, 1);
  await new Promise((resolve) => setTimeout(resolve, SLOW_BODY_MS));
  try {
    if (answer?.connection === "close") {
      const next = open();
      await next.connected;
      next.socket.write(HEALTH);
      const [health] = await answers(next.state, 1);
      next.socket.destroy();
      return { answer, health, error: next.state.error };
    }
    first.socket.write(`${body.rest}${HEALTH}`);
    const [, health] = await answers(first.state, 2);
    return { answer, health, error: first.state.error };
  } finally {
    first.socket.destroy();
  }
}

describe("an answer sent before the body arrived", () => {
  const json = "Content-Type: application/json\r\n";
  it.each([
    ["401 (a login log without a token)", `POST /api/login-logs HTTP/1.1\r\nHost: 127.0.0.1\r\n${json}`, 401],
    [
      "422 (an id too long, checked before the body)",
      `PUT /api/flex-messages/${"x".repeat(65)} HTTP/1.1\r\nHost: 127.0.0.1\r\n${json}`,
      422,
    ],
    [
      "413 (declared larger than the limit)",
      "POST /api/images HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n",
      413,
    ],
  ])("%s says Connection: close; the next request gets its answer", async (_name, head, status) => {
    const result = await earlyAnswerThenNext(head, status === 413 ? OVERSIZED : SLOW);
    expect(result.answer?.status).toBe(status);
    expect(result.health?.status, `second request: ${result.error || "no answer"}`).toBe(200);
    expect(result.answer?.connection).toBe("close");
  });

  it("an answer after the body was read, or to a request without one, keeps the connection", async () => {
    const auth = `Authorization: Bearer ${await t.idToken()}\r\n`;
    const body = JSON.stringify({ displayName: "A", loginMethod: "manual", liffId: "x" });
    const { socket, state, connected } = open();
    await connected;
    socket.write(
      `POST /api/login-logs HTTP/1.1\r\nHost: 127.0.0.1\r\n${json}${auth}Content-Length: ${body.length}\r\n\r\n${body}` +
        "GET /api/flex-messages HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" +
        `GET /api/flex-messages HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}\r\n`,
    );
    const found = await answers(state, 3);
    socket.destroy();
    expect(found.map((a) => a.status)).toEqual([201, 401, 200]);
    expect(found.every((a) => a.connection === "keep-alive")).toBe(true);
  });
});
