import { useLingui } from "@lingui/react";
import { HEX_COLOR_ERROR, normalizeHexColor, toColorInputValue } from "../../../shared/qr/index.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";

export interface ColorFieldProps {
  label: string;
  value: string;
  /** Shown in the picker while the hex text is not a colour. */
  fallback: string;
  onChange: (value: string) => void;
}

/** A colour picker plus a hex box editing the same value; the hex box may hold alpha digits. */
export function ColorField({ label, value, fallback, onChange }: ColorFieldProps) {
  const { _: t } = useLingui();
  const error = normalizeHexColor(value) ? undefined : HEX_COLOR_ERROR;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="flex min-w-0 items-center gap-2">
          <input
            type="color"
            aria-label={t("{label} picker", { label })}
            value={toColorInputValue(value, fallback)}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1 pointer-coarse:h-11"
          />
          <Input
            {...control}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            maxLength={9}
            className="font-mono"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
