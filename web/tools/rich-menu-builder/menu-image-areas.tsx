import { useLingui } from "@lingui/react";
import { actionTarget, type RichMenuArea, type RichMenuSize } from "../../../shared/richmenu/index.ts";
import { percentBox } from "../../components/canvas-editor/layout.ts";
import { LABEL } from "../../components/labels.ts";
import { ActionSummary } from "../../components/rich-menu/action-summary.tsx";
import { tm } from "../../i18n/descriptor.ts";

/**
 * A deployed menu's image with its tappable areas drawn over it, numbered, and the list of
 * what each number does (the list is what assistive technology reads; the boxes are visual).
 * Areas have no id: their order is their number, so it is their key.
 */
export function MenuImageAreas({
  imageUrl,
  alt,
  size,
  areas,
}: {
  imageUrl: string;
  alt: string;
  size: RichMenuSize;
  areas: readonly RichMenuArea[];
}) {
  const { _: t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-md border">
        <img src={imageUrl} alt={alt} className="block w-full" />
        {areas.map((area, index) => (
          <div
            key={index}
            aria-hidden="true"
            data-preview-area={index + 1}
            className="absolute box-border flex flex-col items-start gap-0.5 overflow-hidden border-2 border-white/90 bg-black/25 p-0.5"
            style={percentBox(area.bounds, size)}
          >
            <span className="rounded bg-gray-900/80 px-1 text-xs leading-4 font-semibold text-white tabular-nums">
              {index + 1}
            </span>
            <span className="max-w-full truncate rounded bg-white/85 px-1 text-[11px] leading-4 text-gray-900">
              <ActionSummary action={area.action} />
            </span>
          </div>
        ))}
      </div>
      <ol aria-label={t("Tappable areas")} className="flex flex-col gap-1 text-sm">
        {areas.map((area, index) => (
          <li key={index} className="min-w-0 break-words">
            <span className="font-semibold tabular-nums">{t(LABEL.areaNumber, { number: index + 1 })}</span>:{" "}
            <ActionSummary action={area.action} />
            {actionTarget(area.action) && (
              <span className="text-gray-600"> — {tm(actionTarget(area.action))}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
