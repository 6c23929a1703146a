import { Trans, useLingui } from "@lingui/react";
import { memo } from "react";
import type { Field as SheetField } from "../../../shared/flex-designer/index.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { inputOfValue, valueOfInput } from "./field-value.ts";
import { hasKeywordLabel, keywordLabel } from "./keyword-labels.ts";

export interface PropertyFieldProps {
  field: SheetField;
  /** Sets the property; undefined unsets it (LINE's default applies, nothing is written). */
  onSet: (key: string, value: unknown) => void;
  onBlur: () => void;
}

/**
 * Re-renders only when what it shows changed: the sheet's field objects are new after every keystroke, but
 * their spec is the table's own and their value the design's (the same object while untouched).
 */
function sameField(a: PropertyFieldProps, b: PropertyFieldProps): boolean {
  return (
    a.onSet === b.onSet &&
    a.onBlur === b.onBlur &&
    a.field.key === b.field.key &&
    a.field.spec === b.field.spec &&
    Object.is(a.field.value, b.field.value) &&
    Object.is(a.field.defaultValue, b.field.defaultValue)
  );
}

/** One property as a labelled control by its kind; an unset one shows LINE's default, not writing it. */
export const PropertyField = memo(function PropertyField({ field, onSet, onBlur }: PropertyFieldProps) {
  const { _: t } = useLingui();
  const { key, spec, value, defaultValue } = field;
  const label = tm(spec.label);
  const shown = inputOfValue(value);
  const defaultText = defaultValue === undefined ? null : String(defaultValue);
  const hint =
    defaultText !== null && value === undefined ? (
      <Trans id="LINE's default: {value}" values={{ value: <code translate="no">{defaultText}</code> }} />
    ) : undefined;
  const set = (text: string) => onSet(key, valueOfInput(spec.kind, text));
  if (spec.kind === "keyword" || spec.kind === "boolean") {
    const keywords = spec.kind === "boolean" ? ["true", "false"] : (spec.keywords ?? []);
    const options = [
      {
        value: "",
        label:
          defaultText === null ? t("Not set") : t("Default ({value})", { value: keywordLabel(defaultText) }),
      },
      ...keywords.map((keyword) => ({ value: keyword, label: keywordLabel(keyword) })),
      // A value LINE does not list stays selectable, so opening a message never changes it.
      ...(shown !== "" && !keywords.includes(shown) ? [{ value: shown, label: shown }] : []),
    ];
    // LINE's own value beside its label: what the JSON holds and what a developer searches for.
    const value = shown || defaultText;
    return (
      <Field label={label}>
        {(control) => (
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <Select
                {...control}
                value={shown}
                options={options}
                onChange={(event) => set(event.target.value)}
              />
            </div>
            {value !== null && hasKeywordLabel(value) ? (
              <code
                translate="no"
                className="shrink-0 rounded bg-gray-100 px-1.5 py-0.5 text-gray-700 text-xs"
              >
                {value}
              </code>
            ) : null}
          </div>
        )}
      </Field>
    );
  }
  const listId = spec.keywords ? `fd-${key}-keywords` : undefined;
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input
            {...control}
            value={shown}
            inputMode={spec.kind === "integer" ? "numeric" : undefined}
            type={spec.kind === "url" ? "url" : "text"}
            placeholder={defaultText === null ? "" : keywordLabel(defaultText)}
            list={listId}
            onChange={(event) => set(event.target.value)}
            onBlur={onBlur}
          />
          {spec.kind === "color" ? (
            <input
              type="color"
              aria-label={t("Pick {label}", { label })}
              value={/^#[0-9a-f]{6}$/i.test(shown) ? shown : "#000000"}
              onChange={(event) => onSet(key, event.target.value)}
              onBlur={onBlur}
              className="h-10 w-10 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
            />
          ) : null}
          {listId ? (
            <datalist id={listId}>
              {spec.keywords?.map((keyword) => (
                <option key={keyword} value={keyword} />
              ))}
            </datalist>
          ) : null}
        </div>
      )}
    </Field>
  );
}, sameField);
