import { useLingui } from "@lingui/react";
import { useAuth } from "../../auth/auth.tsx";
import { withLaterMessages } from "../../i18n/i18n.ts";
import { ShellIcon } from "./shell-icon.tsx";

/** "Add to home screen" for the current tool, only where LINE offers the shortcut API. */
export function AddToHomeButton({
  path,
  title,
  variant = "icon",
}: {
  path: string;
  title: string;
  /** "icon" in the desktop header; "menu" (icon + words) in the phone's sidebar panel, where there is room. */
  variant?: "icon" | "menu";
}) {
  const { liff } = useAuth();
  const { _: t } = useLingui();
  const name = t(title);
  if (!liff.canCreateShortcut()) return null;
  const add = async () => {
    // sonner and the error sentences stay out of the entry chunk: only a tap here needs them.
    const [{ toast }, { ADD_TO_HOME_FAILED, readableLiffError }, outcome] = await Promise.all([
      import("sonner"),
      withLaterMessages(import("../../liff/errors.ts")),
      liff.createShortcut(path).then(
        () => null,
        (error: unknown) => error,
      ),
    ]);
    if (outcome === null) toast.success(t("Shortcut to {title} requested", { title: name }));
    else toast.error(readableLiffError(outcome, ADD_TO_HOME_FAILED));
  };
  if (variant === "menu") {
    return (
      <button
        type="button"
        onClick={add}
        aria-label={t("Add {title} to home screen", { title: name })}
        className="mx-2 flex min-h-11 items-center gap-3 rounded-md px-3 text-gray-700 text-sm hover:bg-gray-100"
      >
        <ShellIcon name="square-plus" className="size-4 shrink-0" />
        {t("Add to home screen")}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={add}
      aria-label={t("Add {title} to home screen", { title: name })}
      title={t("Add to home screen")}
      className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm hover:bg-gray-100 md:min-h-9 md:min-w-9"
    >
      <ShellIcon name="square-plus" className="size-5" />
      {/* A visible label where the header has room; the tooltip says it elsewhere. */}
      <span className="hidden whitespace-nowrap lg:inline">{t("Add to home screen")}</span>
    </button>
  );
}
