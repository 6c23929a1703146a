import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useId } from "react";
import {
  labelCounter,
  QUICK_REPLY_ACTION_TYPES,
  type QuickReplyActionType,
  type QuickReplyDraft,
  validateQuickReplyItem,
} from "../../../shared/text-message/index.ts";
import { ListAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
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

const TYPE_OPTIONS = QUICK_REPLY_ACTION_TYPES.map((value) => ({
  value,
  label: QUICK_REPLY_TYPE_LABELS[value],
}));

function Counter({ count, max, over }: { count: number; max: number; over: boolean }) {
  return (
    <span className={cn("text-xs tabular-nums", over ? "font-semibold text-red-600" : "text-gray-500")}>
      {count}/{max}
      <span className="sr-only"> characters{over ? ", too many" : ""}</span>
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
  const hint =
    field.max === undefined ? undefined : (
      <Counter count={value.length} max={field.max} over={value.length > field.max} />
    );
  return (
    <Field label={field.label} hint={hint}>
      {(control) => {
        if (field.kind === "select") {
          return (
            <Select
              {...control}
              value={value}
              options={field.options}
              onChange={(event) => onValue(event.target.value)}
            />
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
          Quick reply {number}
        </h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move quick reply ${number} up`}
            disabled={index === 0}
            onClick={() => props.onMove("up")}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move quick reply ${number} down`}
            disabled={index === count - 1}
            onClick={() => props.onMove("down")}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete quick reply ${number}`}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" className="text-red-600" />
          </Button>
        </div>
      </div>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        <Field label="Label" hint={<Counter {...counter} />}>
          {(control) => (
            <Input
              {...control}
              value={label}
              onChange={(event) => props.onField("label", event.target.value)}
            />
          )}
        </Field>
        <Field label="Action type">
          {(control) => (
            <Select
              {...control}
              value={item.action.type}
              options={TYPE_OPTIONS}
              onChange={(event) => props.onType(event.target.value as QuickReplyActionType)}
            />
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
      <IconUrlField label="Icon URL" value={item.imageUrl} onCommit={props.onIcon} />
      <ListAlert variant="warning" title={`Quick reply ${number} needs attention`} items={problems} />
    </fieldset>
  );
}
