import { useLingui } from "@lingui/react";
import { type ChangeEvent, useId, useState } from "react";
import type { ParsedAudienceIds } from "../../../shared/audience/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { Field } from "../../components/ui/field.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { msg, t } from "../../i18n/i18n.ts";
import { CREATE_FORM_MESSAGES, ID_FILE_ACCEPT, idFileError, LISTED_INVALID_IDS } from "./create-form.ts";

export interface IdListFieldProps {
  value: string;
  ifa: boolean;
  parsed: ParsedAudienceIds;
  error: MessageLike | null;
  onChange: (text: string) => void;
  /** What happens to invalid IDs, under their list (default: left out of the upload). */
  invalidNote?: string;
}

const HINTS = {
  user: msg("One per line; commas or spaces also work. A LINE user ID is U followed by 32 hex characters."),
  ifa: msg(
    "One per line; commas or spaces also work. Advertising IDs (IDFA or AAID) look like 8-4-4-4-12 hex digits.",
  ),
};

const count = (n: number) => n.toLocaleString("en-US");

/** create-form's idsSummaryText, in the chosen language. */
function summaryText(parsed: ParsedAudienceIds): string {
  const valid = parsed.ids.length;
  const parts = [valid === 1 ? t("1 valid ID") : t("{count} valid IDs", { count: count(valid) })];
  const dup = parsed.duplicates;
  if (dup > 0) {
    parts.push(dup === 1 ? t("1 duplicate removed") : t("{count} duplicates removed", { count: count(dup) }));
  }
  const bad = parsed.invalid.length;
  if (bad > 0) parts.push(bad === 1 ? t("1 invalid ID") : t("{count} invalid IDs", { count: count(bad) }));
  return parts.join(", ");
}

function ParseSummary({ parsed, invalidNote }: { parsed: ParsedAudienceIds; invalidNote: string }) {
  const { _: t } = useLingui();
  const shown = parsed.invalid.slice(0, LISTED_INVALID_IDS);
  const more = parsed.invalid.length - shown.length;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-medium text-gray-900">{summaryText(parsed)}</p>
      {shown.length > 0 ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-900">
          <p>{t(invalidNote)}</p>
          <ul
            aria-label={t("Invalid IDs")}
            className="mt-1 max-h-40 overflow-y-auto font-mono text-xs break-all"
          >
            {shown.map((entry) => (
              <li key={entry.line}>{t("Line {line}: {value}", { line: entry.line, value: entry.value })}</li>
            ))}
            {more > 0 ? <li>{t("and {count} more", { count: more.toLocaleString("en-US") })}</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The IDs: typed or pasted, or read from a .txt/.csv file into the same box; parsed live. Also
 * the rich menu builder's "link by user ID list" field.
 */
export function IdListField({
  value,
  ifa,
  parsed,
  error,
  onChange,
  invalidNote = CREATE_FORM_MESSAGES.invalidSkipped,
}: IdListFieldProps) {
  const { _: t } = useLingui();
  const fileId = useId();
  const [fileError, setFileError] = useState<string | null>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ""; // choosing the same file again must fire change again
    if (!file) return;
    const problem = idFileError(file);
    setFileError(problem);
    if (problem) return;
    try {
      onChange(await file.text());
    } catch {
      setFileError(CREATE_FORM_MESSAGES.fileRead);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Field label={t("User IDs")} hint={t(ifa ? HINTS.ifa : HINTS.user)} error={error && tm(error)}>
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-sm"
            placeholder={ifa ? "8F3C1E2A-1B2C-4D5E-8F90-A1B2C3D4E5F6" : "U4af4980629c6c0d4a7f9f3b2b1a0e8d7"}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fileId}>{t("Choose a .txt or .csv file")}</Label>
        <input
          id={fileId}
          type="file"
          accept={ID_FILE_ACCEPT}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={(event) => void readFile(event)}
          className="max-w-full text-sm text-gray-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:text-sm file:font-medium pointer-coarse:file:min-h-11"
        />
        {fileError ? (
          <p id={`${fileId}-error`} role="alert" className="text-xs font-medium text-red-600">
            {t(fileError)}
          </p>
        ) : null}
      </div>
      {value.trim() !== "" ? <ParseSummary parsed={parsed} invalidNote={invalidNote} /> : null}
    </div>
  );
}
