import { useLingui } from "@lingui/react";
import { X } from "lucide-react";
import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from "react";
import { msg } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

/** A dialog's Cancel, the tools' and the shell's too: one owner, this module, which the shell reaches anyway. */
export const CANCEL_LABEL = msg("Cancel");

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, the close button, or a backdrop click. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** "alertdialog" for confirmations; backdrop clicks then do not close. */
  role?: "dialog" | "alertdialog";
  /** Hide the X close button (e.g. while busy). */
  hideClose?: boolean;
  className?: string;
}

/** Keeps the native <dialog> modal state in line with `open` and returns focus to the opener. */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);
  useEffect(() => () => ref.current?.close(), []);
  return ref;
}

export function Dialog(props: DialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    children,
    footer,
    role = "dialog",
    hideClose,
    className,
  } = props;
  const { _: t } = useLingui();
  const ref = useModal(open);
  const titleId = useId();
  const descriptionId = useId();
  // Escape fires "cancel": let React state decide instead of the browser closing it behind our back.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onOpenChange(false);
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (role === "dialog" && event.target === event.currentTarget) onOpenChange(false);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively through the cancel event.
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClick={onBackdrop}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-gray-200 bg-white p-0 text-gray-900",
        "shadow-lg backdrop:bg-black/50",
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col gap-4 overflow-y-auto p-4 sm:p-6">
          <div className="flex items-start gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <h2 id={titleId} className="text-lg leading-tight font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="text-sm text-gray-600">
                  {description}
                </p>
              ) : null}
            </div>
            {hideClose ? null : (
              <Button variant="ghost" size="icon" aria-label={t("Close")} onClick={() => onOpenChange(false)}>
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
          {children}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Red confirm button for deleting and other irreversible actions. */
  destructive?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  /** The cancel answer is the one to take ("Edit actions"): it is the primary button, the confirm secondary. */
  safePrimary?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, onConfirm, destructive, busy, safePrimary } = props;
  const { _: t } = useLingui();
  const footer = (
    <>
      {/* Cancel takes the initial focus: the safe choice for a stray Enter. */}
      <Button
        variant={safePrimary ? "default" : "outline"}
        disabled={busy}
        autoFocus
        onClick={() => onOpenChange(false)}
      >
        {props.cancelLabel ?? t(CANCEL_LABEL)}
      </Button>
      <Button
        variant={destructive ? "destructive" : safePrimary ? "outline" : "default"}
        disabled={busy}
        onClick={onConfirm}
      >
        {props.confirmLabel ?? t("Confirm")}
      </Button>
    </>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      role="alertdialog"
      hideClose
      footer={footer}
    />
  );
}
