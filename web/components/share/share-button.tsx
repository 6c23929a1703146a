import { useLingui } from "@lingui/react";
import { Share2 } from "lucide-react";
import { useEffect } from "react";
import { checkLiffAcceptance } from "../../../shared/line-send/liff-acceptance.ts";
import { useAuth } from "../../auth/auth.tsx";
import { msg } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import type { ShareMessage } from "../../liff/index.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";
import { canShare, shareToFriends } from "./share.ts";
import { SHARE_LABEL } from "./share-label.ts";

interface ShareButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  /** The message to share, or null while there is nothing valid to share. */
  message: object | null;
  disabled?: boolean;
}

/** A Share tapped logged out, before LINE Login's redirect: the route it was on (sessionStorage). */
const SHARE_AFTER_LOGIN = "share:after-login";
const SHARE_AFTER_REDIRECT = msg("Logged in with LINE: tap Share again to send it");

/**
 * "Share" to friends with LINE's share target picker; renders nothing where LIFF cannot share. Logged out,
 * it offers the login first and carries on: in sandbox mode the picker opens once the user is chosen; after
 * LINE Login's redirect (the page's draft keeps the work) it says to tap Share again, since the picker's
 * popup needs a tap of its own.
 */
export function ShareButton({ message, disabled, variant = "outline", size, className }: ShareButtonProps) {
  const { _: t } = useLingui();
  const { liff, state, askLogin } = useAuth();
  const loggedIn = state.status === "loggedIn";
  useEffect(() => {
    if (!loggedIn || sessionStorage.getItem(SHARE_AFTER_LOGIN) !== window.location.pathname) return;
    sessionStorage.removeItem(SHARE_AFTER_LOGIN);
    toast.info(t(SHARE_AFTER_REDIRECT));
  }, [loggedIn, t]);
  if (!canShare(liff)) return null;
  const share = (shared: object) => shareToFriends(liff, [{ ...(shared as ShareMessage) }]);
  return (
    <Button
      variant={variant}
      {...(size ? { size } : {})}
      {...(className ? { className } : {})}
      disabled={disabled || message === null}
      // Straight from the click: the share target picker's popup needs the user gesture.
      onClick={() => {
        if (!message) return;
        // What LIFF refuses (a postback button) is said first: no login for a share that cannot happen.
        if (loggedIn || liff.isLoggedIn() || !checkLiffAcceptance([message as ShareMessage]).ok)
          return void share(message);
        if (liff.mode !== "sandbox") sessionStorage.setItem(SHARE_AFTER_LOGIN, window.location.pathname);
        void askLogin().then((ok) => (ok ? share(message) : undefined));
      }}
    >
      <Share2 aria-hidden="true" />
      {t(SHARE_LABEL)}
    </Button>
  );
}
