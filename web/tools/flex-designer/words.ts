import type { NewNodeWords } from "../../../shared/flex-designer/index.ts";
import { t } from "../../i18n/i18n.ts";

/** A new text's and button's first words, in the language shown. */
export function newNodeWords(): NewNodeWords {
  return { text: t("Text"), buttonLabel: t("Open link") };
}
