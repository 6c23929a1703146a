import type { ExternalToast, toast as sonnerToast } from "sonner";

type Kind = "success" | "error" | "info" | "warning";
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<typeof import("sonner")> | null = null;

/**
 * sonner's toasts, with sonner loaded on the first one (the app's toaster loads it after the first render
 * too, web/app/app.tsx). Imported by the tool pages, sonner itself made every page's module graph 33 KB
 * (10 KB gzip) heavier and inserted its style sheet while the page was evaluated, both before the first
 * render. Toasts keep their order: each waits on the same import.
 */
function show(kind: Kind, message: Message, options?: ExternalToast): void {
  sonner ??= import("sonner");
  sonner.then(
    (loaded) => loaded.toast[kind](message, options),
    (error: unknown) => console.error("Toasts failed to load", error),
  );
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
};
