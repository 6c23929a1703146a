import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { deployColumnMenu } from "./insight-fixture.ts";
import { issueToken, lineClients, type StartedSandbox, startSandbox } from "./line-sandbox-helpers.ts";

// What the user "says" in the Sandbox Chat lands in the inbox the same way, typed or a postback's displayText.

const somchai = SANDBOX_USERS[0] as (typeof SANDBOX_USERS)[0];
const channel = SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0];

let started: StartedSandbox | undefined;
afterEach(async () => {
  await started?.running.close();
  started = undefined;
});

describe("LINE emulator: the user's lines in the inbox", () => {
  it("records a typed line and a postback's displayText as the user's, to the channel's bot", async () => {
    started = await startSandbox({ seed: false });
    const { sandbox, origin } = started;
    const richMenuId = await deployColumnMenu(lineClients(origin, await issueToken(origin, channel)), [
      { x: 0, width: 1250, action: { type: "postback", data: "buy=1", displayText: "Buy" } },
      { x: 1250, width: 1250, action: { type: "postback", data: "quiet=1" } },
    ]);
    await sandbox.chat({ userId: somchai.userId, channelId: channel.channelId, text: "Hello" });
    const tap = { userId: somchai.userId, channelId: channel.channelId, richMenuId };
    await sandbox.richMenuTap({ ...tap, area: 0 });
    await sandbox.richMenuTap({ ...tap, area: 1 });
    const lines = sandbox.inbox.list().filter((entry) => entry.via === "chat");
    const from = { id: somchai.userId, name: somchai.displayName };
    expect(lines.map(({ from: sender, to, messages }) => ({ sender, to, messages }))).toEqual([
      {
        sender: expect.objectContaining(from),
        to: [{ id: channel.channelId, name: channel.name }],
        messages: [{ type: "text", text: "Hello" }],
      },
      {
        sender: expect.objectContaining(from),
        to: [{ id: channel.channelId, name: channel.name }],
        messages: [{ type: "text", text: "Buy" }],
      },
    ]);
  });
});
