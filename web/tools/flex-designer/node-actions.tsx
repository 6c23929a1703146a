import {
  ArrowDown,
  ArrowDownToLine,
  ArrowUp,
  ArrowUpFromLine,
  ClipboardPaste,
  Copy,
  CopyPlus,
  Plus,
  SlidersHorizontal,
  Trash2,
} from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { toast } from "sonner";
import type { Descriptor } from "../../../shared/flex/descriptor.ts";
import {
  addOptions,
  type Command,
  copyNode,
  DESIGNER_MESSAGES,
  type Design,
  refusalOf,
} from "../../../shared/flex-designer/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { memo, useT } from "../../i18n/i18n.ts";
import { copyText } from "../../lib/clipboard.ts";
import { storeClip, storedClip } from "./clip.ts";
import { blockName, typeName } from "./names.ts";
import { newNodeWords } from "./words.ts";

export interface NodeActionsProps {
  design: Design;
  selection: string;
  dispatch: (command: Command) => boolean;
  /** On a phone: opens the property sheet of the selected node. */
  onOpenSheet?: () => void;
}

/**
 * The toolbar's icons, made once: the same element each render, so React skips them (a lucide icon builds its
 * SVG anew on every render, and the toolbar renders on every selection and edit).
 */
const toolbarIcons = {
  arrowUp: <ArrowUp />,
  arrowDown: <ArrowDown />,
  arrowDownToLine: <ArrowDownToLine />,
  arrowUpFromLine: <ArrowUpFromLine />,
  copyPlus: <CopyPlus />,
  clipboardPaste: <ClipboardPaste />,
  trash2: <Trash2 />,
  plus: <Plus aria-hidden="true" />,
  copy: <Copy aria-hidden="true" />,
  properties: <SlidersHorizontal aria-hidden="true" />,
};

/** + Add (only what LINE allows there) and the moves of the selected node; a refused one says why. */
// Memoised: it follows the shown (deferred) design, so typing into a field does not re-render it.
export const NodeActions = memo(function NodeActions({
  design,
  selection,
  dispatch,
  onOpenSheet,
}: NodeActionsProps) {
  const t = useT();
  const [clipVersion, setClipVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const addListId = useId();
  const options = useMemo(() => addOptions(design, selection), [design, selection]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clipVersion re-reads the stored clip after a copy.
  const clip = useMemo(() => storedClip(), [clipVersion]);
  const path = selection;
  const commands = (() => {
    const list: { id: string; label: string; icon: ReactNode; command: Command | null }[] = [
      {
        id: "up",
        label: t("Move up"),
        icon: toolbarIcons.arrowUp,
        command: { type: "move", path, to: "up" },
      },
      {
        id: "down",
        label: t("Move down"),
        icon: toolbarIcons.arrowDown,
        command: { type: "move", path, to: "down" },
      },
      {
        id: "into",
        label: t("Into the box before"),
        icon: toolbarIcons.arrowDownToLine,
        command: { type: "move", path, to: "intoPrevious" },
      },
      {
        id: "out",
        label: t("Out of its box"),
        icon: toolbarIcons.arrowUpFromLine,
        command: { type: "move", path, to: "outOfParent" },
      },
      {
        id: "duplicate",
        label: t("Duplicate"),
        icon: toolbarIcons.copyPlus,
        command: { type: "duplicate", path },
      },
      {
        id: "paste",
        label: t("Paste"),
        icon: toolbarIcons.clipboardPaste,
        command: clip ? { type: "paste", target: path, clip } : null,
      },
      { id: "delete", label: t("Delete"), icon: toolbarIcons.trash2, command: { type: "delete", path } },
    ];
    return list.map((item) => ({
      ...item,
      refusal: item.command ? refusalOf(design, item.command) : DESIGNER_MESSAGES.clipEmpty(),
    }));
  })();

  const copy = () => {
    const copied = copyNode(design, selection);
    if (!copied) return void toast.error(t("Select a component or a bubble to copy"));
    storeClip(copied);
    setClipVersion((version) => version + 1);
    void copyText(JSON.stringify(copied.node, null, 2)).catch(() => undefined);
    toast.success(t("Copied: it pastes into this or another message"));
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="toolbar"
        aria-label={t("Edit the selected part")}
        className="flex flex-wrap items-center gap-1.5"
      >
        <Button
          size="sm"
          variant="outline"
          aria-expanded={adding}
          aria-controls={addListId}
          aria-description={options.length === 0 ? t("Nothing can be added here") : undefined}
          onClick={() =>
            options.length === 0 ? toast.error(t("Nothing can be added here")) : setAdding(!adding)
          }
          className={options.length === 0 ? "opacity-50" : "border-green-600 text-green-800"}
        >
          {toolbarIcons.plus}
          {t("Add")}
        </Button>
        {commands.map((item) => (
          <ActionButton
            key={item.id}
            label={item.label}
            icon={item.icon}
            refusal={item.refusal}
            onRun={() => item.command && dispatch(item.command)}
          />
        ))}
        <Button variant="outline" size="sm" onClick={copy} aria-label={t("Copy")} title={t("Copy")}>
          {toolbarIcons.copy}
        </Button>
        {onOpenSheet ? (
          <Button size="sm" onClick={onOpenSheet}>
            {toolbarIcons.properties}
            {t("Properties")}
          </Button>
        ) : null}
      </div>
      {adding && options.length > 0 ? (
        <ul
          id={addListId}
          aria-label={t("Add")}
          className="flex flex-wrap gap-1.5 rounded-md bg-green-50 p-2"
        >
          {options.map((option) => (
            <li key={`${option.block ?? ""}${option.child}`}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setAdding(false);
                  dispatch({ type: "add", parent: selection, ...option, words: newNodeWords() });
                }}
              >
                {option.block
                  ? `${blockName(option.block)}: ${typeName(option.child)}`
                  : typeName(option.child)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** Refused: still focusable (aria-disabled), its title and a tap say why. */
function ActionButton(props: {
  label: string;
  icon: ReactNode;
  refusal: Descriptor | null;
  onRun: () => void;
}) {
  const { label, icon, refusal, onRun } = props;
  const reason = refusal ? tm(refusal) : null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={reason ? true : undefined}
      aria-description={reason ?? undefined}
      title={reason ? `${label}: ${reason}` : label}
      className={reason ? "opacity-50" : undefined}
      onClick={() => (reason ? toast.error(reason) : onRun())}
    >
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
}
