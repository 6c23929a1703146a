import { useLingui } from "@lingui/react";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { ICON_URL_MESSAGES } from "../../../shared/text-message/index.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { msg } from "../../i18n/i18n.ts";
import { useIconUrl } from "./use-icon-url.ts";

export interface IconUrlFieldProps {
  label: string;
  /** The accepted URL ("" for none). */
  value: string;
  onCommit: (url: string) => void;
}

const HINT = msg("Optional. https://, ends with .png, square, at most 1 MB.");

/** The accepted icon, small; a broken preview says so instead. */
function IconPreview({ url }: { url: string }) {
  const { _: t } = useLingui();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url)
    return <p className="text-xs font-medium text-red-600">{t(ICON_URL_MESSAGES.previewFailed)}</p>;
  return (
    <div className="flex items-center gap-2 text-xs text-green-700">
      <img
        src={url}
        alt={t("Icon preview")}
        className="size-8 rounded-full border border-gray-200 object-cover"
        onError={() => setFailedUrl(url)}
      />
      {t("Icon accepted")}
    </div>
  );
}

export function IconUrlField({ label, value, onCommit }: IconUrlFieldProps) {
  const { _: t } = useLingui();
  const { draft, status, onChange } = useIconUrl(value, onCommit);
  const error = status.kind === "invalid" ? status.message : undefined;
  const keepsOld = error !== undefined && value !== "" && value !== draft;
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={label}
        hint={
          keepsOld
            ? `${t(HINT)} ${t("The JSON keeps the last accepted icon until this one passes.")}`
            : t(HINT)
        }
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://example.com/icon.png"
            value={draft}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <div aria-live="polite">
        {status.kind === "checking" ? (
          <p className="flex items-center gap-1 text-xs text-gray-600">
            <Loader2 aria-hidden="true" className="size-3 animate-spin" />
            {t("Checking image…")}
          </p>
        ) : null}
        {status.kind === "accepted" && value !== "" ? <IconPreview url={value} /> : null}
      </div>
    </div>
  );
}
