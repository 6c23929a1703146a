import { useLingui } from "@lingui/react";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useId } from "react";
import {
  labelCounter,
  QUICK_REPLY_ACTION_TYPES,
  type QuickReplyActionType,
  type QuickReplyDraft,
  validateQuickReplyItem,
} from "../../../shared/text-message/index.ts";
import { LABEL } from "../../components/labels.ts";
import { ListAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { WithLineValue } from "../../components/ui/line-value.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { t } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { IconUrlField } from "./icon-url-field.tsx";
import { type ActionField, fieldValue, QUICK_REPLY_TYPE_LABELS, visibleFields } from "./model.ts";

export interface QuickReplyItemProps {
  item: QuickReplyDraft;
  index: number;
  count: number;
  onMove: (direction: "up" | "down") => void;
  onDelete: () => void;
  onType: (type: QuickReplyActionType) => void;
  onField: (key: string, value: string) => void;
  onIcon: (url: string) => void;
}

const typeOptions = () =>
  QUICK_REPLY_ACTION_TYPES.map((value) => ({
    value,
    label: t(QUICK_REPLY_TYPE_LABELS[value]),
  }));

function Counter({ count, max, over }: { count: number; max: number; over: boolean }) {
  const { _: t } = useLingui();
  return (
    <span className={cn("text-xs tabular-nums", over ? "font-semibold text-red-600" : "text-gray-500")}>
      {count}/{max}
      <span className="sr-only"> {over ? t("characters, too many") : t("characters")}</span>
    </span>
  );
}

function ActionInput({
  field,
  value,
  onValue,
}: {
  field: ActionField;
  value: string;
  onValue: (v: string) => void;
}) {
  const { _: t } = useLingui();
  const hint =
    field.max === undefined ? undefined : (
      <Counter count={value.length} max={field.max} over={value.length > field.max} />
    );
  return (
    <Field label={t(field.label)} hint={hint}>
      {(control) => {
        if (field.kind === "select") {
          return (
            <WithLineValue value={value}>
              <Select
                {...control}
                value={value}
                options={field.options?.map((option) => ({ ...option, label: t(option.label) }))}
                onChange={(event) => onValue(event.target.value)}
              />
            </WithLineValue>
          );
        }
        if (field.kind === "textarea") {
          return (
            <Textarea {...control} rows={2} value={value} onChange={(event) => onValue(event.target.value)} />
          );
        }
        return (
          <Input
            {...control}
            type={field.kind === "url" ? "url" : "text"}
            inputMode={field.kind === "url" ? "url" : undefined}
            placeholder={field.placeholder}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        );
      }}
    </Field>
  );
}

export function QuickReplyItem(props: QuickReplyItemProps) {
  const { _: t } = useLingui();
  const { item, index, count } = props;
  const titleId = useId();
  const number = index + 1;
  const label = item.action.label ?? "";
  const counter = labelCounter(label);
  const problems = validateQuickReplyItem({ type: "action", action: item.action }).errors;
  return (
    <fieldset
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t("Quick reply {number}", { number })}
        </h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Move quick reply {number} up", { number })}
            disabled={index === 0}
            onClick={() => props.onMove("up")}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Move quick reply {number} down", { number })}
            disabled={index === count - 1}
            onClick={() => props.onMove("down")}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("Delete quick reply {number}", { number })}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" className="text-red-600" />
          </Button>
        </div>
      </div>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        <Field label={t(LABEL.label)} hint={<Counter {...counter} />}>
          {(control) => (
            <Input
              {...control}
              value={label}
              onChange={(event) => props.onField("label", event.target.value)}
            />
          )}
        </Field>
        <Field label={t(LABEL.actionType)}>
          {(control) => (
            <WithLineValue value={item.action.type}>
              <Select
                {...control}
                value={item.action.type}
                options={typeOptions()}
                onChange={(event) => props.onType(event.target.value as QuickReplyActionType)}
              />
            </WithLineValue>
          )}
        </Field>
      </div>
      {visibleFields(item.action).map((field) => (
        <ActionInput
          key={field.key}
          field={field}
          value={fieldValue(item.action, field.key)}
          onValue={(value) => props.onField(field.key, value)}
        />
      ))}
      <IconUrlField label={t("Icon URL")} value={item.imageUrl} onCommit={props.onIcon} />
      <ListAlert
        variant="warning"
        title={t("Quick reply {number} needs attention", { number })}
        items={problems}
      />
    </fieldset>
  );
}
