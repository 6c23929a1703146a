import type { NewNodeWords } from "../../../shared/flex-designer/index.ts";
import { LABEL } from "../../components/labels.ts";
import { t } from "../../i18n/i18n.ts";

/** A new text's and button's first words, in the language shown. */
export function newNodeWords(): NewNodeWords {
  return { text: t(LABEL.text), buttonLabel: t("Open link") };
}
