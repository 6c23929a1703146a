import { useLingui } from "@lingui/react";
import {
  type KeyboardEvent,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import {
  type Bounds,
  commandForKey,
  EDITOR_INSTRUCTIONS,
  type EditorArea,
  type EditorState,
  isDrawLargeEnough,
  type Refusal,
  selectArea,
  selectedArea,
} from "../../../shared/editor/index.ts";
import { cn } from "../../lib/cn.ts";
import { AreaBox } from "./area-box.tsx";
import { areaAccessibleName, percentBox } from "./layout.ts";
import { DrawPreview, drawGuides, GuideLayer } from "./overlays.tsx";
import { SelectionFrame } from "./selection-frame.tsx";
import { useCanvasGestures } from "./use-canvas-gestures.ts";
import { useElementWidth } from "./use-element-width.ts";

/** Default snap distance, in display pixels. */
const SNAP_DISPLAY_PX = 8;

export interface CanvasEditorProps<T> {
  /** Image to draw on (object URL, data URL or link); null shows a plain surface of the image size. */
  imageUrl: string | null;
  state: EditorState<T>;
  /** Every change: discrete commands at once, a drag/resize once on release (one undo step). */
  onChange: (next: EditorState<T>) => void;
  /** Payload of an area drawn on the canvas, from its image bounds. */
  createArea: (bounds: Bounds) => T;
  /** Accessible name of the surface, e.g. "Rich menu areas". */
  ariaLabel: string;
  /** Short text shown in the area (e.g. the action type); also appended to its accessible name. */
  renderLabel?: (area: EditorArea<T>, index: number) => string;
  /** The area's own text after the label (an action's label as the user wrote it): shown as written, not translated. */
  renderOwnLabel?: (area: EditorArea<T>, index: number) => string;
  /** Marks an area as invalid (red, and ", invalid" in its accessible name). */
  getAreaInvalid?: (area: EditorArea<T>) => boolean;
  /** Snap distance in display pixels (default 8); 0 turns snapping off. Alt also disables it while dragging. */
  snapDistance?: number;
  /** Called when a command was refused (e.g. the maximum number of areas), to show a toast. */
  onRefuse?: (refusal: Refusal) => void;
  /** Display pixels per image pixel whenever the width changes (for display-unit features like quick add). */
  onScaleChange?: (scale: number) => void;
  imageAlt?: string;
  className?: string;
}

const SurfaceImage = memo(function SurfaceImage({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt={alt}
      draggable={false}
      // Its own compositor layer: moving an area over it then repaints only the area, not the picture.
      className="pointer-events-none absolute inset-0 size-full max-w-none select-none will-change-transform"
    />
  );
});

/**
 * The canvas area editor shared by the rich menu builders and the imagemap builder: the
 * image scaled to the container width with its areas over it. Draw on empty space, drag an
 * area to move it, drag a handle to resize, keyboard shortcuts on the focused surface.
 */
export function CanvasEditor<T>(props: CanvasEditorProps<T>) {
  const { _: t } = useLingui();
  const { state, imageUrl, ariaLabel, className, imageAlt = "" } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();
  const guidesRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const [drawRect, setDrawRect] = useState<Bounds | null>(null);
  // The canvas shows its own copy of the state, updated at once; the parent gets each change as a
  // transition, so re-rendering the page around the editor (area cards, JSON, preview) never holds
  // up a frame of the press or the release. A newer state from the parent replaces the copy.
  const [shown, setShown] = useState(state);
  const [fromParent, setFromParent] = useState(state);
  if (state !== fromParent) {
    setFromParent(state);
    setShown(state);
  }
  const latest = useRef(shown);
  const callbacks = useRef(props);
  callbacks.current = props;
  // Display pixels per image pixel, measured once per gesture rather than read back on every frame.
  const displayScale = useRef(0);

  useLayoutEffect(() => {
    latest.current = shown;
  }, [shown]);

  // While a pointer is down the page is not told: its re-render (the selected area's card opening,
  // the JSON, the draft) would land in a frame of the drag. It gets the newest state once, as the
  // gesture ends (the press's selection and the release's move in one transition).
  const handOff = useRef<{ holding: boolean; held: EditorState<T> | null }>({ holding: false, held: null });

  const commit = useCallback((next: EditorState<T>) => {
    const previous = latest.current;
    latest.current = next;
    setShown(next);
    if (handOff.current.holding) handOff.current.held = next;
    else startTransition(() => callbacks.current.onChange(next));
    if (next.refusal && next.refusal !== previous.refusal) callbacks.current.onRefuse?.(next.refusal);
  }, []);

  const holdChanges = useCallback((hold: boolean) => {
    const { held } = handOff.current;
    handOff.current = { holding: hold, held: hold ? held : null };
    if (!hold && held) startTransition(() => callbacks.current.onChange(held));
  }, []);
  // A held change is not lost when the editor goes away mid-gesture.
  useEffect(() => () => holdChanges(false), [holdChanges]);

  // A move/resize frame touches only the dragged box, the selection frame and the guide lines, all
  // through the DOM: no React render at all until the release commits once.
  const showDraft = useCallback((next: EditorState<T> | null, id: string | null) => {
    const surface = surfaceRef.current;
    const image = latest.current.image;
    const committed = latest.current.areas.find((area) => area.id === id);
    const target = next && id ? next.areas.find((area) => area.id === id) : undefined;
    const bounds = target?.bounds ?? committed?.bounds;
    if (surface && image && bounds && committed) {
      if (displayScale.current <= 0) displayScale.current = surface.offsetWidth / image.width;
      const scale = displayScale.current;
      const moved = bounds.width === committed.bounds.width && bounds.height === committed.bounds.height;
      // A move is a compositor-only transform; a resize sets the box.
      const box = moved || !target ? percentBox(committed.bounds, image) : percentBox(bounds, image);
      const transform =
        moved && target
          ? `translate(${(bounds.x - committed.bounds.x) * scale}px, ${(bounds.y - committed.bounds.y) * scale}px)`
          : "";
      for (const element of surface.querySelectorAll<HTMLElement>(
        `[data-area-id="${id}"], [data-selection-frame]`,
      )) {
        Object.assign(element.style, box, { transform });
      }
    }
    if (next === null) displayScale.current = 0;
    if (guidesRef.current && image)
      drawGuides(guidesRef.current, next?.guides ?? latest.current.guides, image);
  }, []);

  const gestures = useCanvasGestures<T>({
    surfaceRef,
    latest,
    commit,
    holdChanges,
    showDraft,
    setDrawRect,
    createArea: props.createArea,
    snapDistance: props.snapDistance ?? SNAP_DISPLAY_PX,
  });

  const scale = state.image && width > 0 ? width / state.image.width : 0;
  useEffect(() => {
    if (scale > 0) callbacks.current.onScaleChange?.(scale);
  }, [scale]);

  const onFocusArea = useCallback(
    (id: string) => {
      if (gestures.isActive() || latest.current.selectedId === id) return;
      commit(selectArea(latest.current, id));
    },
    [gestures, commit],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && gestures.cancel()) {
      event.preventDefault();
      return;
    }
    if (gestures.isActive()) return;
    const current = latest.current;
    const next = commandForKey(current, event);
    if (!next) return;
    event.preventDefault();
    if (next === current) return;
    // Keep keyboard focus in the editor when the focused area disappears (delete, undo).
    const focusedId = event.target instanceof HTMLElement ? event.target.dataset.areaId : undefined;
    if (focusedId && !next.areas.some((area) => area.id === focusedId)) surfaceRef.current?.focus();
    commit(next);
  };

  const image = shown.image;
  const selected = selectedArea(shown);
  const selectedIndex = selected ? shown.areas.indexOf(selected) : -1;
  // Announced after keyboard moves and selection changes (a drag commits once, on release).
  const announcement = selected
    ? areaAccessibleName(selectedIndex + 1, selected.bounds, "", props.getAreaInvalid?.(selected) ?? false)
    : "";

  return (
    <div ref={containerRef} className={cn("w-full min-w-0", className)}>
      {image ? (
        <div
          ref={surfaceRef}
          role="application"
          aria-label={ariaLabel}
          aria-describedby={instructionsId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: an application surface takes focus for its shortcuts.
          tabIndex={0}
          // will-change: one compositor layer around the image, areas and guides. Without it, what
          // follows the surface on the page (the area cards) was squashed into one tall layer with
          // the canvas's overlays, repainted with them on every selection and drag.
          className={cn(
            "relative w-full cursor-crosshair touch-none overflow-hidden rounded-md bg-gray-200 select-none will-change-transform",
            "outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2",
            "[-webkit-touch-callout:none]",
          )}
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
          onPointerDown={gestures.onPointerDown}
          onPointerMove={gestures.onPointerMove}
          onPointerUp={gestures.onPointerUp}
          onPointerCancel={gestures.onPointerCancel}
          onLostPointerCapture={gestures.onLostPointerCapture}
          onKeyDown={onKeyDown}
        >
          <SurfaceImage url={imageUrl} alt={imageAlt} />
          {shown.areas.map((area, index) => (
            <AreaBox
              key={area.id}
              id={area.id}
              number={index + 1}
              bounds={area.bounds}
              image={image}
              label={props.renderLabel?.(area, index) ?? ""}
              ownLabel={props.renderOwnLabel?.(area, index) ?? ""}
              selected={area.id === shown.selectedId}
              invalid={props.getAreaInvalid?.(area) ?? false}
              displayWidth={area.bounds.width * scale}
              onFocusArea={onFocusArea}
            />
          ))}
          {selected && (
            <SelectionFrame
              bounds={selected.bounds}
              image={image}
              displayWidth={selected.bounds.width * scale}
              displayHeight={selected.bounds.height * scale}
            />
          )}
          <GuideLayer ref={guidesRef} guides={shown.guides} image={image} />
          {drawRect && <DrawPreview rect={drawRect} largeEnough={isDrawLargeEnough(drawRect)} />}
        </div>
      ) : (
        <div className="flex aspect-[2500/1686] w-full items-center justify-center rounded-md border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-center text-sm text-gray-500">
          {t("Upload an image to start drawing areas")}
        </div>
      )}
      <p id={instructionsId} className="sr-only">
        {t(EDITOR_INSTRUCTIONS)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement && t("Selected {area}", { area: announcement })}
      </p>
    </div>
  );
}
