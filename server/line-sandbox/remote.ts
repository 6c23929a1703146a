import type { InboxEntry } from "../../shared/api/sandbox-inbox.ts";
import type { SandboxDeps } from "../deps.ts";
import { SANDBOX_CHANNELS, SANDBOX_GROUPS, SANDBOX_USERS } from "./fixtures.ts";
import type { SandboxChatResult } from "./index.ts";

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
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`The LINE platform at ${origin} answered ${path} with HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    users: SANDBOX_USERS,
    groups: SANDBOX_GROUPS,
    inbox: {
      list: async () => (await call<{ entries: InboxEntry[] }>("/sandbox/inbox")).entries,
      add: (entry) =>
        call<InboxEntry>("/sandbox/inbox", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(entry),
        }),
    },
    channels: SANDBOX_CHANNELS,
    async chat(input) {
      const res = await fetch(`${origin}/sandbox/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 404) return null;
      if (!res.ok)
        throw new Error(`The LINE platform at ${origin} answered /sandbox/chat with HTTP ${res.status}`);
      return (await res.json()) as SandboxChatResult;
    },
    mintIdToken: async (userId) => (await mint(userId)).idToken,
    mintTokens: mint,
  };
}
