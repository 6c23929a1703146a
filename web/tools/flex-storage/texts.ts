import { LABEL } from "../../components/labels.ts";
import { msg } from "../../i18n/i18n.ts";

/** Flex Storage's toasts and fixed texts (spec, sections 2 and 8). */
export const STORAGE_TOASTS = {
  loadFailed: msg("Failed to load saved messages"),
  saveFailed: msg("Failed to save message"),
  deleteFailed: msg("Failed to delete message"),
  saved: msg("Flex message saved successfully!"),
  updateFailed: msg("Failed to update message"),
  updated: msg("Flex message updated successfully!"),
  updateGone: msg(
    "This saved message no longer exists (deleted or expired). Your edits are still here: save them as a new message.",
  ),
  deleted: msg("Message deleted successfully!"),
  /** A large paste is still being checked off the main thread: its contents are not known yet. */
  stillChecking: msg("Still checking the JSON. Try again in a moment."),
} as const;

export const EMPTY_LIST = msg("No saved messages yet. Create and save your first Flex message above!");
export const OUTPUT_PLACEHOLDER = LABEL.completeJsonWillAppearHereWhenYouEnterValidFlexJson;
