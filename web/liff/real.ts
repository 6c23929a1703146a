import liff from "@line/liff/core";
import CreateShortcutOnHomeScreen from "@line/liff/create-shortcut-on-home-screen";
import GetContext from "@line/liff/get-context";
import GetIDToken from "@line/liff/get-id-token";
import GetLineVersion from "@line/liff/get-line-version";
import GetProfile from "@line/liff/get-profile";
import I18n from "@line/liff/i18n";
import IsApiAvailable from "@line/liff/is-api-available";
import IsInClient from "@line/liff/is-in-client";
import IsLoggedIn from "@line/liff/is-logged-in";
import Login from "@line/liff/login";
import Logout from "@line/liff/logout";
import PermanentLink from "@line/liff/permanent-link";
import SendMessages from "@line/liff/send-messages";
import ShareTargetPicker from "@line/liff/share-target-picker";
import type { LiffService, ShareMessage } from "./types.ts";

/** Context types of a LIFF app opened from a chat, where liff.sendMessages posts into that chat. */
const CHAT_CONTEXTS = new Set(["utou", "group", "room", "square_chat"]);

/** The real SDK in pluggable mode: only the modules the app uses are bundled. */
export async function initRealLiff(liffId: string, forceLogin: boolean): Promise<LiffService> {
  liff.use(new IsInClient());
  liff.use(new IsLoggedIn());
  liff.use(new Login());
  liff.use(new Logout());
  liff.use(new GetProfile());
  liff.use(new GetIDToken());
  liff.use(new IsApiAvailable());
  liff.use(new ShareTargetPicker());
  liff.use(new SendMessages());
  liff.use(new GetContext());
  liff.use(new GetLineVersion());
  liff.use(new PermanentLink());
  liff.use(new CreateShortcutOnHomeScreen());
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
    getProfile: () => liff.getProfile(),
    getIdToken: () => (ready ? liff.getIDToken() : null),
    canShare: () => ready && liff.isApiAvailable("shareTargetPicker"),
    async shareTargetPicker(messages: ShareMessage[]) {
      const result = await liff.shareTargetPicker(messages as Parameters<typeof liff.shareTargetPicker>[0], {
        isMultiple: true,
      });
      return result ? "success" : "cancel";
    },
    canSendToChat: () => ready && liff.isInClient() && CHAT_CONTEXTS.has(liff.getContext()?.type ?? ""),
    sendMessages: (messages) => liff.sendMessages(messages as Parameters<typeof liff.sendMessages>[0]),
    lineVersion: () => (ready ? liff.getLineVersion() : null),
    canCreateShortcut: () => ready && liff.isApiAvailable("createShortcutOnHomeScreen"),
    async createShortcut(path) {
      const url = await liff.permanentLink.createUrlBy(new URL(path, window.location.origin).toString());
      await liff.createShortcutOnHomeScreen({ url });
    },
    async setLanguage(lang) {
      if (ready) await liff.i18n.setLang(lang);
    },
    sandboxUsers: async () => [],
  };
}
