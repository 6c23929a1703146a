export interface LiffProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
}

/** A LINE message as the share target picker takes it (validated by the tools before sharing). */
export type ShareMessage = { type: string } & Record<string, unknown>;

type ShareOutcome = "success" | "cancel";

export interface SandboxUser extends LiffProfile {}

/** The one LIFF surface the app uses; `web/liff` is the only module that touches the SDK. */
export interface LiffService {
  mode: "real" | "sandbox";
  liffId: string;
  /** init resolved; when false, LIFF-only features report "LIFF is not available…". */
  ready: boolean;
  initError: Error | null;
  isInClient(): boolean;
  isLoggedIn(): boolean;
  /** Real mode redirects to LINE Login and returns to `redirectPath`; sandbox logs in as the given user. */
  login(opts: { redirectPath: string; sandboxUserId?: string }): Promise<void>;
  logout(): void;
  getProfile(): Promise<LiffProfile>;
  getIdToken(): string | null;
  canShare(): boolean;
  /** Must be called straight from a click handler: nothing may be awaited before it. */
  shareTargetPicker(messages: ShareMessage[]): Promise<ShareOutcome>;
  /** Opened inside LINE from a chat (1:1, group, room, OpenChat): liff.sendMessages can post there. */
  canSendToChat(): boolean;
  /** liff.sendMessages; like the picker, call it straight from the click handler. */
  sendMessages(messages: ShareMessage[]): Promise<void>;
  /** liff.getLineVersion(): null outside LINE. */
  lineVersion(): string | null;
  canCreateShortcut(): boolean;
  createShortcut(path: string): Promise<void>;
  /**
   * liff.getAppLanguage() inside LINE (LINE's own setting on recent iOS clients, the webview's language
   * elsewhere); null outside LINE, where the browser's languages decide.
   */
  appLanguage(): string | null;
  /** liff.i18n.setLang: LIFF's own dialogs (share target picker, consent) follow the app's language. */
  setLanguage(lang: "en" | "th"): Promise<void>;
  /** Sandbox only: the users offered by the login chooser. */
  sandboxUsers(): Promise<SandboxUser[]>;
}
