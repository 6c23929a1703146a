import { useLingui } from "@lingui/react";
import { ChevronDown, ChevronRight, GripVertical } from "lucide-react";
import {
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { buildOutline, type Design } from "../../../shared/flex-designer/index.ts";
import { cn } from "../../lib/cn.ts";
import { keywordLabel } from "./keyword-labels.ts";
import { blockName, typeName } from "./names.ts";
import { itemOf, type OutlineRow, rowGroups, treeKey, visibleRows } from "./outline-rows.ts";

export interface OutlineTreeProps {
  design: Design;
  selection: string;
  onSelect: (path: string) => void;
  /** Drag within one parent (desktop): the dragged node to `index` of the same list. */
  onReorder: (path: string, index: number) => void;
  /** Dragging is offered with a mouse (desktop); touch moves with the buttons. */
  draggable: boolean;
}

/** The outline as an accessible tree: one tab stop (the selected row), arrow keys, Home/End. */
// Memoised: typing into a property changes the design, not what the outline shows (it follows the shown one).
export const OutlineTree = memo(function OutlineTree({
  design,
  selection,
  onSelect,
  onReorder,
  draggable,
}: OutlineTreeProps) {
  const { _: t } = useLingui();
  const root = useMemo(() => buildOutline(design.contents), [design.contents]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => visibleRows(root, collapsed), [root, collapsed]);
  const groups = useMemo(() => rowGroups(rows), [rows]);
  const tree = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  const dragged = useRef<string | null>(null);
  const reorder = useRef(onReorder);
  reorder.current = onReorder;
  // Made once, so the memoised rows keep their props across edits.
  const [handlers] = useState(() => ({
    toggle: (path: string, open: boolean) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (open) next.delete(path);
        else next.add(path);
        return next;
      }),
    dragStart: (path: string) => {
      dragged.current = path;
    },
    drop: (event: DragEvent, target: string) => {
      const from = dragged.current;
      dragged.current = null;
      const source = from ? itemOf(from) : null;
      const to = itemOf(target);
      if (!from || !source || !to || source.list !== to.list) return;
      event.preventDefault();
      reorder.current(from, to.index);
    },
  }));
  const { toggle } = handlers;

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    tree.current?.querySelector<HTMLElement>('[role="treeitem"][aria-selected="true"]')?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = treeKey(event.key, rows, selection, collapsed);
    if (!move) return;
    event.preventDefault();
    if ("select" in move) {
      focusNext.current = true;
      onSelect(move.select);
    } else if ("expand" in move) toggle(move.expand, true);
    else toggle(move.collapse, false);
  };
  // The one tab stop: the selected row, else the first.
  const tabStop = rows.some((row) => row.node.path === selection) ? selection : (rows[0]?.node.path ?? null);

  return (
    <div
      ref={tree}
      role="tree"
      aria-label={t("Outline")}
      className="flex flex-col gap-0.5 text-sm [--row:38px] pointer-coarse:[--row:46px]"
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => {
        const has = (path: string) => group.rows.some((row) => row.node.path === path);
        return (
          <OutlineGroup
            key={group.key}
            rows={group.rows}
            // Only the groups holding the selection or the tab stop see them: a selection change re-renders
            // the group it left and the one it entered, not every bubble's.
            selection={has(selection) ? selection : null}
            tabStop={tabStop !== null && has(tabStop) ? tabStop : null}
            collapsed={collapsed}
            draggable={draggable}
            onSelect={onSelect}
            handlers={handlers}
          />
        );
      })}
    </div>
  );
});

interface GroupHandlers {
  toggle: (path: string, open: boolean) => void;
  dragStart: (path: string) => void;
  drop: (event: DragEvent, target: string) => void;
}

interface OutlineGroupProps {
  rows: OutlineRow[];
  /** The selected path when it is in this group, else null. */
  selection: string | null;
  /** The tree's one tab stop when it is in this group, else null. */
  tabStop: string | null;
  collapsed: ReadonlySet<string>;
  draggable: boolean;
  onSelect: (path: string) => void;
  handlers: GroupHandlers;
}

/** A group re-renders only when one of its rows shows something else, or its selection or tab stop moved. */
function sameGroup(a: OutlineGroupProps, b: OutlineGroupProps): boolean {
  if (
    a.selection !== b.selection ||
    a.tabStop !== b.tabStop ||
    a.collapsed !== b.collapsed ||
    a.draggable !== b.draggable ||
    a.onSelect !== b.onSelect ||
    a.handlers !== b.handlers ||
    a.rows.length !== b.rows.length
  )
    return false;
  return a.rows.every((row, index) => {
    const other = b.rows[index];
    return other !== undefined && sameRow(row, other);
  });
}

