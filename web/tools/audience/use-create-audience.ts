import { useDeferredValue, useMemo, useState } from "react";
import { AUDIENCE_MESSAGES, parseAudienceIds } from "../../../shared/audience/index.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { createAudienceGroup } from "./audience-requests.ts";
import {
  type CreateAudienceForm,
  createAudienceRequest,
  createFormErrors,
  emptyCreateAudienceForm,
  hasCreateFormErrors,
  shownCreateFormErrors,
} from "./create-form.ts";
import { credentialsToast, errorToast } from "./toasts.ts";

/** The create form: fields, the live parse of the IDs, errors once a create was tried, submit. */
export function useCreateAudience(onCreated: () => void) {
  const { credentials, complete } = useChannelCredentials();
  const [form, setForm] = useState(emptyCreateAudienceForm);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Parsing 10,000 lines on every keystroke must not make typing lag.
  const idsText = useDeferredValue(form.idsText);
  const ifa = form.isIfaAudience;
  const parsed = useMemo(() => parseAudienceIds(idsText, { ifa }), [idsText, ifa]);
  const errors = shownCreateFormErrors(form, parsed, attempted);

  const update = (patch: Partial<CreateAudienceForm>) => setForm((current) => ({ ...current, ...patch }));

  async function submit(): Promise<void> {
    if (!complete) return credentialsToast();
    // Parse the text as it is now, not the deferred copy the summary may still show.
    const current = parseAudienceIds(form.idsText, { ifa: form.isIfaAudience });
    setAttempted(true);
    if (hasCreateFormErrors(createFormErrors(form, current))) return;
    setBusy(true);
    try {
      const outcome = await createAudienceGroup(credentials, createAudienceRequest(form, current));
      if (!outcome.ok)
        return errorToast(t("Failed to create audience: {message}", { message: outcome.message }));
      toast.success(t(AUDIENCE_MESSAGES.created));
      setForm(emptyCreateAudienceForm());
      setAttempted(false);
      onCreated();
    } catch {
      errorToast(t(AUDIENCE_MESSAGES.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return { form, update, parsed, errors, busy, submit };
}
