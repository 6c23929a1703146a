import { API_ERRORS } from "../../shared/api/errors.ts";
import type { InboxEntry } from "../../shared/api/sandbox-inbox.ts";
import type { SandboxDeps } from "../deps.ts";
import { UpstreamFailedError } from "../upstream-errors.ts";
import {
  SANDBOX_CHANNELS,
  SANDBOX_GROUPS,
  SANDBOX_LOGIN_CHANNEL_NAME,
  SANDBOX_LOGIN_CHANNEL_SECRET,
  SANDBOX_USERS,
} from "./fixtures.ts";
import type { RichMenuTapResult } from "./richmenu-tap.ts";
import type { SandboxChatResult } from "./types.ts";

export const SANDBOX_PLATFORM_UNREACHABLE = API_ERRORS["sandbox.platform-unreachable"];

/**
 * Sandbox mode against a LINE platform emulator in another process (LINE_API_BASE_URL set): several
 * app instances share one emulator, so tokens are minted by the emulator that verifies them.
 */
export function remoteSandbox(origin: string, loginChannelId: string): SandboxDeps {
  // The emulator down, slow or failing is an upstream fault like LINE's own: 502 naming it, never a 500
  // (UpstreamFailedError, answered by server/http/domain-errors.ts).
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new UpstreamFailedError("sandbox.platform-unreachable", error);
    }
    if (!res.ok) {
      const why = new Error(`The LINE platform at ${origin} answered ${path} with HTTP ${res.status}`);
      throw new UpstreamFailedError("sandbox.platform-unreachable", why);
    }
    return (await res.json().catch((error: unknown) => {
      throw new UpstreamFailedError("sandbox.platform-unreachable", error);
    })) as T;
  }
  const mint = (userId: string) =>
    call<{ idToken: string; accessToken: string }>("/sandbox/tokens", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId }),
    });
  // A control call that may deliver a webhook (up to 5 s): null for the emulator's 404 (unknown user, …).
  async function post<T>(path: string, input: unknown): Promise<T | null> {
    const res = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 404) return null;
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
    loginChannel: {
      channelId: loginChannelId,
      channelSecret: SANDBOX_LOGIN_CHANNEL_SECRET,
      name: SANDBOX_LOGIN_CHANNEL_NAME,
    },
    chat: (input) => post<SandboxChatResult>("/sandbox/chat", input),
    richMenuSeen: async (input) => (await post<object>("/sandbox/richmenu/impression", input)) !== null,
    richMenuTap: (input) => post<RichMenuTapResult>("/sandbox/richmenu/tap", input),
    messageSeen: async (input) =>
      (await post<{ counted: number }>("/sandbox/message/impression", input))?.counted ?? 0,
    messageClick: async (input) => (await post<object>("/sandbox/message/click", input)) !== null,
    async registerAssertionKey(channelId, jwk) {
      const res = await fetch(`${origin}/sandbox/channel-keys`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ channelId, jwk }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new UpstreamFailedError("sandbox.platform-unreachable", error);
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new UpstreamFailedError("sandbox.platform-unreachable");
      return ((await res.json()) as { kid: string }).kid;
    },
    mintIdToken: async (userId) => (await mint(userId)).idToken,
    mintTokens: mint,
  };
}
