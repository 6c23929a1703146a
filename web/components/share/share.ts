import { checkLiffAcceptance } from "../../../shared/line-send/liff-acceptance.ts";
import { readableSendError } from "../../../shared/line-send/liff-errors.ts";
import { tm } from "../../i18n/descriptor.ts";
import { msg, t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import type { LiffService, ShareMessage } from "../../liff/index.ts";

const SHARE_MESSAGES = {
  success: msg("Flex message shared successfully!"),
  cancelled: msg("Share was cancelled"),
  failed: msg("Failed to share message. Please try again."),
  unavailable: msg("LIFF is not available. Please make sure you are accessing this from LINE app."),
} as const;

/** Share is offered only when LIFF initialised and LINE supports the share target picker. */
export function canShare(liff: LiffService): boolean {
  return liff.ready && liff.canShare();
}

/**
 * Opens LINE's share target picker. Call it straight from the click handler with nothing awaited
 * before it: external browsers block the picker's popup otherwise.
 */
export function shareToFriends(
  liff: LiffService,
  messages: ShareMessage[],
  texts: { success?: string } = {},
): Promise<void> {
  if (!canShare(liff)) {
    toast.error(t(SHARE_MESSAGES.unavailable));
    return Promise.resolve();
  }
  // What LIFF cannot carry is refused here, with the reason, before the picker opens.
  const acceptance = checkLiffAcceptance(messages);
  if (!acceptance.ok) {
    toast.error(tm(acceptance.reason));
    return Promise.resolve();
  }
  let picker: Promise<"success" | "cancel">;
  try {
    picker = liff.shareTargetPicker(acceptance.messages);
  } catch (error) {
    picker = Promise.reject(error);
  }
  return picker.then(
    (outcome) => {
      if (outcome === "success") toast.success(t(texts.success ?? SHARE_MESSAGES.success));
      else toast.info(t(SHARE_MESSAGES.cancelled));
    },
    (error: unknown) => {
      console.error("Share failed", error);
      // Unknown failures keep the spec's toast; a known one says what to do (null: the SDK alerted).
      const known = readableSendError(error, {
        lineVersion: liff.lineVersion(),
        fallback: SHARE_MESSAGES.failed,
      });
      if (known !== null) toast.error(tm(known));
    },
  );
}
