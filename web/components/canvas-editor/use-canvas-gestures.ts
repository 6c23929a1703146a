import type { PointerEvent as ReactPointerEvent, RefObject } from "react";
import { useEffect, useRef, useState } from "react";
import {
  type Bounds,
  beginGesture,
  displayToImage,
  dragDisplayRect,
  drawArea,
  type EditorState,
  edgeHandleAt,
  endGesture,
  hitTest,
  MIN_DRAW_DISPLAY_PX,
  moveArea,
  type Point,
  type ResizeHandle,
  resizeArea,
  type Size,
  selectArea,
  selectedArea,
  snapThreshold,
} from "../../../shared/editor/index.ts";

/** Distance a pointer must travel before a press on an area becomes a move (a tap only selects). */
const DRAG_SLOP_PX: Record<string, number> = { mouse: 3, pen: 4, touch: 8 };

/**
 * How far inside a selected area's edge a press resizes it (display pixels): a finger lands wide of
 * the line, and a press meant to start the neighbour at that edge must never move the area instead.
 */
const EDGE_BAND_PX: Record<string, number> = { mouse: 6, pen: 10, touch: 22 };

interface Sample extends Point {
  /** Alt held: place freely, without snapping. */
  noSnap: boolean;
}

type GestureTarget =
  | { kind: "move"; id: string; origin: Bounds }
  | { kind: "resize"; id: string; origin: Bounds; handle: ResizeHandle }
  | { kind: "draw" };

type Gesture<T> = GestureTarget & {
  pointerId: number;
  slop: number;
  /** Surface corner in client pixels when the gesture began. */
  corner: Point;
  start: Point;
  last: Sample;
  scale: number;
  image: Size;
  dragging: boolean;
  /** Working state of a move/resize; committed once, on release. */
  draft: EditorState<T> | null;
};

export interface CanvasGestureOptions<T> {
  surfaceRef: RefObject<HTMLDivElement | null>;
  /** The newest committed state (updated before the parent re-renders). */
  latest: RefObject<EditorState<T>>;
  commit: (next: EditorState<T>) => void;
  /** True from the press on: commits still show at once but reach the page only when it is set false. */
  holdChanges: (hold: boolean) => void;
  /** Shows a move/resize draft of area `id`; null puts area `id` back as the committed state has it. */
  showDraft: (next: EditorState<T> | null, id: string | null) => void;
  setDrawRect: (rect: Bounds | null) => void;
  createArea: (bounds: Bounds) => T;
  /** Snap distance in display pixels; 0 turns snapping off. */
  snapDistance: number;
}

export interface CanvasGestures {
  onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => void;
  onLostPointerCapture: (event: ReactPointerEvent<HTMLDivElement>) => void;
  /** Abandon the current gesture (Escape); false when there was none. */
  cancel: () => boolean;
  isActive: () => boolean;
}

function handleOf(target: EventTarget | null): ResizeHandle | null {
  if (!(target instanceof Element)) return null;
  return (target.closest("[data-handle]")?.getAttribute("data-handle") as ResizeHandle | null) ?? null;
}

/**
 * Pointer Events (mouse, touch, pen) for drawing, moving and resizing areas. Moves are
 * coalesced to one command per animation frame; a move/resize runs on a local draft and
 * reaches the parent once, as a single undo step, when the pointer is released (the press's
 * selection is held until then too).
 */
export function useCanvasGestures<T>(options: CanvasGestureOptions<T>): CanvasGestures {
  const opts = useRef(options);
  opts.current = options;
  const [handlers] = useState(() => createGestureHandlers(opts));
  useEffect(() => handlers.dispose, [handlers]);
  return handlers;
}

