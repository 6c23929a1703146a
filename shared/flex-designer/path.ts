import { isFlexObject } from "../flex/types.ts";

/**
 * The designer addresses nodes by the validator's JSON paths (`contents[2].body.contents[0]`, relative to
 * the container; the container itself is ""), so a problem the validator reports selects its node and a
 * selected node's problems are found by prefix. Internally a path is a list of keys and indexes.
 */
export type Segment = string | number;

const PART = /([A-Za-z_$][\w$]*)|\[(\d+)\]/g;

/** `body.contents[0]` → ["body", "contents", 0]; null when the text is not a path of that form. */
export function parsePath(path: string): Segment[] | null {
  if (path === "") return [];
  const segments: Segment[] = [];
  let at = 0;
  for (const match of path.matchAll(PART)) {
    const start = match.index;
    const dotted = match[1] !== undefined && segments.length > 0;
    // Keys after the first are written `.key`; indexes `[n]` follow anything.
    if (start !== at + (dotted ? 1 : 0) || (dotted && path[at] !== ".")) return null;
    segments.push(match[1] !== undefined ? match[1] : Number(match[2]));
    at = start + match[0].length;
  }
  return at === path.length ? segments : null;
}

export function formatPath(segments: readonly Segment[]): string {
  let path = "";
  for (const segment of segments) {
    if (typeof segment === "number") path += `[${segment}]`;
    else path += path ? `.${segment}` : segment;
  }
  return path;
}

/** The value at a path, or undefined when any step is missing. */
export function getAt(root: unknown, segments: readonly Segment[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (typeof segment === "number") {
      if (!Array.isArray(node)) return undefined;
      node = node[segment];
    } else {
      if (!isFlexObject(node) || !Object.hasOwn(node, segment)) return undefined;
      node = node[segment];
    }
  }
  return node;
}

/**
 * A copy of `root` with the value at the path replaced by `update(old)`: only the objects and arrays on
 * the way are copied (the rest is shared), and every object keeps its key order — a replaced key stays
 * where it was, a new one goes last. `update` returning undefined deletes an object key.
 */
export function updateAt(
  root: unknown,
  segments: readonly Segment[],
  update: (old: unknown) => unknown,
): unknown {
  if (segments.length === 0) return update(root);
  const [head, ...rest] = segments as [Segment, ...Segment[]];
  if (typeof head === "number") {
    if (!Array.isArray(root) || head < 0 || head >= root.length) throw new RangeError(`no item ${head}`);
    const copy = root.slice();
    copy[head] = updateAt(root[head], rest, update);
    return copy;
  }
  if (!isFlexObject(root)) throw new RangeError(`no object at ${head}`);
  const value = updateAt(root[head], rest, update);
  if (value === undefined) {
    const { [head]: _removed, ...others } = root;
    return others;
  }
  return { ...root, [head]: value };
}
