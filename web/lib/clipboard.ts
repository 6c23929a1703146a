import { msg, t } from "../i18n/i18n.ts";
import { toast } from "./toast.ts";

const COPY_FAILED_DEFAULT = msg("Failed to copy to clipboard");

/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context; a page opened over
 * plain http on a LAN (or an older in-app browser) falls back to a hidden textarea and execCommand.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or document not focused: try the legacy path below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("The browser refused to copy");
  } finally {
    area.remove();
  }
}

/** Copies and reports the outcome in a toast; resolves to whether the copy worked. */
export function copyWithToast(
  text: string,
  success: string,
  failure = COPY_FAILED_DEFAULT,
): Promise<boolean> {
  return copyText(text).then(
    () => {
      toast.success(t(success));
      return true;
    },
    (error: unknown) => {
      console.error("Copy failed", error);
      toast.error(t(failure));
      return false;
    },
  );
}
