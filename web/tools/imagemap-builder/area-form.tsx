import { useLingui } from "@lingui/react";
import { type Bounds, setBounds, updateData } from "../../../shared/editor/index.ts";
import { IMAGEMAP_ACTION_TYPES, type ImagemapActionType } from "../../../shared/imagemap/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { ListAlert } from "../../components/ui/alert.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { IntegerInput } from "../../components/ui/integer-input.tsx";
import { WithLineValue } from "../../components/ui/line-value.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { msg, t } from "../../i18n/i18n.ts";
import {
  ACTION_TYPE_LABELS,
  type ImagemapEditorArea,
  type ImagemapEditorState,
  withActionType,
} from "./model.ts";

export interface AreaFormProps {
  editor: ImagemapEditorState;
  area: ImagemapEditorArea;
  number: number;
  problems: readonly MessageLike[];
  onChange: (next: ImagemapEditorState) => void;
}

const BOUND_FIELDS: { key: keyof Bounds; label: string }[] = [
  { key: "x", label: "X" },
  { key: "y", label: "Y" },
  { key: "width", label: LABEL.width },
  { key: "height", label: LABEL.height },
];

/** In the chosen language: called at render, so a language switch applies. */
const typeOptions = () =>
  IMAGEMAP_ACTION_TYPES.map((value) => ({ value, label: t(ACTION_TYPE_LABELS[value]) }));

function BoundInput(props: { label: string; value: number; onValue: (value: number) => void }) {
  return (
    <Field label={props.label}>
      {(control) => <IntegerInput {...control} value={props.value} onCommit={props.onValue} />}
    </Field>
  );
}

export function AreaForm({ editor, area, number, problems, onChange }: AreaFormProps) {
  const { _: t } = useLingui();
  const action = area.data;
  const setAction = (patch: Partial<typeof action>) =>
    onChange(updateData(editor, area.id, (current) => ({ ...current, ...patch })));
  const textLabel = action.type === "clipboard" ? t(LABEL.clipboardText) : t("Message text");

  return (
    <section
      aria-labelledby={`${area.id}-form-title`}
      className="flex flex-col gap-4 rounded-lg border p-3 sm:p-4"
    >
      <h3 id={`${area.id}-form-title`} className="font-semibold">
        {t("Edit area {number}", { number })}
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BOUND_FIELDS.map(({ key, label }) => (
          <BoundInput
            key={key}
            label={t(label)}
            value={area.bounds[key]}
            onValue={(value) => onChange(setBounds(editor, area.id, { [key]: value }))}
          />
        ))}
      </div>
      <Field label={t(LABEL.actionType)}>
        {(control) => (
          <WithLineValue value={action.type}>
            <Select
              {...control}
              value={action.type}
              options={typeOptions()}
              onChange={(event) =>
                onChange(
                  updateData(editor, area.id, (current) =>
                    withActionType(current, event.target.value as ImagemapActionType),
                  ),
                )
              }
            />
          </WithLineValue>
        )}
      </Field>
      {action.type === "uri" ? (
        <Field label={t("Link URI")} hint={t("http, https, line or tel link (at most 1000 characters).")}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={action.linkUri}
              onChange={(event) => setAction({ linkUri: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <Field
          label={textLabel}
          hint={action.type === "message" ? t("At most 400 characters.") : t("At most 1000 characters.")}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={action.text}
              onChange={(event) => setAction({ text: event.target.value })}
            />
          )}
        </Field>
      )}
      <ListAlert variant="warning" title={t("Area {number} needs attention", { number })} items={problems} />
    </section>
  );
}
