import { useLingui } from "@lingui/react";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";

/**
 * The phone's property sheet: a labelled, non-modal dialog at the bottom of the screen, at most about half of
 * it (`height`, from the visual viewport, so the on-screen keyboard does not push it over the preview), over
 * the selection's actions; the pinned preview stays in view above it, so a change shows while it is typed, and
 * a tap in the preview selects what the sheet edits. It takes the focus, closes on Escape and gives it back.
 */
export function SheetPanel(props: {
  open: boolean;
  title: string;
  height: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const { _: t } = useLingui();
  const { open, title, height, onClose, children } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      // Back where it was, unless the user went on elsewhere meanwhile (a tap in the preview).
      if (!document.activeElement || document.activeElement === document.body) opener.current?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      style={{ height }}
      className="flex flex-col rounded-t-xl border-t border-gray-200 bg-white outline-none"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-1">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
          {title}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t(LABEL.close)} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">{children}</div>
    </div>
  );
}
