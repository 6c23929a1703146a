/** Sandbox settings kept in localStorage (SDK-free, read by the sandbox LIFF service and the panel). */

/** Where the sandbox pretends the app was opened: null = an external browser, else a chat's id. */
const OPENED_FROM_KEY = "sandbox_opened_from";

export function sandboxOpenedFrom(): string | null {
  return localStorage.getItem(OPENED_FROM_KEY) || null;
}

export function setSandboxOpenedFrom(chatId: string | null) {
  if (chatId) localStorage.setItem(OPENED_FROM_KEY, chatId);
  else localStorage.removeItem(OPENED_FROM_KEY);
}

/** The simulated LINE client's app language (what liff.getAppLanguage() answers inside LINE). */
const APP_LANGUAGE_KEY = "sandbox_line_app_language";

/** The app languages the sandbox panel offers (LINE's own list is longer; these cover the app's rule). */
export const SANDBOX_APP_LANGUAGES = ["th", "en", "ja"] as const;

/** Unset, it is the webview's language, as LINE answers on clients that do not report their own setting. */
export function sandboxAppLanguage(): string {
  return localStorage.getItem(APP_LANGUAGE_KEY) || navigator.language;
}

export function storedSandboxAppLanguage(): string | null {
  return localStorage.getItem(APP_LANGUAGE_KEY) || null;
}

export function setSandboxAppLanguage(language: string | null) {
  if (language) localStorage.setItem(APP_LANGUAGE_KEY, language);
  else localStorage.removeItem(APP_LANGUAGE_KEY);
}
