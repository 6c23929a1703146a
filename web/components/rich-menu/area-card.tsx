import { ChevronDown, Trash2 } from "lucide-react";
import { useId } from "react";
import type { Bounds, EditorArea } from "../../../shared/editor/index.ts";
import type { RichMenuAction } from "../../../shared/richmenu/index.ts";
import { t } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Field } from "../ui/field.tsx";
import { IntegerInput } from "../ui/integer-input.tsx";
import { actionSummary } from "./action-choices.ts";
import { ActionEditor } from "./action-editor.tsx";

export interface AreaCardProps {
  number: number;
  area: EditorArea<RichMenuAction>;
  /** Bounds and action errors of this area (spec section 5 messages); empty when valid. */
  errors: readonly string[];
  /** The selected area's card is the open one; the others show a one-line summary. */
  selected: boolean;
  onToggle: () => void;
  onBoundsChange: (patch: Partial<Bounds>) => void;
  onActionChange: (action: RichMenuAction) => void;
  onDelete: () => void;
}

const BOUNDS_FIELDS = [
  { key: "x", label: "X" },
  { key: "y", label: "Y" },
  { key: "width", label: "Width" },
  { key: "height", label: "Height" },
] as const;

function BoundsFields({ bounds, onChange }: { bounds: Bounds; onChange: (patch: Partial<Bounds>) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BOUNDS_FIELDS.map(({ key, label }) => (
        <Field key={key} label={label}>
          {(control) => (
            <IntegerInput {...control} value={bounds[key]} onCommit={(value) => onChange({ [key]: value })} />
          )}
        </Field>
      ))}
    </div>
  );
}

/** One area's properties: integer bounds, the action and its validation result. */
export function AreaCard(props: AreaCardProps) {
  const { number, area, errors, selected } = props;
  const titleId = useId();
  const bodyId = useId();
  const valid = errors.length === 0;
  const { x, y, width, height } = area.bounds;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border bg-white p-3 shadow-sm sm:p-4",
        selected ? "border-line ring-2 ring-line/40" : valid ? "border-gray-200" : "border-red-300",
      )}
    >
      <div className="flex min-w-0 items-center gap-2">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={selected}
            aria-controls={bodyId}
            onClick={props.onToggle}
            className="flex min-h-11 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-line"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn("size-4 shrink-0 text-gray-500 transition-transform", !selected && "-rotate-90")}
            />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-2">
                <span id={titleId} className="font-semibold">
                  Area {number}
                </span>
                <Badge variant={valid ? "secondary" : "destructive"}>{valid ? "Valid" : "Invalid"}</Badge>
              </span>
              <span className="truncate text-xs font-normal text-gray-600">
                {actionSummary(area.data)} · {width}×{height} at {x},{y}
              </span>
            </span>
          </button>
        </h3>
        <Button variant="ghost" size="icon" aria-label={`Delete area ${number}`} onClick={props.onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {selected && (
        <div id={bodyId} className="flex min-w-0 flex-col gap-4">
          <BoundsFields bounds={area.bounds} onChange={props.onBoundsChange} />
          <ActionEditor action={area.data} onChange={props.onActionChange} />
        </div>
      )}
      {!valid && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{t(error)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
