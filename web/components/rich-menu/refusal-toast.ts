import { toast } from "sonner";
import type { Refusal } from "../../../shared/editor/index.ts";

/** An editor command was refused (e.g. 'Maximum 20 areas allowed per rich menu'): say why. */
export function showRefusal(refusal: Refusal): void {
  toast.error(
    refusal.message,
    refusal.details?.length ? { description: refusal.details.join("\n") } : undefined,
  );
}
