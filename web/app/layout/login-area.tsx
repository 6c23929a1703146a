import { useLingui } from "@lingui/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useAuth } from "../../auth/auth.tsx";
import { withLaterMessages } from "../../i18n/i18n.ts";
import { ShellIcon } from "./shell-icon.tsx";

/** Sandbox mode only, and only once someone logs in: kept out of the entry chunk. */
const SandboxLoginDialog = lazy(() =>
  withLaterMessages(import("./sandbox-login-dialog.tsx")).then((module) => ({
    default: module.SandboxLoginDialog,
  })),
);

export function LoginArea() {
  const { state, liff, login, logout, loginAsked, endLoginAsk } = useAuth();
  const [choosing, setChoosing] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const chosen = useRef(false);
  const { _: t } = useLingui();

  if (state.status === "loading") {
    return (
      <div
        role="status"
        aria-label={t("Loading login state")}
        className="h-9 w-28 animate-pulse rounded-md bg-gray-200"
      />
    );
  }
  if (state.status === "loggedIn") {
    const { profile } = state;
    return (
      <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
        {/* Below 400 px the name needs the avatar's room (it is decoration: alt ""). */}
        {profile.pictureUrl ? (
          <img
            src={profile.pictureUrl}
            alt=""
            className="hidden size-8 shrink-0 rounded-full object-cover min-[400px]:block"
          />
        ) : (
          <span
            aria-hidden="true"
            className="hidden size-8 shrink-0 place-items-center rounded-full bg-gray-200 min-[400px]:grid"
          >
            <ShellIcon name="user-round" className="size-4 text-gray-600" />
          </span>
        )}
        {/* A phone has ~70 px for the name: it wraps between its words onto a second line, never inside one
            ("Somch / ai"), so Logout is an icon there (Thai's "ออกจากระบบ" took the room). */}
        <span
          className="line-clamp-2 min-w-0 break-normal font-medium text-xs leading-tight sm:max-w-[12rem] sm:text-sm"
          data-testid="display-name"
          // The user's LINE name, as LINE has it: not translated, and not a text of the app.
          translate="no"
        >
          {profile.displayName}
        </span>
        <button
          type="button"
          onClick={logout}
          aria-label={t("Logout")}
          title={t("Logout")}
          className="grid min-h-11 min-w-11 shrink-0 place-items-center rounded-md border text-sm hover:bg-gray-50 sm:px-3 md:min-h-9"
        >
          <ShellIcon name="log-out" className="size-4 sm:hidden" />
          <span className="hidden sm:inline">{t("Logout")}</span>
        </button>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => (liff.mode === "sandbox" ? setChoosing(true) : void login())}
        className="min-h-11 min-w-0 rounded-md bg-line px-2 font-semibold text-sm text-white leading-tight hover:bg-line-dark md:min-h-9 md:shrink-0 md:whitespace-nowrap md:px-4"
      >
        {t("Login with LINE")}
      </button>
      {(choosing || (loginAsked && !loggingIn)) && (
        <Suspense fallback={null}>
          <SandboxLoginDialog
            onClose={() => {
              // The dialog's own close event also follows a choice: that one is answered by the login.
              if (chosen.current) return;
              setChoosing(false);
              endLoginAsk(false);
            }}
            onChoose={(userId) => {
              chosen.current = true;
              setChoosing(false);
              setLoggingIn(true);
              // An action that asked for the login (Share, Save) carries on once it is done.
              void login(userId).then(() => {
                chosen.current = false;
                setLoggingIn(false);
                endLoginAsk(liff.isLoggedIn());
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
