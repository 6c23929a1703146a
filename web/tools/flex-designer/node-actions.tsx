import { useLingui } from "@lingui/react";
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
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type ToggleEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type AddChoice,
  addChoices,
  type Clip,
  type Command,
  copyNode,
  DESIGNER_MESSAGES,
  type Design,
  refusalOf,
} from "../../../shared/flex-designer/index.ts";
import type { Descriptor } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { copyText } from "../../lib/clipboard.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast.ts";
import { storeClip, storedClip } from "./clip.ts";
import { blockName, placeName, typeName } from "./names.ts";
import { newNodeWords } from "./words.ts";

export interface NodeActionsProps {
  /** The design and selection as shown (a paint behind an edit): what the buttons offer and refuse. */
  design: Design;
  selection: string;
  dispatch: (command: Command) => boolean;
  /** The design and selection now: what a tap acts on. */
  now: () => { design: Design; selection: string };
  /** On a phone: opens the property sheet of the selected node. */
  onOpenSheet?: () => void;
  /** Whether the property sheet is open (the Properties button's state). */
  sheetOpen?: boolean;
  /** In the phone's bottom bar: one row that scrolls sideways, the "+ Add" list opening above it. */
  docked?: boolean;
}

/**
 * The toolbar's icons, made once: the same element each render, so React skips them (a lucide icon builds its
 * SVG anew on every render, and the toolbar renders on every selection and edit).
 */
const toolbarIcons = {
  up: <ArrowUp />,
  down: <ArrowDown />,
  into: <ArrowDownToLine />,
  out: <ArrowUpFromLine />,
  duplicate: <CopyPlus />,
  paste: <ClipboardPaste />,
  delete: <Trash2 />,
  plus: <Plus aria-hidden="true" />,
  copy: <Copy aria-hidden="true" />,
  properties: <SlidersHorizontal aria-hidden="true" />,
};

/** A toolbar command for the node at `path`; null when there is nothing to run (an empty clipboard). */
type CommandAt = (path: string) => Command | null;

type ToolbarId = "up" | "down" | "into" | "out" | "duplicate" | "paste" | "delete";

/** The toolbar's commands, in order, for the clip that Paste would paste. */
function toolbarCommands(clip: Clip | null): { id: ToolbarId; commandAt: CommandAt }[] {
  return [
    { id: "up", commandAt: (path) => ({ type: "move", path, to: "up" }) },
    { id: "down", commandAt: (path) => ({ type: "move", path, to: "down" }) },
    { id: "into", commandAt: (path) => ({ type: "move", path, to: "intoPrevious" }) },
    { id: "out", commandAt: (path) => ({ type: "move", path, to: "outOfParent" }) },
    { id: "duplicate", commandAt: (path) => ({ type: "duplicate", path }) },
    { id: "paste", commandAt: (target) => (clip ? { type: "paste", target, clip } : null) },
    { id: "delete", commandAt: (path) => ({ type: "delete", path }) },
  ];
}

