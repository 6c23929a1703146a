import { useLingui } from "@lingui/react";
import type { RichMenuSize } from "../../../shared/richmenu/index.ts";
import { type MessageLike, messageKey } from "../../../shared/text/descriptor.ts";
import { tm } from "../../i18n/descriptor.ts";
import { Field } from "../ui/field.tsx";
import { IntegerInput } from "../ui/integer-input.tsx";

/** Width and height in pixels; applied on blur or Enter, rounded to whole numbers ≥ 0. */
export function SizeFields({
  size,
  onChange,
  errors = [],
  widthLabel,
  heightLabel,
}: {
  size: RichMenuSize;
  onChange: (patch: Partial<RichMenuSize>) => void;
  errors?: readonly MessageLike[];
  widthLabel?: string;
  heightLabel?: string;
}) {
  const { _: t } = useLingui();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <Field label={widthLabel ?? t("Width")}>
          {(control) => (
            <IntegerInput
              {...control}
              commitOn="blur"
              value={size.width}
              onCommit={(width) => onChange({ width })}
            />
          )}
        </Field>
        <Field label={heightLabel ?? t("Height")}>
          {(control) => (
            <IntegerInput
              {...control}
              commitOn="blur"
              value={size.height}
              onCommit={(height) => onChange({ height })}
            />
          )}
        </Field>
      </div>
      {errors.length > 0 && (
        <ul className="space-y-1 text-xs font-medium text-red-600">
          {errors.map((error) => (
            <li key={messageKey(error)}>{tm(error)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
