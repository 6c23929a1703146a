import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";
import { createLineSandbox, type RunningSandbox, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// Several instances in sandbox mode share one LINE platform (LINE_API_BASE_URL): a login through
// one instance must be valid on the other, which per-process emulator keys could not give.
describe("instances sharing one LINE platform", () => {
  let platform: RunningSandbox;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    platform = await createLineSandbox({ loginChannelId: SANDBOX_LOGIN_CHANNEL_ID }).listen(0);
    const env = { LINE_API_BASE_URL: platform.origin, LINE_API_DATA_BASE_URL: platform.origin };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await platform.close();
  });

  it("starts no emulator of its own and logs in through the shared one", async () => {
    expect(a.runtime.sandboxOrigin).toBeUndefined();
    const user = SANDBOX_USERS[1];
    const res = await a.app.request("/api/sandbox/login", jsonRequest("POST", { userId: user?.userId }));
    expect(res.status).toBe(200);
    const { idToken, accessToken } = (await res.json()) as { idToken: string; accessToken: string };
    const onB = await b.app.request("/api/flex-messages", {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(onB.status).toBe(200);
    const profile = await fetch(`${platform.origin}/v2/profile`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(((await profile.json()) as { userId: string }).userId).toBe(user?.userId);
  });

  it("refuses an unknown sandbox user", async () => {
    const res = await fetch(`${platform.origin}/sandbox/tokens`, jsonRequest("POST", { userId: "Unobody" }));
    expect(res.status).toBe(404);
    const bad = await fetch(`${platform.origin}/sandbox/tokens`, jsonRequest("POST", { nope: 1 }));
    expect(bad.status).toBe(400);
  });
});
