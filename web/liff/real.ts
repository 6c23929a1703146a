import liff from "@line/liff/core";
import GetAppLanguage from "@line/liff/get-app-language";
import GetContext from "@line/liff/get-context";
import GetIDToken from "@line/liff/get-id-token";
import GetLineVersion from "@line/liff/get-line-version";
import I18n from "@line/liff/i18n";
import IsApiAvailable from "@line/liff/is-api-available";
import IsInClient from "@line/liff/is-in-client";
import IsLoggedIn from "@line/liff/is-logged-in";
import Login from "@line/liff/login";
import Logout from "@line/liff/logout";
import type { LiffService, ShareMessage } from "./types.ts";

/** Context types of a LIFF app opened from a chat, where liff.sendMessages posts into that chat. */
const CHAT_CONTEXTS = new Set(["utou", "group", "room", "square_chat"]);

let actionModules: Promise<void> | null = null;
let actionModulesInstalled = false;

/**
 * Profile, share, send and shortcut modules: a chunk of their own, fetched once init has resolved so the
 * first paint waits only for init. Awaited by the calls that need them; by the time anyone clicks it has
 * long loaded, so the picker and sendMessages still run with nothing awaited before them.
 */
function loadActionModules(): Promise<void> {
  actionModules ??= import("./real-actions.ts").then(
    ({ installActionModules }) => {
      installActionModules();
      actionModulesInstalled = true;
    },
    (error: unknown) => {
      // A failed fetch (a network blip) is tried again by the next call rather than remembered.
      actionModules = null;
      throw error;
    },
  );
  return actionModules;
}

/** The real SDK in pluggable mode: only the modules the app uses are bundled, and only init's before paint. */
export async function initRealLiff(liffId: string, forceLogin: boolean): Promise<LiffService> {
  liff.use(new IsInClient());
  liff.use(new IsLoggedIn());
  liff.use(new Login());
  liff.use(new Logout());
  liff.use(new GetIDToken());
  liff.use(new IsApiAvailable());
  liff.use(new GetContext());
  liff.use(new GetLineVersion());
  // The first visit's language inside LINE (web/main.tsx): LINE's app language, not the browser's.
  liff.use(new GetAppLanguage());
  // LIFF's dialogs read their texts through this module; without it liff.i18n.setLang does not exist.
  liff.use(new I18n());
  let initError: Error | null = null;
  try {
    await liff.init({ liffId, withLoginOnExternalBrowser: forceLogin });
  } catch (error) {
    console.error("LIFF initialisation failed", error);
    initError = error as Error;
  }
  const ready = initError === null;
  if (ready) {
    loadActionModules().catch((error) => console.error("LIFF modules failed to load", error));
  }
  return {
    mode: "real",
    liffId,
    ready,
    initError,
    isInClient: () => ready && liff.isInClient(),
    isLoggedIn: () => ready && liff.isLoggedIn(),
    async login({ redirectPath }) {
      liff.login({ redirectUri: new URL(redirectPath, window.location.origin).toString() });
    },
    logout: () => liff.logout(),
    async getProfile() {
      await loadActionModules();
      return liff.getProfile();
    },
    getIdToken: () => (ready ? liff.getIDToken() : null),
    canShare: () => ready && liff.isApiAvailable("shareTargetPicker"),
    async shareTargetPicker(messages: ShareMessage[]) {
      if (!actionModulesInstalled) await loadActionModules();
      const result = await liff.shareTargetPicker(messages as Parameters<typeof liff.shareTargetPicker>[0], {
        isMultiple: true,
      });
      return result ? "success" : "cancel";
    },
    canSendToChat: () => ready && liff.isInClient() && CHAT_CONTEXTS.has(liff.getContext()?.type ?? ""),
    async sendMessages(messages) {
      if (!actionModulesInstalled) await loadActionModules();
      await liff.sendMessages(messages as Parameters<typeof liff.sendMessages>[0]);
    },
    lineVersion: () => (ready ? liff.getLineVersion() : null),
    appLanguage: () => (ready && liff.isInClient() ? liff.getAppLanguage() : null),
    canCreateShortcut: () => ready && liff.isApiAvailable("createShortcutOnHomeScreen"),
    async createShortcut(path) {
      await loadActionModules();
      const url = await liff.permanentLink.createUrlBy(new URL(path, window.location.origin).toString());
      await liff.createShortcutOnHomeScreen({ url });
    },
    async setLanguage(lang) {
      if (ready) await liff.i18n.setLang(lang);
    },
    sandboxUsers: async () => [],
  };
}
