import { useLingui } from "@lingui/react";
import { ChevronDown, Trash2 } from "lucide-react";
import { memo, useId } from "react";
import type { Bounds, EditorArea } from "../../../shared/editor/index.ts";
import {
  type AreaOverlap,
  isExampleAction,
  overlapWarning,
  type RichMenuAction,
} from "../../../shared/richmenu/index.ts";
import { type MessageLike, messageKey } from "../../../shared/text/descriptor.ts";
import { tm } from "../../i18n/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Field } from "../ui/field.tsx";
import { IntegerInput } from "../ui/integer-input.tsx";
import { ActionEditor } from "./action-editor.tsx";
import { ActionSummary } from "./action-summary.tsx";

/** What a card can do to its area (by id), the same object for every card. */
export interface AreaCardCommands {
  onToggle: (id: string) => void;
  onBoundsChange: (id: string, patch: Partial<Bounds>) => void;
  onActionChange: (id: string, action: RichMenuAction) => void;
  onDelete: (id: string) => void;
  /** Cuts area `id` back to the edge of area `otherId`, so they only touch. */
  onTrim: (id: string, otherId: string) => void;
}

/** An overlap as a card shows it: with the other area's id for the trim. */
export interface CardOverlap extends AreaOverlap {
  otherId: string;
  /** False when trimming would leave nothing of this area (it lies inside the other). */
  trimmable: boolean;
}

export interface AreaCardProps {
  number: number;
  area: EditorArea<RichMenuAction>;
  /** Bounds and action errors of this area (spec section 5 messages); empty when valid. */
  errors: readonly MessageLike[];
  /** The areas this one overlaps: LINE accepts it, but a tap on the shared part reaches only one. */
  overlaps: readonly CardOverlap[];
  /** The selected area's card is the open one; the others show a one-line summary. */
  selected: boolean;
  commands: AreaCardCommands;
}

const BOUNDS_FIELDS = [
  { key: "x", label: "X" },
  { key: "y", label: "Y" },
  { key: "width", label: msg("Width") },
  { key: "height", label: msg("Height") },
] as const;

function BoundsFields({ bounds, onChange }: { bounds: Bounds; onChange: (patch: Partial<Bounds>) => void }) {
  const { _: t } = useLingui();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BOUNDS_FIELDS.map(({ key, label }) => (
        <Field key={key} label={t(label)}>
          {(control) => (
            <IntegerInput {...control} value={bounds[key]} onCommit={(value) => onChange({ [key]: value })} />
          )}
        </Field>
      ))}
    </div>
  );
}

/**
 * The jump to an area's card ("Edit actions", "Fix areas"): its header takes the focus once the question has
 * closed (the dialog gives the focus back first), which scrolls it into view below the sticky bars (the page's
 * `jumps-below-sticky`).
 */
export function focusAreaCard(id: string): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-area-card="${CSS.escape(id)}"] button[aria-expanded]`)
        ?.focus(),
    ),
  );
}

/** One area's properties: integer bounds, the action and its validation result. */
export const AreaCard = memo(function AreaCard(props: AreaCardProps) {
  const { number, area, errors, overlaps, selected, commands } = props;
  // Memoised: the hook re-renders the card when the language changes, not only its props.
  const { _: t } = useLingui();
  const { id } = area;
  const titleId = useId();
  const bodyId = useId();
  const valid = errors.length === 0;
  // The untouched example action a new area (or a template's) starts with: marked from the start, not "Valid"
  // until the deploy's question.
  const example = valid && isExampleAction(area.data);
  const { x, y, width, height } = area.bounds;
  return (
    <section
      aria-labelledby={titleId}
      data-area-card={id}
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
            onClick={() => commands.onToggle(id)}
            className="flex min-h-11 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-line"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn("size-4 shrink-0 text-gray-500 transition-transform", !selected && "-rotate-90")}
            />
            <span className="flex min-w-0 flex-col">
              <span className="flex items-center gap-2">
                <span id={titleId} className="font-semibold">
                  {t("Area {number}", { number })}
                </span>
                <Badge variant={example ? "warning" : valid ? "secondary" : "destructive"}>
                  {example ? t("Example action") : valid ? t("Valid") : t("Invalid")}
                </Badge>
                {overlaps.length > 0 && <Badge variant="warning">{t("Overlaps")}</Badge>}
              </span>
              <span className="truncate text-xs font-normal text-gray-600">
                <ActionSummary action={area.data} /> ·{" "}
                {t("{width}×{height} at {x},{y}", { width, height, x, y })}
              </span>
            </span>
          </button>
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("Delete area {number}", { number })}
          onClick={() => commands.onDelete(id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {selected && (
        <div id={bodyId} className="flex min-w-0 flex-col gap-4">
          <BoundsFields bounds={area.bounds} onChange={(patch) => commands.onBoundsChange(id, patch)} />
          <ActionEditor action={area.data} onChange={(action) => commands.onActionChange(id, action)} />
        </div>
      )}
      {overlaps.length > 0 && (
        <ul
          aria-label={t("Overlap warnings of area {number}", { number })}
          className="flex flex-col gap-2 text-sm"
        >
          {overlaps.map((overlap) => (
            <li
              key={overlap.otherId}
              className="flex flex-col items-start gap-2 rounded-md bg-amber-50 px-2 py-1.5 text-amber-950 sm:flex-row sm:items-center"
            >
              <span className="min-w-0 flex-1">{tm(overlapWarning(overlap))}</span>
              {overlap.trimmable && (
                <Button variant="outline" size="sm" onClick={() => commands.onTrim(id, overlap.otherId)}>
                  {t("Trim to the edge of area {other}", { other: overlap.other + 1 })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!valid && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {errors.map((error) => (
            <li key={messageKey(error)}>{tm(error)}</li>
          ))}
        </ul>
      )}
    </section>
  );
});
