import { useLingui } from "@lingui/react";
import { useCallback, useMemo } from "react";
import { isFlexObject } from "../../../shared/flex/types.ts";
import {
  actionTypesAt,
  BLOCKS,
  type Command,
  type Design,
  getAt,
  parsePath,
  propertySheet,
} from "../../../shared/flex-designer/index.ts";
import type { RichMenuAction } from "../../../shared/richmenu/types.ts";
import type { Descriptor } from "../../../shared/text/descriptor.ts";
import { ActionEditor } from "../../components/rich-menu/action-editor.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { ImagePicker } from "./image-picker.tsx";
import { blockName, sectionName, typeName } from "./names.ts";
import { NodeJsonEditor } from "./node-json-editor.tsx";
import { PropertyField } from "./property-fields.tsx";

export interface PropertySheetProps {
  design: Design;
  selection: string;
  /** LIFF's share rule for the message (shared/flex-designer liffShareRefusal), shown with an action. */
  shareRefusal: Descriptor | null;
  dispatch: (command: Command, mergeKey?: string) => boolean;
  onSelect: (path: string) => void;
  onSeal: () => void;
}

const join = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);

/** The selected node's properties in sections (content, layout, style, advanced) and its own JSON. */
export function PropertySheet(props: PropertySheetProps) {
  const { design, selection, shareRefusal, dispatch, onSelect, onSeal } = props;
  const { _: t } = useLingui();
  const sheet = useMemo(() => propertySheet(design, selection), [design, selection]);
  const node = useMemo(() => {
    const segments = parsePath(selection);
    return segments ? getAt(design.contents, segments) : undefined;
  }, [design, selection]);
  const onSet = useCallback(
    (key: string, value: unknown) =>
      dispatch({ type: "set", path: selection, key, value }, `${selection}:${key}`),
    [dispatch, selection],
  );
  if (!sheet) return <p className="text-sm text-gray-600">{t("Select a part of the message to edit it.")}</p>;
  const object = isFlexObject(node) ? node : {};
  const actionTypes = actionTypesAt(design, selection);
  return (
    <div className="flex flex-col gap-5">
      {sheet.of === "bubble" ? <BlockStyleLinks path={selection} onSelect={onSelect} /> : null}
      {(object.type === "image" || object.type === "icon") && typeof object.url === "string" ? (
        <ImagePicker path={selection} dispatch={dispatch} />
      ) : null}
      {sheet.sections.map(({ section, fields }) => (
        <fieldset key={section} className="flex flex-col gap-3 border-t border-gray-200 pt-3">
          <legend className="pr-2 text-sm font-semibold text-gray-900">{sectionName(section)}</legend>
          {fields.map((field) => {
            if (field.spec.kind === "action") {
              if (actionTypes.length === 0) return null;
              return (
                <ActionField
                  key={field.key}
                  label={tm(field.spec.label)}
                  action={field.value}
                  allowedTypes={actionTypes}
                  shareNote={shareRefusal ? tm(shareRefusal) : null}
                  onChange={(action) => onSet(field.key, action)}
                />
              );
            }
            if (field.spec.kind === "background" || field.spec.kind === "blockStyle") {
              return (
                <Button
                  key={field.key}
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => onSelect(join(selection, field.key))}
                >
                  {t("Edit {label}", { label: tm(field.spec.label) })}
                </Button>
              );
            }
            return <PropertyField key={field.key} field={field} onSet={onSet} onBlur={onSeal} />;
          })}
        </fieldset>
      ))}
      {sheet.unknownKeys.length > 0 ? (
        <p className="text-sm text-gray-600">
          {t("Kept as they are, edited in the JSON below: {keys}", { keys: sheet.unknownKeys.join(", ") })}
        </p>
      ) : null}
      {isFlexObject(node) ? (
        <NodeJsonEditor
          key={selection}
          node={node}
          label={t("{name} JSON", { name: typeName(String(node.type ?? sheet.of)) })}
          onApply={(value) => dispatch({ type: "replace", path: selection, node: value })}
        />
      ) : null}
    </div>
  );
}

function ActionField(props: {
  label: string;
  action: unknown;
  allowedTypes: readonly string[];
  shareNote: string | null;
  onChange: (action: unknown) => void;
}) {
  const { _: t } = useLingui();
  const { label, action, allowedTypes, shareNote, onChange } = props;
  const note = shareNote ? <Alert variant="warning">{shareNote}</Alert> : null;
  if (!isFlexObject(action)) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{label}</span>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange({ type: "uri", label: t("Open link"), uri: "https://line.me" })}
        >
          {t("Add an action")}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <ActionEditor
        action={action as unknown as RichMenuAction}
        allowedTypes={allowedTypes}
        note={note}
        onChange={(next) => onChange(next)}
      />
      <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange(undefined)}>
        {t("Remove the action")}
      </Button>
    </fieldset>
  );
}

function BlockStyleLinks({ path, onSelect }: { path: string; onSelect: (path: string) => void }) {
  const { _: t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {BLOCKS.map((block) => (
        <Button
          key={block}
          variant="outline"
          size="sm"
          onClick={() => onSelect(join(path, `styles.${block}`))}
        >
          {t("{block} style", { block: blockName(block) })}
        </Button>
      ))}
    </div>
  );
}
