import { toast } from "sonner";
import type { Refusal } from "../../../shared/editor/index.ts";
import { t } from "../../i18n/i18n.ts";

/** An editor command was refused (e.g. 'Maximum 20 areas allowed per rich menu'): say why. */
export function showRefusal(refusal: Refusal): void {
  toast.error(
    t(refusal.message),
    // Each detail is a message filled in by shared/ ("Area 2: …"): translated line by line.
    refusal.details?.length
      ? { description: refusal.details.map((detail) => t(detail)).join("\n") }
      : undefined,
  );
}
