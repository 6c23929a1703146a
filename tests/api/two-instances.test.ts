import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, type RunningSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { UPLOAD_RATE_LIMIT } from "../../server/routes/images/upload.ts";
import { STREAM_POLL_MS } from "../../server/routes/webhooks/stream.ts";
import { freshPgDatabase, testSetup } from "./backing.ts";
import { fileForm, makePng } from "./images-helpers.ts";
import { type PrivateRedis, type S3TestServer, startPrivateRedis, startS3Server } from "./infra-services.ts";
import { type Instance, startInstance } from "./instances.ts";
import { eventOf, sseReader } from "./webhooks-helpers.ts";

// Two app processes behind an imaginary load balancer: one PostgreSQL database, one S3 bucket, one Redis
// (a private one, so the counters are this test's alone) and one LINE platform. Whatever one instance
// accepts, the other must see. Shared set-up only: the embedded one is one process by design.
describe.skipIf(testSetup !== "shared")(
  "two instances sharing PostgreSQL, S3, Redis and one LINE platform",
  () => {
    let database: { url: string; drop(): Promise<void> };
    let s3: S3TestServer;
    let redis: PrivateRedis;
    let platform: RunningSandbox;
    let a: Instance;
    let b: Instance;
    const dataDirs: string[] = [];

    const env = () => {
      const dataDir = mkdtempSync(join(tmpdir(), "ldt-two-"));
      dataDirs.push(dataDir);
      return {
        DATA_DIR: dataDir,
        LIFF_ID: "",
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        LINE_API_BASE_URL: platform.origin,
        LINE_API_DATA_BASE_URL: platform.origin,
        ...s3.env,
      };
    };

    beforeAll(async () => {
      [database, s3, redis] = await Promise.all([freshPgDatabase(), startS3Server(), startPrivateRedis()]);
      platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
      a = await startInstance(env());
      b = await startInstance(env());
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await Promise.all([platform?.close(), s3?.stop(), redis?.stop()]);
      await database?.drop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    async function login(instance: Instance): Promise<Record<string, string>> {
      const res = await fetch(`${instance.origin}/api/sandbox/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId: SANDBOX_USERS[0]?.userId }),
      });
      expect(res.status).toBe(200);
      return { authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}` };
    }

    it("a Flex message saved through A is listed and deleted through B", async () => {
      const auth = await login(a);
      const saved = await fetch(`${a.origin}/api/flex-messages`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          title: "Through A",
          flexJson: { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } },
        }),
      });
      expect(saved.status).toBe(201);
      const { message } = (await saved.json()) as { message: { id: string } };
      const listed = (await (await fetch(`${b.origin}/api/flex-messages`, { headers: auth })).json()) as {
        messages: { id: string; title: string }[];
      };
      expect(listed.messages.map((m) => m.id)).toContain(message.id);
      const deleted = await fetch(`${b.origin}/api/flex-messages/${message.id}`, {
        method: "DELETE",
        headers: auth,
      });
      expect(deleted.status).toBe(200);
      const after = (await (await fetch(`${a.origin}/api/flex-messages`, { headers: auth })).json()) as {
        messages: unknown[];
      };
      expect(after.messages).toEqual([]);
    });

    it("an image uploaded through A is served by B byte-identical, renditions too", async () => {
      const png = await makePng(320, 200, 42);
      const res = await fetch(`${a.origin}/api/images`, { method: "POST", body: fileForm(png) });
      expect(res.status).toBe(201);
      const path = new URL(((await res.json()) as { link: string }).link).pathname;
      const served = await fetch(`${b.origin}${path}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      const map = await fetch(`${a.origin}/api/imagemaps`, { method: "POST", body: fileForm(png) });
      const base = new URL(((await map.json()) as { baseUrl: string }).baseUrl).pathname;
      const rendition = await fetch(`${b.origin}${base}/240`);
      expect(rendition.status).toBe(200);
      expect(rendition.headers.get("content-type")).toBe("image/png");
    });

    // Checked by running the instances without REDIS_URL: B then still answers 201 and this test fails.
    it("once A answers 429 to uploads, B does too", async () => {
      const png = await makePng(16, 16, 5);
      // The form as one buffer, written with the headers: a streamed form can still be on the wire when the
      // 429 (sent before the body is read) closes the socket, and the client then fails with EPIPE.
      const form = new Request("http://form.invalid", { method: "POST", body: fileForm(png) });
      const upload = {
        method: "POST",
        body: new Uint8Array(await form.arrayBuffer()),
        headers: { "content-type": form.headers.get("content-type") ?? "" },
      };
      let status = 0;
      for (let i = 0; i <= UPLOAD_RATE_LIMIT.limit && status !== 429; i++) {
        status = (await fetch(`${a.origin}/api/images`, upload)).status;
      }
      expect(status).toBe(429);
      const onB = await fetch(`${b.origin}/api/images`, upload);
      expect(onB.status).toBe(429);
    });

    async function relayOn(instance: Instance, auth: Record<string, string>): Promise<string> {
      const res = await fetch(`${instance.origin}/api/webhooks/relays`, { method: "POST", headers: auth });
      expect(res.status).toBe(201);
      return ((await res.json()) as { relay: { id: string } }).relay.id;
    }

    async function streamOn(instance: Instance, auth: Record<string, string>, relayId: string) {
      const res = await fetch(`${instance.origin}/api/webhooks/relays/${relayId}/stream`, { headers: auth });
      expect(res.status).toBe(200);
      const reader = sseReader(res.body as ReadableStream<Uint8Array>);
      expect((await reader.next()).event).toBe("ready");
      return reader;
    }

    const postHook = (instance: Instance, relayId: string, body: string) =>
      fetch(`${instance.origin}/hooks/${relayId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });

    it("a webhook posted to A appears live on a stream connected to B", async () => {
      const auth = await login(a);
      const relayId = await relayOn(a, auth);
      const stream = await streamOn(b, auth, relayId);
      const started = performance.now();
      expect((await postHook(a, relayId, '{"through":"A"}')).status).toBe(200);
      const event = eventOf(await stream.nextOf("event"));
      console.log(
        `webhook on A seen on B's stream after ${(performance.now() - started).toFixed(0)} ms (Redis pub/sub)`,
      );
      expect(Buffer.from(event.bodyBase64, "base64").toString()).toBe('{"through":"A"}');
      await stream.cancel();
    });

    // Last in this file: it stops the shared Redis for a while.
    it("with Redis down the relay still answers 200 and B's stream still gets the event by polling", async () => {
      const auth = await login(a);
      const relayId = await relayOn(a, auth);
      const stream = await streamOn(b, auth, relayId);
      await redis.stop();
      try {
        expect((await postHook(a, relayId, '{"redis":"down"}')).status).toBe(200);
        const event = eventOf(await stream.nextOf("event", STREAM_POLL_MS * 3));
        expect(Buffer.from(event.bodyBase64, "base64").toString()).toBe('{"redis":"down"}');
      } finally {
        await stream.cancel();
        await redis.start();
      }
    });
  },
);
