import type { Refusal } from "../../../shared/editor/index.ts";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";

/** An editor command was refused (e.g. 'Maximum 20 areas allowed per rich menu'): say why. */
export function showRefusal(refusal: Refusal): void {
  toast.error(
    tm(refusal.message),
    // Each detail is a message of shared/ (an area and its problem): translated line by line.
    refusal.details?.length
      ? { description: refusal.details.map((detail) => tm(detail)).join("\n") }
      : undefined,
  );
}
