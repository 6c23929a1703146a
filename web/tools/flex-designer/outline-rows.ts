import type { OutlineNode } from "../../../shared/flex-designer/index.ts";

/** One visible row of the outline tree (a flat tree: aria-level, -setsize and -posinset say the shape). */
export interface OutlineRow {
  node: OutlineNode;
  level: number;
  setSize: number;
  posInSet: number;
  parent: string | null;
}

/** The rows shown: every node whose ancestors are all expanded, in document order. */
export function visibleRows(root: OutlineNode, collapsed: ReadonlySet<string>): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const walk = (
    node: OutlineNode,
    level: number,
    setSize: number,
    posInSet: number,
    parent: string | null,
  ) => {
    rows.push({ node, level, setSize, posInSet, parent });
    if (collapsed.has(node.path)) return;
    node.children.forEach((child, index) => {
      walk(child, level + 1, node.children.length, index + 1, node.path);
    });
  };
  walk(root, 1, 1, 1, null);
  return rows;
}

/**
 * Where a key moves the focus in the tree (WAI-ARIA tree pattern): up/down to the previous/next row,
 * right expands or goes to the first child, left collapses or goes to the parent, Home/End.
 */
export type TreeMove = { select: string } | { expand: string } | { collapse: string } | null;

export function treeKey(
  key: string,
  rows: readonly OutlineRow[],
  current: string,
  collapsed: ReadonlySet<string>,
): TreeMove {
  const at = rows.findIndex((row) => row.node.path === current);
  const row = rows[at];
  if (!row) return rows[0] ? { select: rows[0].node.path } : null;
  const target = (index: number) => {
    const next = rows[index];
    return next ? { select: next.node.path } : null;
  };
  switch (key) {
    case "ArrowDown":
      return target(at + 1);
    case "ArrowUp":
      return target(at - 1);
    case "Home":
      return target(0);
    case "End":
      return target(rows.length - 1);
    case "ArrowRight":
      if (row.node.children.length === 0) return null;
      return collapsed.has(current) ? { expand: current } : target(at + 1);
    case "ArrowLeft":
      if (row.node.children.length > 0 && !collapsed.has(current)) return { collapse: current };
      return row.parent === null ? null : { select: row.parent };
    default:
      return null;
  }
}

/** The list a row is an item of and its index there (for drag to reorder within one parent), or null. */
export function itemOf(path: string): { list: string; index: number } | null {
  const match = /^(.*)\[(\d+)\]$/.exec(path);
  return match ? { list: match[1] ?? "", index: Number(match[2]) } : null;
}

/** A run of rows drawn in one box: the root's row alone, then each of its children with their subtree. */
export interface RowGroup {
  key: string;
  rows: OutlineRow[];
}

/**
 * The rows cut into one group per child of the root (a carousel's bubble, a bubble's block), so the page
 * can skip the rendering of a whole group off screen (a 12-bubble carousel has hundreds of rows).
 */
export function rowGroups(rows: readonly OutlineRow[]): RowGroup[] {
  const groups: RowGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (!last || row.level <= 2) groups.push({ key: row.node.path, rows: [row] });
    else last.rows.push(row);
  }
  return groups;
}
