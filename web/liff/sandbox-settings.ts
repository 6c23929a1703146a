/** Sandbox settings kept in localStorage (SDK-free, read by the sandbox LIFF service and the panel). */

/** Where the sandbox pretends the app was opened: null = an external browser, else a chat's id. */
export const OPENED_FROM_KEY = "sandbox_opened_from";

export function sandboxOpenedFrom(): string | null {
  return localStorage.getItem(OPENED_FROM_KEY) || null;
}

export function setSandboxOpenedFrom(chatId: string | null) {
  if (chatId) localStorage.setItem(OPENED_FROM_KEY, chatId);
  else localStorage.removeItem(OPENED_FROM_KEY);
}
