import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { withLaterMessages } from "../i18n/i18n.ts";
import type { LiffProfile, LiffService } from "../liff/index.ts";

export type AuthState =
  | { status: "loading"; profile: null }
  | { status: "loggedOut"; profile: null }
  | { status: "loggedIn"; profile: LiffProfile };

export interface AuthValue {
  state: AuthState;
  liff: LiffService;
  /** Real mode: redirects to LINE Login (back to the current route). Sandbox: logs in as the chosen user. */
  login(sandboxUserId?: string): Promise<void>;
  logout(): void;
  /**
   * Offers the login where an action needs it (Share, Save): true once logged in. Sandbox: the header's user
   * chooser opens (false if closed); real mode: LINE Login's redirect, back to this route (the caller keeps
   * what it wanted to do, e.g. in sessionStorage, and the page's draft keeps the work).
   */
  askLogin(): Promise<boolean>;
  /** The sandbox chooser asked for by askLogin is open; answered (logged in or not) by endLoginAsk. */
  loginAsked: boolean;
  endLoginAsk(loggedIn: boolean): void;
}

const AuthContext = createContext<AuthValue | null>(null);

async function recordLogin(liff: LiffService, profile: LiffProfile, loginMethod: "auto" | "manual") {
  try {
    // Loaded on first use: the typed client stays out of the entry chunk; its error texts come with it.
    const { api } = await withLaterMessages(import("../api/client.ts"));
    const res = await api["login-logs"].$post({
      json: {
        displayName: profile.displayName,
        ...(profile.pictureUrl ? { pictureUrl: profile.pictureUrl } : {}),
        userAgent: navigator.userAgent,
        loginMethod,
        liffId: liff.liffId,
      },
    });
    if (!res.ok) console.error("Login log was not stored", res.status);
  } catch (error) {
    // The spec keeps this silent for the user.
    console.error("Login log was not stored", error);
  }
}

const LOGGED_OUT: AuthState = { status: "loggedOut", profile: null };

/**
 * Logged out is known at once (LIFF has initialised before the first render): the first render, the
 * prerendered page's included, shows the login button. An update to "logged out" right after hydration
 * would reach every useAuth() of the page while it is still being adopted, and React then adopts the
 * whole page in one blocking task (issue 39).
 */
function firstAuthState(liff: LiffService): AuthState {
  try {
    if (!liff.isLoggedIn()) return LOGGED_OUT;
  } catch {
    // Asked again (and reported) by the auto-login below.
  }
  return { status: "loading", profile: null };
}

export function AuthProvider({ liff, children }: { liff: LiffService; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => firstAuthState(liff));

  const enter = useCallback(
    async (method: "auto" | "manual") => {
      const profile = await liff.getProfile();
      setState({ status: "loggedIn", profile });
      void recordLogin(liff, profile, method);
    },
    [liff],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (!liff.isLoggedIn()) return; // the first state says so already
        await enter("auto");
        return;
      } catch (error) {
        console.error("Auto login failed", error);
      }
      if (!cancelled) setState(LOGGED_OUT);
    })();
    return () => {
      cancelled = true;
    };
  }, [liff, enter]);

  const login = useCallback(
    async (sandboxUserId?: string) => {
      try {
        if (liff.mode === "sandbox") {
          await liff.login({ redirectPath: currentPath(), ...(sandboxUserId ? { sandboxUserId } : {}) });
          await enter("manual");
        } else if (!liff.isLoggedIn()) {
          await liff.login({ redirectPath: currentPath() });
        } else {
          await enter("manual");
        }
      } catch (error) {
        console.error("Login failed", error);
        setState({ status: "loggedOut", profile: null });
      }
    },
    [liff, enter],
  );

  const [asked, setAsked] = useState<{ resolve: (loggedIn: boolean) => void } | null>(null);
  const askLogin = useCallback((): Promise<boolean> => {
    if (liff.isLoggedIn()) return Promise.resolve(true);
    if (liff.mode !== "sandbox") return login().then(() => liff.isLoggedIn());
    return new Promise((resolve) => setAsked({ resolve }));
  }, [liff, login]);
  const endLoginAsk = useCallback(
    (loggedIn: boolean) =>
      setAsked((current) => {
        current?.resolve(loggedIn);
        return null;
      }),
    [],
  );

  const logout = useCallback(() => {
    try {
      liff.logout();
    } catch (error) {
      console.error("Logout failed", error);
    }
    setState({ status: "loggedOut", profile: null });
  }, [liff]);

  const value = useMemo(
    () => ({ state, liff, login, logout, askLogin, loginAsked: asked !== null, endLoginAsk }),
    [state, liff, login, logout, askLogin, asked, endLoginAsk],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function currentPath() {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
