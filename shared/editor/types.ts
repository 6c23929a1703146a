import type { MessageLike } from "../text/descriptor.ts";
// Data types of the canvas area editor. All bounds are integer pixels of the real image,
// whatever scale the image is displayed at; the display layer converts with geometry.ts.

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One tappable area. `data` is the tool's payload (a rich menu action, an imagemap action…). */
export interface EditorArea<T> {
  readonly id: string;
  readonly bounds: Bounds;
  readonly data: T;
}

/** What undo/redo restores. The image never changes between snapshots: setImage resets history. */
export interface Snapshot<T> {
  readonly areas: readonly EditorArea<T>[];
  readonly selectedId: string | null;
}

/**
 * A snapping guide line in image pixels. axis "x" is a vertical line at x = `at`
 * running from y = `from` to y = `to`; axis "y" is a horizontal line at y = `at`.
 */
export interface Guide {
  readonly axis: "x" | "y";
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

type RefusalCode = "max-areas" | "no-image" | "invalid-import" | "unknown-template" | "layout-too-small";

/** Why the last command did nothing. Each refusal is a new object, so effects can react to it. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: MessageLike;
  readonly details?: readonly MessageLike[];
}

export type ResizeHandle = "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";

export const RESIZE_HANDLES: readonly ResizeHandle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

export interface EditorState<T> {
  readonly image: Size | null;
  /** Drawing order: the last area is on top and wins hit tests. */
  readonly areas: readonly EditorArea<T>[];
  readonly selectedId: string | null;
  readonly maxAreas: number;
  readonly maxAreasMessage: MessageLike;
  readonly past: readonly Snapshot<T>[];
  readonly future: readonly Snapshot<T>[];
  /** Snapshot taken by beginGesture; while set, commands do not add history entries. */
  readonly gesture: Snapshot<T> | null;
  /** Snapping guides of the last move/resize, for display while dragging. */
  readonly guides: readonly Guide[];
  readonly refusal: Refusal | null;
  /** Source of area ids ("a1", "a2", …); ids are never reused. */
  readonly nextId: number;
}

export interface SnapOptions {
  /** Snap distance in image pixels (use snapThreshold(displayPx, scale)); 0 or absent = no snapping. */
  snapThreshold?: number;
}

export interface ResizeOptions extends SnapOptions {
  /** Smallest width and height in image pixels (default 1). */
  minSize?: number;
}

/**
 * A change to an editor's state: the new state, or a command applied to the newest state. Area cards
 * send commands, so an edit made while the canvas's last change is still a pending transition applies
 * on top of it instead of replacing it with the state the cards last rendered.
 */
export type EditorChange<T> = EditorState<T> | ((state: EditorState<T>) => EditorState<T>);
