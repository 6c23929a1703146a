import { failureLine } from "../../../shared/richmenu/publish-plan.ts";
import { type SwapOutcome, type SwapRequest, swappedMenuId } from "../../../shared/richmenu/swap-plan.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";

/**
 * The server streams each publish/swap step, undo and failure as data (descriptors of shared/richmenu:
 * `describeStep`, `describeSwapStep`, the executor's undos), shown with tm() in the chosen language.
 */
export const stepText = (line: MessageLike): string => tm(line);

/** swapOutcomeLine's words, in the chosen language. */
export function swapOutcomeText(result: SwapOutcome, request: SwapRequest): string {
  if (result.ok) {
    const params = { id: swappedMenuId(result), old: request.oldRichMenuId };
    return request.deleteOld
      ? t("Swap complete: {id} replaced {old}, which was deleted.", params)
      : t("Swap complete: {id} replaced {old}, which is kept.", params);
  }
  const error = tm(result.error);
  if (result.rolledBack) {
    return t(
      "Swap failed: {error}. The channel is as before: no new menu, the default, aliases and user links unchanged.",
      { error },
    );
  }
  return t("Swap failed: {error}. Could not undo: {left}.", {
    error,
    left: result.leftBehind.map(tm).join("; "),
  });
}

/** publish-plan's failureLine (its texts are shared/richmenu's), in the chosen language. */
export function publishFailureText(failure: {
  error: MessageLike;
  page: number | null;
  area: number | null;
}): string {
  return tm(failureLine(failure));
}
