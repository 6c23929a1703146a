import { useLingui } from "@lingui/react";
import { ChevronDown, ChevronUp } from "lucide-react";
import { type MouseEvent, memo, useEffect, useMemo, useRef, useState } from "react";
import type { Design } from "../../../shared/flex-designer/index.ts";
import { FlexPreview, SELECTED_ATTRIBUTE } from "../../components/flex-preview/index.ts";
import { LABEL } from "../../components/labels.ts";
import { cn } from "../../lib/cn.ts";

export interface PinnedPreviewProps {
  design: Design;
  /** Sticky at the top of the page (a phone); false where its column is pinned already (a desktop). */
  pinned?: boolean;
  selection: string;
  onSelect: (path: string) => void;
}

/** Outlines the selected element; an attribute set on the DOM, so a selection does not re-render the preview. */
const SELECTED_CSS = `[${SELECTED_ATTRIBUTE}]{outline:2px solid var(--color-line);outline-offset:-2px}`;

/**
 * The live preview, pinned to the top while the outline scrolls. A tap selects the element's node; it does not
 * run or describe the element's action. On a phone it takes at most a third of the screen while editing, and
 * shrinks to a strip (a tap on the strip grows it again); the selected element is scrolled into its view, so
 * what the property sheet edits stays in sight.
 */
export const PinnedPreview = memo(function PinnedPreview({
  design,
  selection,
  onSelect,
  pinned = true,
}: PinnedPreviewProps) {
  const { _: t } = useLingui();
  const [open, setOpen] = useState(true);
  const select = useMemo(() => ({ selected: selection, onSelect }), [selection, onSelect]);
  const view = useRef<HTMLDivElement>(null);
  // After the preview has marked the element (its own effect, which runs first): only the preview scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mark moves with these; the effect reads the DOM.
  useEffect(() => {
    const box = view.current;
    const element = box?.querySelector(`[${SELECTED_ATTRIBUTE}]`);
    if (!box || !element) return;
    scrollWithin(box, element);
  }, [selection, design, open]);
  const grow = (event: MouseEvent) => {
    if (open) return;
    // The strip's tap grows it; it selects nothing.
    event.stopPropagation();
    event.preventDefault();
    setOpen(true);
  };
  return (
    <section
      aria-label={t(LABEL.preview)}
      data-size={open ? "full" : "strip"}
      className={cn(
        "rounded-xl border border-gray-200 bg-gray-50 shadow-sm",
        pinned && "sticky top-14 z-10 lg:top-20",
      )}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet, no user data. */}
      <style dangerouslySetInnerHTML={{ __html: SELECTED_CSS }} />
      <div className="flex items-center justify-between px-3">
        <h2 className="text-sm font-semibold">{t(LABEL.preview)}</h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-1 rounded px-2 text-sm text-gray-700 hover:bg-gray-200"
        >
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {open ? t("Shrink preview") : t("Grow preview")}
        </button>
      </div>
      {/* Its own layer, painted apart from the page: an edit elsewhere does not repaint the preview. A third of
          the screen at most on a phone (with its heading), a strip when shrunk. */}
      <div
        ref={view}
        onClickCapture={grow}
        className={cn(
          "overflow-auto px-2 pb-2 [contain:content] [will-change:transform]",
          !open ? "max-h-16 cursor-pointer" : pinned ? "max-h-[calc(33dvh-3.5rem)]" : "max-h-[45dvh]",
        )}
      >
        <FlexPreview container={design.contents} altText={design.altText} mode="mobile" select={select} />
      </div>
    </section>
  );
});

/** Scrolls `box` (not the page) so that `element` shows in it, centred when it has to move. */
function scrollWithin(box: HTMLElement, element: Element): void {
  const outer = box.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  const fits = inner.top >= outer.top && inner.bottom <= outer.bottom;
  if (fits) return;
  const middle = inner.top + inner.height / 2 - (outer.top + outer.height / 2);
  box.scrollTop += inner.height > outer.height ? inner.top - outer.top : middle;
}
