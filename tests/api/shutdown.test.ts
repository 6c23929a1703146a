import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makePng } from "./images-helpers.ts";
import { type Instance, startInstance } from "./instances.ts";
import { sseReader } from "./webhooks-helpers.ts";

let server: Instance | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "ldt-shutdown-"));
afterEach(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  await server?.exited;
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart upload whose body arrives in two parts; `between` runs after the first part is sent. */
function slowUpload(origin: string, png: Buffer, between: () => Promise<void>) {
  const boundary = "----ldt-drain";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, png, tail]);
  const half = Math.floor(body.length / 2);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${origin}/api/images`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.write(body.subarray(0, half));
    // The signal must come once the server holds the request, not while the socket is connecting.
    req.once("socket", (socket) =>
      socket.once("connect", () =>
        setTimeout(() => between().then(() => req.end(body.subarray(half)), reject), 300),
      ),
    );
  });
}

describe("SIGTERM", () => {
  // Checked by making shutdown exit at once (process.exit without waiting for server.close):
  // the upload then fails with "socket hang up" and this test goes red.
  it("finishes an in-flight upload, refuses new connections, then exits 0", async () => {
    server = await startInstance({ DATA_DIR: dataDir, LIFF_ID: "" });
    const running = server;
    const png = await makePng(64, 64, 7);
    const upload = slowUpload(running.origin, png, async () => {
      running.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 400));
      await expect(fetch(`${running.origin}/api/health`)).rejects.toThrow();
    });
    const answer = await upload;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).link).toMatch(/\/i\/[0-9a-f]{64}\.png$/);
    expect(await running.exited).toBe(0);
    expect(running.stdout()).toContain("SIGTERM: finishing in-flight requests");
  });

  // Checked by removing closeStreams() from server/index.ts: the stream then stays open through the drain
  // (until the 10 s cut), nothing arrives within the 8 s below, and this test goes red.
  it("ends open webhook streams first, so the drain does not wait for them", async () => {
    server = await startInstance({ DATA_DIR: dataDir, LIFF_ID: "" });
    const auth = { authorization: `Bearer ${await server.idToken(0)}` };
    const created = await fetch(`${server.origin}/api/webhooks/relays`, { method: "POST", headers: auth });
    const { relay } = (await created.json()) as { relay: { id: string } };
    const res = await fetch(`${server.origin}/api/webhooks/relays/${relay.id}/stream`, { headers: auth });
    const reader = sseReader(res.body as ReadableStream<Uint8Array>);
    expect((await reader.next()).event).toBe("ready");
    server.child.kill("SIGTERM");
    const ended = await reader.next(8_000).then(
      () => "more",
      (error: Error) => error.message,
    );
    expect(ended).toBe("stream ended");
    expect(await server.exited).toBe(0);
  });
});