// Off screen, a group is neither styled, laid out nor painted; one box per bubble, not per row, so the
// browser watches a dozen boxes for visibility and repaints a group only when it changed.
const OutlineGroup = memo(function OutlineGroup(props: OutlineGroupProps) {
  const { rows, selection, tabStop, collapsed, draggable, onSelect, handlers } = props;
  return (
    <div role="none" className="flex flex-col gap-0.5" style={offscreenSkipped(rows.length)}>
      {rows.map((row) => (
        <OutlineItem
          key={row.node.path}
          row={row}
          selected={row.node.path === selection}
          focusable={row.node.path === tabStop}
          expanded={row.node.children.length > 0 ? !collapsed.has(row.node.path) : undefined}
          draggable={draggable && itemOf(row.node.path) !== null}
          onSelect={onSelect}
          onToggle={handlers.toggle}
          onDragStart={handlers.dragStart}
          onDrop={handlers.drop}
        />
      ))}
    </div>
  );
}, sameGroup);

interface OutlineItemProps {
  row: OutlineRow;
  selected: boolean;
  focusable: boolean;
  expanded: boolean | undefined;
  draggable: boolean;
  onSelect: (path: string) => void;
  onToggle: (path: string, open: boolean) => void;
  onDragStart: (path: string) => void;
  onDrop: (event: DragEvent, path: string) => void;
}

/** The height a group keeps until first drawn: its rows at `--row` each (min-h-9 or min-h-11, and the gap). */
function offscreenSkipped(rowCount: number): CSSProperties {
  return { contentVisibility: "auto", containIntrinsicSize: `auto calc(${rowCount} * var(--row))` };
}

/** A row re-renders only when what it shows changed (its row object is new after every edit). */
function sameItem(a: OutlineItemProps, b: OutlineItemProps): boolean {
  return (
    a.selected === b.selected &&
    a.focusable === b.focusable &&
    a.expanded === b.expanded &&
    a.draggable === b.draggable &&
    a.onSelect === b.onSelect &&
    sameRow(a.row, b.row)
  );
}

/** The same row on screen: what it shows and where it sits. */
function sameRow(x: OutlineRow, y: OutlineRow): boolean {
  return (
    x.level === y.level &&
    x.setSize === y.setSize &&
    x.posInSet === y.posInSet &&
    x.node.path === y.node.path &&
    x.node.type === y.node.type &&
    x.node.block === y.node.block &&
    x.node.summary === y.node.summary &&
    // Whether it can expand (its toggle), when a group's rows stay the same around it.
    x.node.children.length > 0 === y.node.children.length > 0
  );
}

// Made once: a lucide icon builds its SVG anew on each render, and a move or an add re-renders rows.
const rowIcons = {
  expanded: <ChevronDown className="size-4" />,
  collapsed: <ChevronRight className="size-4" />,
  grip: <GripVertical aria-hidden="true" className="size-3.5 shrink-0 text-gray-400" />,
};

// Memoised: a property edit rebuilds the outline, but only rows whose words or state changed re-render.
const OutlineItem = memo(function OutlineItem(props: OutlineItemProps) {
  const { row, selected, focusable, expanded, draggable, onSelect, onToggle, onDragStart, onDrop } = props;
  const { _: t } = useLingui();
  const { node } = row;
  const name = node.block ? `${blockName(node.block)} · ${typeName(node.type)}` : typeName(node.type);
  return (
    <div
      role="treeitem"
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-selected={selected}
      aria-expanded={expanded}
      tabIndex={focusable ? 0 : -1}
      data-path={node.path}
      draggable={draggable || undefined}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", node.path);
        onDragStart(node.path);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => onDrop(event, node.path)}
      onClick={() => onSelect(node.path)}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onSelect(node.path);
        }
      }}
      className={cn(
        "flex min-h-9 cursor-pointer items-center gap-1 rounded-md pr-2 outline-none focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:ring-inset pointer-coarse:min-h-11",
        selected ? "bg-green-100 text-green-900" : "hover:bg-gray-100",
      )}
      style={{ paddingLeft: `${(row.level - 1) * 14 + 4}px` }}
    >
      {expanded === undefined ? (
        <span className="inline-block size-5 shrink-0" aria-hidden="true" />
      ) : (
        // Hidden from the tree's names: arrow keys expand and collapse; this is the pointer's way.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          title={expanded ? t("Collapse") : t("Expand")}
          className="inline-flex size-5 shrink-0 items-center justify-center rounded text-gray-500"
          onClick={(event) => {
            event.stopPropagation();
            onToggle(node.path, !expanded);
          }}
        >
          {expanded ? rowIcons.expanded : rowIcons.collapsed}
        </button>
      )}
      {draggable ? rowIcons.grip : null}
      <span className="shrink-0 font-medium">{name}</span>
      {node.summary && node.type === "box" ? (
        // A box's summary is its layout, one of LINE's keywords: named in the language shown.
        <span className="min-w-0 truncate text-gray-600">{keywordLabel(node.summary)}</span>
      ) : node.summary ? (
        // The message's own words (a text, a label, a file name): shown as written, never translated.
        <span translate="no" className="min-w-0 truncate text-gray-600">
          {node.summary}
        </span>
      ) : null}
    </div>
  );
}, sameItem);
