import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { insight, validateSignature } from "@line/bot-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { deployColumnMenu } from "./insight-fixture.ts";
import { issueToken, lineClients, type StartedSandbox, startSandbox } from "./line-sandbox-helpers.ts";

// A tap on a rich menu area in the Sandbox Chat does what LINE does with its action (issue 37): postback and
// datetimepicker (with the picked params) → a signed postback event to the channel's webhook, message → sent as
// the user, richmenuswitch → the alias's menu linked to the user and LINE's postback params, camera → the
// phone's business (nothing sent); every tap counts as a click for the rich menu insight.

const [somchai] = SANDBOX_USERS as [(typeof SANDBOX_USERS)[0]];
const channel = SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0];

let started: StartedSandbox | undefined;
let bot: Server | undefined;
afterEach(async () => {
  await started?.running.close();
  await new Promise((resolve) => (bot ? bot.close(resolve) : resolve(undefined)));
  started = undefined;
  bot = undefined;
});

/** A bot on loopback that keeps each webhook body whose signature checks out with the channel secret. */
async function startBot(): Promise<{ url: string; events: Record<string, unknown>[] }> {
  const events: Record<string, unknown>[] = [];
  bot = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const signed = validateSignature(body, channel.channelSecret, String(req.headers["x-line-signature"]));
      if (signed) events.push(...(JSON.parse(body) as { events: Record<string, unknown>[] }).events);
      res.writeHead(signed ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => bot?.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(bot.address() as AddressInfo).port}/webhook`, events };
}

describe("LINE emulator: a tap on a Sandbox Chat rich menu", () => {
  it("performs each area's action as LINE does and counts it as a click", async () => {
    started = await startSandbox({ seed: false });
    const clients = lineClients(started.origin, await issueToken(started.origin, channel));
    const { url, events } = await startBot();
    await clients.messaging.setWebhookEndpoint({ endpoint: url });
    const other = await deployColumnMenu(clients, [
      { x: 0, width: 2500, action: { type: "postback", data: "back" } },
    ]);
    await clients.messaging.createRichMenuAlias({ richMenuAliasId: "page-b", richMenuId: other });
    const richMenuId = await deployColumnMenu(clients, [
      { x: 0, width: 500, action: { type: "postback", data: "points=check" } },
      {
        x: 500,
        width: 500,
        action: { type: "datetimepicker", data: "book", mode: "date" } as never,
      },
      { x: 1000, width: 500, action: { type: "richmenuswitch", richMenuAliasId: "page-b", data: "to-b" } },
      { x: 1500, width: 500, action: { type: "message", text: "hello from the menu" } },
      { x: 2000, width: 500, action: { type: "camera", label: "Camera" } },
    ]);
    const { sandbox } = started;
    const tap = (area: number, params?: Record<string, string>) =>
      sandbox.richMenuTap({
        userId: somchai.userId,
        channelId: channel.channelId,
        richMenuId,
        area,
        ...(params ? { params } : {}),
      });

    expect((await tap(0))?.delivery).toMatchObject({ statusCode: 200 });
    expect((await tap(1, { date: "2026-07-10" }))?.delivery).toMatchObject({ statusCode: 200 });
    const switched = await tap(2);
    expect(switched?.richMenuId).toBe(other);
    expect(await clients.messaging.getRichMenuIdOfUser(somchai.userId)).toEqual({ richMenuId: other });
    await tap(3);
    expect(sandbox.inbox.list().at(-1)).toMatchObject({
      via: "chat",
      from: { id: somchai.userId },
      messages: [{ type: "text", text: "hello from the menu" }],
    });
    expect(await tap(4)).toEqual({ action: { type: "camera", label: "Camera" }, delivery: null });

    expect(events.map((e) => [e.type, (e as { postback?: unknown }).postback ?? null])).toEqual([
      ["postback", { data: "points=check" }],
      ["postback", { data: "book", params: { date: "2026-07-10" } }],
      ["postback", { data: "to-b", params: { newRichMenuAliasId: "page-b", status: "SUCCESS" } }],
      ["message", null],
    ]);
    expect(events.every((e) => (e.source as { userId?: string }).userId === somchai.userId)).toBe(true);
    // Five taps, five areas: each a click of the menu for its statistics.
    const stats = new insight.InsightClient({
      channelAccessToken: await issueToken(started.origin, channel),
      baseURL: started.origin,
    });
    const summary = await stats.getRichMenuInsightSummary(richMenuId, "20260701", "20260701");
    expect(summary.clicks?.map((c) => c.metrics.count)).toEqual([1, 1, 1, 1, 1]);
  });
});
