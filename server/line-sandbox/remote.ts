import type { SandboxDeps } from "../deps.ts";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "./fixtures.ts";

/**
 * Sandbox mode against a LINE platform emulator in another process (LINE_API_BASE_URL set): several
 * app instances share one emulator, so tokens are minted by the emulator that verifies them.
 */
export function remoteSandbox(origin: string): SandboxDeps {
  async function mint(userId: string): Promise<{ idToken: string; accessToken: string }> {
    const res = await fetch(`${origin}/sandbox/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok)
      throw new Error(`The LINE platform at ${origin} did not mint a sandbox token (HTTP ${res.status})`);
    return (await res.json()) as { idToken: string; accessToken: string };
  }
  return {
    users: SANDBOX_USERS,
    channels: SANDBOX_CHANNELS,
    mintIdToken: async (userId) => (await mint(userId)).idToken,
    mintTokens: mint,
  };
}
