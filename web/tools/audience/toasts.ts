import { AUDIENCE_MESSAGES } from "../../../shared/audience/index.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";

/** Failures read as the spec's 'Error' toast with the detailed message under the title. */
export function errorToast(description: string) {
  toast.error(t(AUDIENCE_MESSAGES.errorTitle), { description });
}

export function credentialsToast() {
  toast.error(t(AUDIENCE_MESSAGES.credentialsRequired));
}
