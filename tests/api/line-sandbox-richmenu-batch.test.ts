import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { BATCH_ONGOING_MS } from "../../server/line-sandbox/richmenu-batch.ts";
import {
  failure,
  imageBlob,
  issueToken,
  lineClients,
  richMenuRequest as menu,
  type StartedSandbox,
  solidImage,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// Rich menu batch control in the emulator through MessagingApiClient: link from → to, unlink,
// unlinkAll, the request id of the 202 answer, progress ongoing → succeeded/failed on the
// emulator's clock, resumeRequestKey, and the 400s for unknown menus and bad bodies.

let env: StartedSandbox;
let clients: ReturnType<typeof lineClients>;
let token: string;
const [somchai, malee] = SANDBOX_USERS.map((user) => user.userId) as [string, string];

beforeAll(async () => {
  env = await startSandbox({ seed: false });
  token = await issueToken(env.origin, SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0]);
  clients = lineClients(env.origin, token);
});
afterAll(() => env.running.close());

async function createWithImage(name: string): Promise<string> {
  const request = menu({ name });
  const { richMenuId } = await clients.messaging.createRichMenu(request);
  await clients.blob.setRichMenuImage(richMenuId, imageBlob(await solidImage(2500, 1686), "image/png"));
  return richMenuId;
}

async function batch(request: Parameters<typeof clients.messaging.richMenuBatch>[0]): Promise<string> {
  const { httpResponse } = await clients.messaging.richMenuBatchWithHttpInfo(request);
  expect(httpResponse.status).toBe(202);
  const requestId = httpResponse.headers.get("x-line-request-id");
  expect(requestId).toBeTruthy();
  return requestId ?? "";
}

const menuOf = async (userId: string) => (await clients.messaging.getRichMenuIdOfUser(userId)).richMenuId;

describe("rich menu batch control", () => {
  it("moves every user of `from` to `to`, reporting ongoing, then succeeded with both times", async () => {
    const from = await createWithImage("From");
    const to = await createWithImage("To");
    const bystander = await createWithImage("Bystander");
    await clients.messaging.linkRichMenuIdToUser(somchai, from);
    await clients.messaging.linkRichMenuIdToUser(malee, bystander);

    const accepted = env.clock.ms;
    const requestId = await batch({ operations: [{ type: "link", from, to }] });
    expect(await clients.messaging.getRichMenuBatchProgress(requestId)).toEqual({
      phase: "ongoing",
      acceptedTime: new Date(accepted).toISOString(),
    });
    env.clock.ms += BATCH_ONGOING_MS;
    expect(await clients.messaging.getRichMenuBatchProgress(requestId)).toEqual({
      phase: "succeeded",
      acceptedTime: new Date(accepted).toISOString(),
      completedTime: new Date(accepted + BATCH_ONGOING_MS).toISOString(),
    });
    expect(await menuOf(somchai)).toBe(to);
    expect(await menuOf(malee)).toBe(bystander);
  });

  it("runs the operations of one batch in parallel (A → B and B → C do not chain)", async () => {
    const a = await createWithImage("A");
    const b = await createWithImage("B");
    const c = await createWithImage("C");
    await clients.messaging.linkRichMenuIdToUser(somchai, a);
    await clients.messaging.linkRichMenuIdToUser(malee, b);
    await batch({
      operations: [
        { type: "link", from: a, to: b },
        { type: "link", from: b, to: c },
      ],
    });
    expect(await menuOf(somchai)).toBe(b);
    expect(await menuOf(malee)).toBe(c);
  });

  it("unlinks the users of one menu, or of every menu", async () => {
    const a = await createWithImage("Unlink A");
    const b = await createWithImage("Unlink B");
    await clients.messaging.linkRichMenuIdToUser(somchai, a);
    await clients.messaging.linkRichMenuIdToUser(malee, b);
    await batch({ operations: [{ type: "unlink", from: a }] });
    expect((await failure(clients.messaging.getRichMenuIdOfUser(somchai))).status).toBe(404);
    expect(await menuOf(malee)).toBe(b);
    await batch({ operations: [{ type: "unlinkAll" }] });
    expect((await failure(clients.messaging.getRichMenuIdOfUser(malee))).status).toBe(404);
  });

  it("ends failed when the `to` menu is deleted before the batch completes", async () => {
    const from = await createWithImage("Fail from");
    const to = await createWithImage("Fail to");
    await clients.messaging.linkRichMenuIdToUser(somchai, from);
    const requestId = await batch({ operations: [{ type: "link", from, to }] });
    await clients.messaging.deleteRichMenu(to);
    env.clock.ms += BATCH_ONGOING_MS;
    expect((await clients.messaging.getRichMenuBatchProgress(requestId)).phase).toBe("failed");
  });

  it("refuses unknown or imageless menus with LINE's 400 naming the operation, and validates alike", async () => {
    const from = await createWithImage("Refuse from");
    const { richMenuId: imageless } = await clients.messaging.createRichMenu(menu({ name: "No image" }));
    const unknown = "richmenu-00000000000000000000000000000000";
    const request = {
      operations: [
        { type: "link" as const, from, to: imageless },
        { type: "unlink" as const, from: unknown },
      ],
    };
    const expected = {
      status: 400,
      body: {
        message: "The request body has 2 error(s)",
        details: [
          { message: "must upload richmenu image before applying it to user", property: "operations[0].to" },
          { message: "richmenu not found", property: "operations[1].from" },
        ],
      },
    };
    expect(await failure(clients.messaging.richMenuBatch(request))).toEqual(expected);
    expect(await failure(clients.messaging.validateRichMenuBatchRequest(request))).toEqual(expected);
    const to = await createWithImage("Refuse to");
    expect(
      await clients.messaging.validateRichMenuBatchRequest({ operations: [{ type: "link", from, to }] }),
    ).toEqual({});
  });

  it("validates the body against the OpenAPI schema (type, from/to, 1,000 operations, the key's pattern)", async () => {
    const send = (body: unknown) =>
      fetch(`${env.origin}/v2/bot/richmenu/batch`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const body of [
      {},
      { operations: [{ type: "move", from: "a" }] },
      { operations: [{ type: "link", from: "a" }] },
      { operations: Array.from({ length: 1001 }, () => ({ type: "unlinkAll" })) },
      { operations: [{ type: "unlinkAll" }], resumeRequestKey: "has space" },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { details: unknown[] }).details.length).toBeGreaterThan(0);
    }
  });

  it("refuses a resumeRequestKey while its batch is ongoing, and accepts it again once it ended", async () => {
    const request = { operations: [{ type: "unlinkAll" as const }], resumeRequestKey: "swap-retry_1" };
    await batch(request);
    expect(await failure(clients.messaging.richMenuBatch(request))).toEqual({
      status: 409,
      body: { message: "A batch with this resumeRequestKey is still in progress", details: [] },
    });
    env.clock.ms += BATCH_ONGOING_MS;
    await batch(request);
  });

  it("answers 404 for an unknown request id and 400 without one", async () => {
    expect((await failure(clients.messaging.getRichMenuBatchProgress("no-such-request"))).status).toBe(404);
    const res = await fetch(`${env.origin}/v2/bot/richmenu/progress/batch`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
  });
});
