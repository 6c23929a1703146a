import { useLingui } from "@lingui/react";
import { Copy, Trash2 } from "lucide-react";
import { deleteArea, duplicateArea, selectArea, selectedArea } from "../../../shared/editor/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { msg } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { AreaForm } from "./area-form.tsx";
import { ACTION_TYPE_LABELS, actionText, type ImagemapEditorState, positionText, sizeText } from "./model.ts";

export interface AreasCardProps {
  editor: ImagemapEditorState;
  onChange: (next: ImagemapEditorState) => void;
  /** Problems per area index. */
  areaProblems: ReadonlyMap<number, MessageLike[]>;
}

/** Position and size give way on a phone (they move under the action): six columns do not fit 375 px. */
const HEADERS = [
  { text: "#", phone: true },
  { text: msg("Position"), phone: false },
  { text: LABEL.size, phone: false },
  { text: LABEL.type, phone: true },
  { text: msg("Action"), phone: true },
  { text: msg("Controls"), phone: true },
];

export function AreasCard({ editor, onChange, areaProblems }: AreasCardProps) {
  const { _: t } = useLingui();
  const selected = selectedArea(editor);
  const selectedIndex = selected ? editor.areas.indexOf(selected) : -1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Area Properties")}</CardTitle>
        <CardDescription>{t("Select an area to edit its position, size and action.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editor.areas.length === 0 ? (
          <p className="text-sm text-gray-600">
            {t("No areas yet. Draw one on the image or use Quick Add.")}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border border-gray-200">
            <table className="w-full text-left text-sm sm:min-w-[32rem]">
              <caption className="sr-only">{t("Imagemap areas")}</caption>
              <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
                <tr>
                  {HEADERS.map((header) => (
                    <th
                      key={header.text}
                      scope="col"
                      className={cn("px-2 py-2 font-medium max-sm:px-1", !header.phone && "max-sm:hidden")}
                    >
                      {t(header.text)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {editor.areas.map((area, index) => {
                  const number = index + 1;
                  const isSelected = area.id === editor.selectedId;
                  const invalid = areaProblems.has(index);
                  return (
                    <tr key={area.id} className={cn("border-t border-gray-200", isSelected && "bg-green-50")}>
                      <td className="px-2 py-1 max-sm:px-1">
                        <Button
                          variant={isSelected ? "default" : "ghost"}
                          size="sm"
                          aria-pressed={isSelected}
                          aria-label={t("Select area {number}", { number })}
                          onClick={() => onChange(selectArea(editor, area.id))}
                          className={cn("pointer-coarse:min-w-11", invalid && !isSelected && "text-red-600")}
                        >
                          {number}
                        </Button>
                      </td>
                      <td className="px-2 py-1 whitespace-nowrap tabular-nums max-sm:hidden">
                        {positionText(area.bounds)}
                      </td>
                      <td className="px-2 py-1 whitespace-nowrap tabular-nums max-sm:hidden">
                        {sizeText(area.bounds)}
                      </td>
                      <td className="px-2 py-1 max-sm:px-1">{t(ACTION_TYPE_LABELS[area.data.type])}</td>
                      <td
                        className={cn(
                          "max-w-40 px-2 py-1 max-sm:max-w-24 max-sm:px-1",
                          invalid && "text-red-600",
                        )}
                      >
                        <span className="block truncate">{actionText(area.data) || "—"}</span>
                        <span className="block text-xs text-gray-600 tabular-nums sm:hidden">
                          {positionText(area.bounds)} · {sizeText(area.bounds)}
                        </span>
                      </td>
                      <td className="px-2 py-1 max-sm:px-1">
                        <div className="flex gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t("Duplicate area {number}", { number })}
                            title={t("Duplicate (10 px right and down)")}
                            onClick={() => onChange(duplicateArea(editor, area.id))}
                            disabled={editor.areas.length >= editor.maxAreas}
                          >
                            <Copy aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t(LABEL.deleteAreaNumber, { number })}
                            title={t(LABEL.delete)}
                            onClick={() => onChange(deleteArea(editor, area.id))}
                          >
                            <Trash2 aria-hidden="true" className="text-red-600" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {selected ? (
          <AreaForm
            key={selected.id}
            editor={editor}
            area={selected}
            number={selectedIndex + 1}
            problems={areaProblems.get(selectedIndex) ?? []}
            onChange={onChange}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
