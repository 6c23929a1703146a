import { desc, type MessageLike } from "../text/descriptor.ts";
import { rescaleBounds } from "./geometry.ts";
import type { EditorArea, EditorChange, EditorState, Refusal, Size } from "./types.ts";

export interface EditorOptions {
  /** 20 for rich menus, 50 for imagemaps. */
  maxAreas: number;
  /** Shown when an add is refused; default `Maximum {maxAreas} areas allowed`. */
  maxAreasMessage?: MessageLike;
  image?: Size | null;
}

/** The state an EditorChange leads to from `current`. */
export function applyEditorChange<T>(change: EditorChange<T>, current: EditorState<T>): EditorState<T> {
  return typeof change === "function" ? change(current) : change;
}

export function createEditorState<T>(options: EditorOptions): EditorState<T> {
  return {
    image: options.image ? normalizeSize(options.image) : null,
    areas: [],
    selectedId: null,
    maxAreas: options.maxAreas,
    maxAreasMessage:
      options.maxAreasMessage ?? desc("Maximum {max} areas allowed", { max: options.maxAreas }),
    past: [],
    future: [],
    gesture: null,
    guides: [],
    refusal: null,
    nextId: 1,
  };
}

function normalizeSize(size: Size): Size {
  return { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) };
}

/**
 * A new image: its size in image pixels (the rich menu / imagemap base size). Areas,
 * selection and history are cleared, because undo must never bring back areas drawn on
 * another image.
 */
export function setImage<T>(state: EditorState<T>, size: Size): EditorState<T> {
  return {
    ...state,
    image: normalizeSize(size),
    areas: [],
    selectedId: null,
    past: [],
    future: [],
    gesture: null,
    guides: [],
    refusal: null,
  };
}

/**
 * A new size for the same picture (e.g. the rich menu's width/height edited): areas keep
 * their place, scaled by edges so neighbours stay touching. History is cleared because its
 * snapshots are in the old pixels.
 */
export function resizeImage<T>(state: EditorState<T>, size: Size): EditorState<T> {
  const from = state.image;
  const to = normalizeSize(size);
  if (!from) return setImage(state, to);
  if (from.width === to.width && from.height === to.height) return state;
  const areas = state.areas.map((area) => ({ ...area, bounds: rescaleBounds(area.bounds, from, to) }));
  return { ...setImage(state, to), areas, selectedId: state.selectedId };
}

/** Removing the image clears the image and all areas (spec 4). */
export function clearImage<T>(state: EditorState<T>): EditorState<T> {
  return { ...setImage(state, { width: 1, height: 1 }), image: null };
}

export function areaById<T>(state: EditorState<T>, id: string | null): EditorArea<T> | undefined {
  return id === null ? undefined : state.areas.find((area) => area.id === id);
}

export function selectedArea<T>(state: EditorState<T>): EditorArea<T> | undefined {
  return areaById(state, state.selectedId);
}

export function maxAreasRefusal<T>(state: EditorState<T>): Refusal {
  return { code: "max-areas", message: state.maxAreasMessage };
}

export const NO_IMAGE_REFUSAL: Refusal = { code: "no-image", message: "Upload an image first" };

/** Refusal for adding `count` areas, or null when allowed. */
export function addRefusal<T>(state: EditorState<T>, count = 1): Refusal | null {
  if (!state.image) return { ...NO_IMAGE_REFUSAL };
  if (state.areas.length + count > state.maxAreas) return maxAreasRefusal(state);
  return null;
}

/** Fresh area ids, advancing the counter. */
export function allocateIds<T>(state: EditorState<T>, count: number): { ids: string[]; nextId: number } {
  const ids = Array.from({ length: count }, (_, i) => `a${state.nextId + i}`);
  return { ids, nextId: state.nextId + count };
}