/** + Add (only what LINE allows there) and the moves of the selected node; a refused one says why. */
// Memoised: it follows the shown (deferred) design, so typing into a field does not re-render it.
export const NodeActions = memo(function NodeActions({
  design,
  selection,
  dispatch,
  now,
  onOpenSheet,
  sheetOpen = false,
  docked = false,
}: NodeActionsProps) {
  const { _: t } = useLingui();
  const [clipVersion, setClipVersion] = useState(0);
  // Open on the selection it was opened for (or will be: "+ Add" acts on the selection now). Once the shown design
  // or selection changes and it is not that selection (a row, the tree's keys, an undo that moves the selection,
  // the node an add selects), it closes for good: coming back to that node does not open it again.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [shownAt, setShownAt] = useState({ design, selection });
  if (shownAt.design !== design || shownAt.selection !== selection) {
    setShownAt({ design, selection });
    if (openFor !== selection) setOpenFor(null);
  }
  const options = useMemo(() => addChoices(design, selection), [design, selection]);
  const adding = openFor === selection && options.length > 0;
  // What the list shows, kept as it was while it closes: a focused choice stays in it until the popover is
  // hidden, which is when the browser gives the focus back to "+ Add".
  const [listed, setListed] = useState({ design, options });
  if (adding && listed.options !== options) setListed({ design, options });
  const addListId = useId();
  const wrapperAnchor = `--add-${addListId.replace(/[^\w-]/g, "")}`;
  const addButton = useRef<HTMLButtonElement>(null);
  const addList = useRef<HTMLUListElement>(null);
  // The platform's popover: in the top layer (over the outline, the bottom bar and the sheet), closed by
  // Escape and by a tap elsewhere, the focus back on "+ Add" when it was in the list. React's state says
  // whether it is open; a close the browser makes (light dismiss, Escape) is told back through `beforetoggle`.
  useLayoutEffect(() => {
    const list = addList.current;
    if (!list || !POPOVER) return;
    const open = list.matches(":popover-open");
    if (adding && !open) list.showPopover();
    else if (!adding && open) list.hidePopover();
  }, [adding]);
  // A close the browser makes is heard at `beforetoggle`, dispatched as it closes the list. Not at `toggle`: that
  // one is queued, and a key pressed right after Escape (input runs first) found React still thinking the list
  // open, so its Enter closed it again instead of opening it.
  const onBeforeToggle = (event: ToggleEvent) => {
    if (event.newState === "closed") setOpenFor(null);
  };
  // Without the popover, a tap outside the toolbar and its list closes the list as the platform's light dismiss
  // would (a tap on a plain part of the page moves no focus, so blur alone does not see it).
  useEffect(() => {
    if (POPOVER || !adding) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpenFor(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [adding]);
  // Without the popover (older in-app browsers) the list opens in the page; the focus leaving it, or Escape,
  // closes it. With it, a Tab out of the list closes it too: the list would cover what the focus went to.
  const listKeys = {
    onKeyDown: (event: KeyboardEvent) => {
      if (POPOVER || event.key !== "Escape" || !adding) return;
      event.stopPropagation();
      setOpenFor(null);
      addButton.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (adding && to instanceof Node && !wrapper.current?.contains(to)) setOpenFor(null);
    },
  };
  const wrapper = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clipVersion re-reads the stored clip after a copy.
  const clip = useMemo(() => storedClip(), [clipVersion]);
  // Worked out per shown design and selection, not per render (opening "+ Add" renders the toolbar too).
  const commands = useMemo(
    () =>
      toolbarCommands(clip).map((item) => {
        const command = item.commandAt(selection);
        return { ...item, refusal: command ? refusalOf(design, command) : DESIGNER_MESSAGES.clipEmpty() };
      }),
    [design, selection, clip],
  );
  const labels: Record<ToolbarId, string> = {
    up: t("Move up"),
    down: t("Move down"),
    into: t("Into the box before"),
    out: t("Out of its box"),
    duplicate: t(LABEL.duplicate),
    paste: t("Paste"),
    delete: t(LABEL.delete),
  };
  // A tap acts on the selection now, which a quick second tap may already have moved.
  const run = useCallback(
    (commandAt: CommandAt) => {
      const command = commandAt(now().selection);
      if (command) dispatch(command);
      else toast.error(tm(DESIGNER_MESSAGES.clipEmpty()));
    },
    [now, dispatch],
  );

  // "+ Add" acts on the selection now: tapped before an add's result shows, the list that opens with the result
  // is the new node's. A second tap while that is pending, or a tap on the open list's "+ Add", closes it.
  const toggleAdd = (event: MouseEvent) => {
    // The popover opens and closes from React's state, not by the browser's own toggle of its invoker.
    event.preventDefault();
    const current = now();
    if (addChoices(current.design, current.selection).length === 0) return;
    const openNow = openFor === current.selection && (adding || selection !== current.selection);
    setOpenFor(openNow ? null : current.selection);
  };
  // A tap on a choice leaves the list as it is: it closes with the result, a paint later (the node added is
  // selected), so the tap's own frame draws nothing new, as a move's does not. Chosen with a key, it closes at
  // once, the focus on "+ Add".
  const choose = (choice: AddChoice, withKey: boolean) => {
    // A second tap before the list has closed adds nothing more.
    if (now().selection === openFor) {
      const { beside: _, ...command } = choice;
      run(() => ({ type: "add", ...command, words: newNodeWords() }));
    }
    if (withKey) {
      setOpenFor(null);
      addButton.current?.focus();
    }
  };

  const copy = () => {
    const current = now();
    const copied = copyNode(current.design, current.selection);
    if (!copied) return void toast.error(t("Select a component or a bubble to copy"));
    storeClip(copied);
    setClipVersion((version) => version + 1);
    void copyText(JSON.stringify(copied.node, null, 2)).catch(() => undefined);
    toast.success(t("Copied: it pastes into this or another message"));
  };

  const inside = listed.options.filter((choice) => !choice.beside);
  const beside = listed.options.filter((choice) => choice.beside);
  const choiceItem = (choice: AddChoice) => (
    <li key={`${choice.beside}${choice.block ?? ""}${choice.child}`}>
      <Button size="sm" variant="outline" onClick={(event) => choose(choice, event.detail === 0)}>
        {choice.block ? `${blockName(choice.block)}: ${typeName(choice.child)}` : typeName(choice.child)}
      </Button>
    </li>
  );

  return (
    <div
      ref={wrapper}
      className="relative"
      style={POPOVER ? ({ anchorName: wrapperAnchor } as CSSProperties) : undefined}
    >
      <div
        role="toolbar"
        aria-label={t("Edit the selected part")}
        {...listKeys}
        className={
          docked
            ? "flex items-center gap-1.5 overflow-x-auto overscroll-x-contain"
            : "flex flex-wrap items-center gap-1.5"
        }
      >
        {onOpenSheet ? (
          <Button size="sm" aria-expanded={sheetOpen} onClick={onOpenSheet} className="shrink-0">
            {toolbarIcons.properties}
            {t("Properties")}
          </Button>
        ) : null}
        {/* Nothing to add anywhere near: disabled for real, not a dimmed button that still answers a tap. */}
        <Button
          ref={addButton}
          size="sm"
          variant="outline"
          aria-expanded={adding}
          aria-controls={addListId}
          // The invoker: a tap on it is not a tap outside the list (no light dismiss); the click itself is ours.
          popoverTarget={POPOVER ? addListId : undefined}
          disabled={options.length === 0}
          title={options.length === 0 ? t("Nothing can be added here") : undefined}
          onClick={toggleAdd}
          className="shrink-0 border-green-600 text-green-800"
        >
          {toolbarIcons.plus}
          {t("Add")}
        </Button>
        {commands.map((item) => (
          <ActionButton
            key={item.id}
            label={labels[item.id]}
            icon={toolbarIcons[item.id]}
            refusal={item.refusal}
            commandAt={item.commandAt}
            onRun={run}
          />
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={t(LABEL.copy)}
          title={t(LABEL.copy)}
          className="shrink-0"
        >
          {toolbarIcons.copy}
        </Button>
      </div>
      {/* Laid over the page, not in its flow: opening and closing it moves nothing else. In the phone's bottom bar
          it opens above the bar, on a desktop below the toolbar (above it when there is no room below). */}
      <ul
        ref={addList}
        id={addListId}
        aria-label={t("Add")}
        popover={POPOVER ? "auto" : undefined}
        hidden={POPOVER ? undefined : !adding}
        onBeforeToggle={onBeforeToggle}
        onKeyDown={listKeys.onKeyDown}
        onBlur={listKeys.onBlur}
        // A tap does not move the focus onto a choice (which the list's closing would then remove).
        onMouseDown={preventFocus}
        style={POPOVER ? anchored(wrapperAnchor) : undefined}
        className={cn(
          "z-10 flex-wrap gap-1.5 overflow-y-auto rounded-md border border-green-200 bg-green-50 p-2 text-gray-900 shadow-lg",
          POPOVER ? "add-list [&:popover-open]:flex" : "absolute inset-x-0 flex",
          docked ? "add-list-above max-h-[40dvh]" : "add-list-below",
          !POPOVER && (docked ? "bottom-full mb-2" : "top-full mt-2"),
        )}
      >
        {inside.map(choiceItem)}
        {beside.length > 0 ? (
          <li className="w-full pt-1 text-xs font-medium text-gray-700">
            {inside.length > 0
              ? t("Or after it, in {parent}", { parent: placeName(listed.design, beside[0]?.parent ?? "") })
              : t("After it, in {parent}", { parent: placeName(listed.design, beside[0]?.parent ?? "") })}
          </li>
        ) : null}
        {beside.map(choiceItem)}
      </ul>
    </div>
  );
});

const preventFocus = (event: MouseEvent) => event.preventDefault();

/** The platform's popover (Chromium 114, Safari 17); LINE's in-app browsers on older systems lack it. */
const POPOVER = typeof HTMLElement !== "undefined" && "togglePopover" in HTMLElement.prototype;

/** The anchor that the list is placed at (styles.css `.add-list`, where the browser can anchor). */
const anchored = (name: string) => ({ positionAnchor: name }) as CSSProperties;

/** Refused: still focusable (aria-disabled), its title and a tap say why (the command's own refusal). */
// Memoised: opening or closing "+ Add" renders the toolbar, and a refusal's words are formatted on each render.
const ActionButton = memo(function ActionButton(props: {
  label: string;
  icon: ReactNode;
  refusal: Descriptor | null;
  commandAt: CommandAt;
  onRun: (commandAt: CommandAt) => void;
}) {
  const { label, icon, refusal, commandAt, onRun } = props;
  const reason = refusal ? tm(refusal) : null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={reason ? true : undefined}
      aria-description={reason ?? undefined}
      title={reason ? `${label}: ${reason}` : label}
      className={cn("shrink-0", reason && "opacity-50")}
      onClick={() => onRun(commandAt)}
    >
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
});
