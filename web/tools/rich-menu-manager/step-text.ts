import { type SwapOutcome, type SwapRequest, swappedMenuId } from "../../../shared/richmenu/swap-plan.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { tm } from "../../i18n/descriptor.ts";
import { msg, t } from "../../i18n/i18n.ts";

/**
 * The server streams each publish/swap step and undo as an English line (the executor's words, shared
 * with its logs and tests), so the screen translates them back here: each template below is one line
 * shape the executor writes, its `{name}` parts the ids and page numbers it fills in. More specific
 * shapes come first ("Delete the old menu" before "Delete {menu}").
 */
const TEMPLATES = [
  // Swap steps (shared/richmenu/swap-plan.ts)
  msg("Validate the new menu with LINE"),
  msg("Create the new menu"),
  msg("Upload the image"),
  msg("Make the new menu the default"),
  msg("Re-point alias {alias} to the new menu"),
  msg("Move the users linked to the old menu"),
  msg("Delete the old menu"),
  // Group publish steps (shared/richmenu/publish-plan.ts)
  msg("Validate page {page} with LINE"),
  msg("Create page {page}"),
  msg("Upload page {page} image"),
  msg("Create alias {alias} → page {page}"),
  msg("Create alias {alias} → {menu}"),
  msg("Re-point alias {alias} → page {page}"),
  msg("Re-point alias {alias} → {menu}"),
  msg("Set page {page} as default"),
  msg("Set {menu} as default"),
  // Undos (server/routes/rich-menus/publish-executor.ts, swap.ts)
  msg("Move the users back to the old menu"),
  msg("Delete the new menu of page {page}"),
  msg("Delete alias {alias}"),
  msg("Point alias {alias} back to {menu}"),
  msg("Cancel the default menu again"),
  msg("Make {menu} the default again"),
  msg("Create alias {alias}"),
  msg("Delete {menu}"),
  // Swap failures (SWAP_MESSAGES)
  msg("LINE could not move every user linked to the old menu (batch control failed); they were moved back"),
  msg("LINE did not finish moving the users in time; they were moved back"),
  msg(
    "LINE could not move every user linked to the old menu, and moving them back failed too: some users may see the new menu",
  ),
  msg("The menu to replace no longer exists on this channel. Fetch the list again."),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const MATCHERS = TEMPLATES.map((template) => {
  const names: string[] = [];
  const source = escapeRegExp(template).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    names.push(name);
    return "(.+?)";
  });
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

/** A step, undo or failure line from the server in the chosen language (unknown lines as they came). */
export function stepText(line: string): string {
  for (const { template, names, pattern } of MATCHERS) {
    const found = pattern.exec(line);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = found[index + 1] ?? "";
    });
    return t(template, params);
  }
  return line;
}

/** swapOutcomeLine's words, in the chosen language. */
export function swapOutcomeText(result: SwapOutcome, request: SwapRequest): string {
  if (result.ok) {
    const params = { id: swappedMenuId(result), old: request.oldRichMenuId };
    return request.deleteOld
      ? t("Swap complete: {id} replaced {old}, which was deleted.", params)
      : t("Swap complete: {id} replaced {old}, which is kept.", params);
  }
  const error = typeof result.error === "string" ? stepText(result.error) : tm(result.error);
  if (result.rolledBack) {
    return t(
      "Swap failed: {error}. The channel is as before: no new menu, the default, aliases and user links unchanged.",
      { error },
    );
  }
  return t("Swap failed: {error}. Could not undo: {left}.", {
    error,
    left: result.leftBehind.map(stepText).join("; "),
  });
}

/** publish-plan's failureLine, in the chosen language. */
export function publishFailureText(failure: {
  error: MessageLike;
  page: number | null;
  area: number | null;
}): string {
  const error = typeof failure.error === "string" ? stepText(failure.error) : tm(failure.error);
  if (failure.page === null) return error;
  return failure.area === null
    ? t("Page {page}: {error}", { page: failure.page, error })
    : t("Page {page}, area {area}: {error}", { page: failure.page, area: failure.area, error });
}