function createGestureHandlers<T>(
  opts: RefObject<CanvasGestureOptions<T>>,
): CanvasGestures & { dispose: () => void } {
  const gestureRef: { current: Gesture<T> | null } = { current: null };
  const frameRef = { current: 0 };

  const localPoint = (
    gesture: Pick<Gesture<T>, "corner">,
    event: { clientX: number; clientY: number },
  ): Point => ({
    x: event.clientX - gesture.corner.x,
    y: event.clientY - gesture.corner.y,
  });

  const apply = (gesture: Gesture<T>): void => {
    const { last, start, scale } = gesture;
    if (!gesture.dragging) {
      if (Math.hypot(last.x - start.x, last.y - start.y) < gesture.slop) return;
      gesture.dragging = true;
    }
    if (gesture.kind === "draw") {
      opts.current.setDrawRect(dragDisplayRect(start, last, scale, gesture.image));
      return;
    }
    if (!gesture.draft) return;
    const delta = { x: (last.x - start.x) / scale, y: (last.y - start.y) / scale };
    const threshold = last.noSnap ? 0 : snapThreshold(opts.current.snapDistance, scale);
    gesture.draft =
      gesture.kind === "move"
        ? moveArea(
            gesture.draft,
            gesture.id,
            { x: gesture.origin.x + delta.x, y: gesture.origin.y + delta.y },
            {
              snapThreshold: threshold,
            },
          )
        : resizeArea(gesture.draft, gesture.id, gesture.handle, gesture.origin, delta, {
            snapThreshold: threshold,
            minSize: Math.ceil(MIN_DRAW_DISPLAY_PX / scale),
          });
    opts.current.showDraft(gesture.draft, gesture.id);
  };

  const flushFrame = (): void => {
    frameRef.current = 0;
    const gesture = gestureRef.current;
    if (gesture) apply(gesture);
  };

  /** Ends the gesture; the moved box is put where the committed state (the new one, after a commit) has it. */
  const clear = (): void => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = 0;
    const gesture = gestureRef.current;
    gestureRef.current = null;
    opts.current.showDraft(null, gesture && gesture.kind !== "draw" ? gesture.id : null);
    opts.current.setDrawRect(null);
    opts.current.holdChanges(false);
  };

  const finish = (gesture: Gesture<T>): void => {
    apply(gesture);
    const { commit, latest, createArea } = opts.current;
    if (gesture.kind === "draw") {
      const next = drawArea(latest.current, gesture.start, gesture.last, gesture.scale, createArea);
      clear();
      if (next !== latest.current) commit(next);
      return;
    }
    // A tap on an area only selects it (already committed on press).
    const ended = gesture.dragging && gesture.draft ? endGesture(gesture.draft) : null;
    if (ended) commit(ended);
    clear();
  };

  const start = (event: ReactPointerEvent<HTMLDivElement>): Gesture<T> | null => {
    const surface = opts.current.surfaceRef.current;
    const state = opts.current.latest.current;
    if (!surface || !state.image) return null;
    const rect = surface.getBoundingClientRect();
    const scale = rect.width / state.image.width;
    const corner = { x: rect.left, y: rect.top };
    const point = localPoint({ corner }, event);
    const base = {
      pointerId: event.pointerId,
      slop: DRAG_SLOP_PX[event.pointerType] ?? 4,
      corner,
      start: point,
      last: { ...point, noSnap: event.altKey },
      scale,
      image: state.image,
      dragging: false,
    };
    // The element really under the pointer: on touch, Chromium's touch adjustment retargets a
    // press near a handle to that handle, which resized the neighbour instead of drawing.
    const handle = handleOf(document.elementFromPoint(event.clientX, event.clientY) ?? event.target);
    const selected = selectedArea(state);
    const edge = selected
      ? edgeHandleAt(
          selected.bounds,
          displayToImage(point, scale),
          (EDGE_BAND_PX[event.pointerType] ?? 10) / scale,
        )
      : null;
    const resizeBy = handle ?? edge;
    if (resizeBy && selected) {
      return {
        ...base,
        kind: "resize",
        id: selected.id,
        origin: selected.bounds,
        handle: resizeBy,
        draft: beginGesture(state),
      };
    }
    const hitId = hitTest(state.areas, displayToImage(point, scale));
    const selection = selectArea(state, hitId);
    if (selection !== state) opts.current.commit(selection);
    if (hitId === null) return { ...base, kind: "draw", slop: 0, draft: null };
    const origin = selection.areas.find((area) => area.id === hitId)?.bounds ?? {
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    };
    return { ...base, kind: "move", id: hitId, origin, draft: beginGesture(selection) };
  };

  const focusTarget = (gesture: Gesture<T>): void => {
    const surface = opts.current.surfaceRef.current;
    const area =
      gesture.kind === "move" ? surface?.querySelector<HTMLElement>(`[data-area-id="${gesture.id}"]`) : null;
    (area ?? surface)?.focus({ preventScroll: true });
  };

  return {
    onPointerDown(event) {
      if (gestureRef.current || !event.isPrimary) return;
      if (event.pointerType === "mouse" && event.button !== 0) return;
      opts.current.holdChanges(true);
      const gesture = start(event);
      if (!gesture) {
        opts.current.holdChanges(false);
        return;
      }
      event.preventDefault();
      gestureRef.current = gesture;
      event.currentTarget.setPointerCapture(event.pointerId);
      focusTarget(gesture);
    },
    onPointerMove(event) {
      const gesture = gestureRef.current;
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      gesture.last = { ...localPoint(gesture, event), noSnap: event.altKey };
      if (!frameRef.current) frameRef.current = requestAnimationFrame(flushFrame);
    },
    onPointerUp(event) {
      const gesture = gestureRef.current;
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      gesture.last = { ...localPoint(gesture, event), noSnap: event.altKey };
      finish(gesture);
    },
    onPointerCancel(event) {
      if (gestureRef.current?.pointerId === event.pointerId) clear();
    },
    // Capture lost without a pointerup (element removed, window blur): abandon the gesture.
    onLostPointerCapture(event) {
      if (gestureRef.current?.pointerId === event.pointerId) clear();
    },
    cancel() {
      if (!gestureRef.current) return false;
      const { pointerId } = gestureRef.current;
      clear();
      const surface = opts.current.surfaceRef.current;
      if (surface?.hasPointerCapture(pointerId)) surface.releasePointerCapture(pointerId);
      return true;
    },
    isActive: () => gestureRef.current !== null,
    dispose: () => cancelAnimationFrame(frameRef.current),
  };
}
