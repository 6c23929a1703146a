import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";

/**
 * The phone's property sheet: a full-height labelled dialog over the page. Not a modal `<dialog>`: making
 * the rest of a large page inert restyles every element of it (hundreds of ms on a slow phone with a
 * carousel open); this one takes the focus, closes on Escape and gives the focus back.
 */
export function SheetPanel(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const { open, title, onClose, children } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => opener.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      className="fixed inset-0 z-50 flex flex-col bg-white outline-none"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-2">
        <h2 id={titleId} className="min-w-0 flex-1 text-lg font-semibold">
          {title}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t("Close")} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
    </div>
  );
}
