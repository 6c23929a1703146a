import { useLingui } from "@lingui/react";
import { APP_NAME, type AppRoute } from "../routes.ts";
import { AddToHomeButton } from "./add-to-home.tsx";
import { HeaderLanguageButton } from "./language-switch.tsx";
import { LoginArea } from "./login-area.tsx";
import { ShellIcon } from "./shell-icon.tsx";
import { useSidebar } from "./use-sidebar.ts";

export function Header({ route }: { route: AppRoute | undefined }) {
  const { toggle, isMobile, open, mobileOpen } = useSidebar();
  const { _: t } = useLingui();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b bg-white/95 px-1.5 backdrop-blur sm:gap-2 sm:px-4">
      <button
        type="button"
        onClick={toggle}
        aria-label={t("Toggle sidebar")}
        aria-expanded={isMobile ? mobileOpen : open}
        title={t("Toggle sidebar (Ctrl+B)")}
        className="grid size-11 shrink-0 place-items-center rounded-md hover:bg-gray-100 md:size-9"
      >
        <ShellIcon name="panel-left" className="size-5" />
      </button>
      {/* Never truncated: on a phone the login area gives way (the name wraps) rather than the title. */}
      <span className="shrink-0 whitespace-nowrap font-semibold text-sm min-[400px]:text-base md:hidden">
        {APP_NAME}
      </span>
      {/* pl-2: never touching the title (the Thai login button is the longest; it wraps before that). */}
      <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 pl-2">
        {/* On phones the shortcut sits in the sidebar panel: the header needs its width for the login area. */}
        {route?.isTool && !isMobile && <AddToHomeButton path={route.path} title={route.title} />}
        {/* On a phone the sidebar's switch is a tap away behind its button: the header has its own. */}
        {isMobile && <HeaderLanguageButton />}
        <LoginArea />
      </div>
    </header>
  );
}
