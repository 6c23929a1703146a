import liff from "@line/liff/core";
import IsInClient from "@line/liff/is-in-client";
import { LiffMockPlugin } from "@line/liff-mock";
import type { SandboxLoginResponse } from "../../shared/api/sandbox.ts";
import { desc, MessageError } from "../../shared/text/descriptor.ts";
import { withLaterMessages } from "../i18n/i18n.ts";
import { openSandboxPicker } from "./sandbox-picker.ts";
import { sandboxAppLanguage, sandboxOpenedFrom } from "./sandbox-settings.ts";
import type { LiffProfile, LiffService, SandboxUser, ShareMessage } from "./types.ts";

const SESSION_KEY = "sandbox_session_user";

/** The typed client, loaded on the first call: the sandbox SDK's chunk (home route, sandbox) stays as small. */
const client = () => withLaterMessages(import("../api/client.ts")).then((m) => m.api);
type MockedLiff = typeof liff & {
  $mock: { set(fn: (prev: Record<string, unknown>) => Record<string, unknown>): void };
  i18n: { setLang(lang: string): Promise<void> };
};

/** Puts what the app handed to liff-mock into the sandbox inbox, as the chat would show it. */
async function recordInInbox(
  idToken: string,
  via: "chat" | "share",
  to: string[],
  messages: ShareMessage[],
): Promise<void> {
  const res = await (await client()).sandbox.inbox.$post(
    { json: { via, to, messages } },
    { headers: { authorization: `Bearer ${idToken}` } },
  );
  // A message as data: shown in the chosen language where the error is caught (readableSendError).
  if (!res.ok)
    throw new MessageError(
      desc("The sandbox chat did not take the message (HTTP {status})", { status: res.status }),
    );
}

/** The SDK's answer to a call that needs the user's access token when nobody is logged in. */
function unauthorized(): Error {
  return Object.assign(new Error("Need access_token for api call, Please login first"), {
    code: "UNAUTHORIZED",
  });
}

async function mint(userId: string): Promise<SandboxLoginResponse> {
  const res = await (await client()).sandbox.login.$post({ json: { userId } });
  if (!res.ok) throw new Error(`Sandbox login failed (HTTP ${res.status})`);
  return (await res.json()) as SandboxLoginResponse;
}

/**
 * Sandbox mode: @line/liff-mock plays the SDK, and the LINE emulator (through the server) mints real
 * ID tokens for the chosen sandbox user, so the server verifies identities exactly as in production.
 */
export async function initSandboxLiff(liffId: string): Promise<LiffService> {
  liff.use(new IsInClient());
  // liff-mock is typed against the full SDK; it installs on the pluggable core all the same.
  liff.use(new LiffMockPlugin() as never);
  await liff.init({ liffId, mock: true } as Parameters<typeof liff.init>[0]);
  const mocked = liff as MockedLiff;
  // Always the function form: an object would replace every other mock value.
  const setMock = (values: Record<string, unknown>) => mocked.$mock.set((prev) => ({ ...prev, ...values }));
  setMock({ isApiAvailable: true, isLoggedIn: false, getIDToken: null });

  let session: SandboxLoginResponse | null = null;
  const apply = (next: SandboxLoginResponse | null) => {
    session = next;
    setMock({
      isLoggedIn: next !== null,
      getIDToken: next?.idToken ?? null,
      getAccessToken: next?.accessToken ?? null,
      getProfile: next?.profile ?? null,
    });
  };

  const remembered = localStorage.getItem(SESSION_KEY);
  if (remembered) {
    try {
      apply(await mint(remembered));
      liff.login();
    } catch (error) {
      console.error("Sandbox session could not be restored", error);
      localStorage.removeItem(SESSION_KEY);
    }
  }

  return {
    mode: "sandbox",
    liffId,
    ready: true,
    initError: null,
    // The sandbox panel's "Opened from" plays LINE's chat context.
    isInClient: () => sandboxOpenedFrom() !== null,
    isLoggedIn: () => session !== null,
    async login({ sandboxUserId }) {
      if (!sandboxUserId) throw new Error("Choose a sandbox user to log in");
      apply(await mint(sandboxUserId));
      localStorage.setItem(SESSION_KEY, sandboxUserId);
      liff.login();
    },
    logout() {
      localStorage.removeItem(SESSION_KEY);
      apply(null);
    },
    async getProfile(): Promise<LiffProfile> {
      if (!session) throw new Error("Need access_token for api call, Please login first");
      return session.profile;
    },
    getIdToken: () => session?.idToken ?? null,
    canShare: () => true,
    // A picker of sandbox friends and groups (web/app/layout/sandbox-share-picker.tsx); what is
    // shared lands in the sandbox chat as sent by the logged-in user. Like LINE's SDK, whose picker
    // needs the user's access token before it opens, nobody logged in gets UNAUTHORIZED: a share is
    // always from someone, never recorded as if from a user who did not send it.
    async shareTargetPicker(messages) {
      if (!session) throw unauthorized();
      const chosen = await openSandboxPicker();
      if (!chosen || chosen.length === 0) return "cancel";
      // Logged out while the picker was open: nobody to send it as.
      if (!session) throw unauthorized();
      await recordInInbox(session.idToken, "share", chosen, messages);
      return "success";
    },
    canSendToChat: () => sandboxOpenedFrom() !== null,
    sendMessages(messages) {
      const chatId = sandboxOpenedFrom();
      if (!chatId)
        return Promise.reject(
          new Error("LIFF is not available. Please make sure you are accessing this from LINE app."),
        );
      // LINE's own checks, with the SDK's words, before liff-mock resolves.
      if (messages.length < 1 || messages.length > 5) {
        return Promise.reject(
          Object.assign(new Error("Number of messages should be in range 1 to 5."), {
            code: "INVALID_ARGUMENT",
          }),
        );
      }
      if (!session) return Promise.reject(unauthorized());
      const idToken = session.idToken;
      return Promise.resolve(liff.sendMessages(messages as never)).then(() =>
        recordInInbox(idToken, "chat", [chatId], messages),
      );
    },
    lineVersion: () => (sandboxOpenedFrom() ? "14.0.0" : null),
    // liff-mock has no getAppLanguage: the sandbox panel's "LINE app language" plays it inside a chat.
    appLanguage: () => (sandboxOpenedFrom() ? sandboxAppLanguage() : null),
    canCreateShortcut: () => true,
    async createShortcut() {
      // liff-mock resolves like LINE does once the shortcut page opens; nothing else to do in sandbox.
    },
    // liff-mock's i18n.setLang resolves as LINE's does; the chosen language is shown on the page itself.
    setLanguage: (lang) => mocked.i18n.setLang(lang),
    async sandboxUsers(): Promise<SandboxUser[]> {
      const res = await (await client()).sandbox.users.$get();
      if (!res.ok)
        throw new MessageError(desc("Sandbox users unavailable (HTTP {status})", { status: res.status }));
      return [...(await res.json()).users];
    },
  };
}
