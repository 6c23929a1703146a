import { ChevronDown, ChevronUp } from "lucide-react";
import { useMemo, useState } from "react";
import type { Design } from "../../../shared/flex-designer/index.ts";
import { FlexPreview, SELECTED_ATTRIBUTE } from "../../components/flex-preview/index.ts";
import { memo, useT } from "../../i18n/i18n.ts";
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
 * The live preview, pinned to the top while the outline scrolls (collapsible on a phone). A tap selects the
 * element's node; it does not run or describe the element's action.
 */
export const PinnedPreview = memo(function PinnedPreview({
  design,
  selection,
  onSelect,
  pinned = true,
}: PinnedPreviewProps) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const select = useMemo(() => ({ selected: selection, onSelect }), [selection, onSelect]);
  return (
    <section
      aria-label={t("Preview")}
      className={cn(
        "rounded-xl border border-gray-200 bg-gray-50 shadow-sm",
        pinned && "sticky top-14 z-10 lg:top-20",
      )}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet, no user data. */}
      <style dangerouslySetInnerHTML={{ __html: SELECTED_CSS }} />
      <div className="flex items-center justify-between px-3 py-1.5">
        <h2 className="text-sm font-semibold">{t("Preview")}</h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-9 items-center gap-1 rounded px-2 text-sm text-gray-700 hover:bg-gray-200"
        >
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {open ? t("Hide preview") : t("Show preview")}
        </button>
      </div>
      {open ? (
        // Its own layer, painted apart from the page: an edit elsewhere does not repaint the preview.
        <div className="max-h-[45dvh] overflow-auto px-2 pb-2 [contain:content] [will-change:transform] lg:max-h-[45dvh]">
          <FlexPreview container={design.contents} altText={design.altText} mode="mobile" select={select} />
        </div>
      ) : null}
    </section>
  );
});
