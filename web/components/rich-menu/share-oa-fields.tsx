import { Trans, useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import {
  normalizeLineId,
  parseShareOfficialAccount,
  type ShareOfficialAccountKind,
  shareOfficialAccountAction,
} from "../../../shared/richmenu/share-oa.ts";
import type { UriAction } from "../../../shared/richmenu/types.ts";
import { msg } from "../../i18n/i18n.ts";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { Select } from "../ui/select.tsx";
import { TextField } from "./text-field.tsx";

const KIND_OPTIONS = [
  { value: "share", label: msg("Share (open the account's profile)") },
  { value: "recommend", label: msg("Recommend (send the account to friends)") },
];

/** The UI-only "Share Official Account" choice: share or recommend link + @ID + label, stored as a uri action. */
export function ShareOfficialAccountFields({
  action,
  onChange,
}: {
  action: UriAction;
  onChange: (next: UriAction) => void;
}) {
  const { _: t } = useLingui();
  const parsed = parseShareOfficialAccount(action.uri) ?? { kind: "share" as const, lineId: "" };
  const label = action.label ?? "";
  // The typed text is kept as typed ("@" alone, no "@" yet); the stored uri always has the "@" form.
  const [idText, setIdText] = useState(parsed.lineId);
  useEffect(() => {
    setIdText((typed) => (normalizeLineId(typed) === parsed.lineId ? typed : parsed.lineId));
  }, [parsed.lineId]);

  const update = (kind: ShareOfficialAccountKind, lineId: string, nextLabel: string) =>
    onChange(shareOfficialAccountAction(kind, lineId, nextLabel));

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t("Share Type")}>
        {(control) => (
          <Select
            {...control}
            value={parsed.kind}
            options={KIND_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            onChange={(event) => update(event.target.value as ShareOfficialAccountKind, idText, label)}
          />
        )}
      </Field>
      <Field label={t("LINE ID")} hint={t("Your official account's ID, e.g. @linedevelopers")}>
        {(control) => (
          <Input
            {...control}
            value={idText}
            placeholder="@lineid"
            // An id, as LINE writes it: neither it nor its example is a text to translate.
            translate="no"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setIdText(event.target.value);
              update(parsed.kind, event.target.value, label);
            }}
          />
        )}
      </Field>
      <TextField label={t("Label")} value={label} onChange={(value) => update(parsed.kind, idText, value)} />
      <p className="text-xs break-words text-gray-600 sm:col-span-2">
        <Trans id="Link: {uri}" values={{ uri: <code>{action.uri}</code> }} />
      </p>
    </div>
  );
}
