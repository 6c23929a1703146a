import { Share2 } from "lucide-react";
import { useAuth } from "../../auth/auth.tsx";
import { t } from "../../i18n/i18n.ts";
import type { ShareMessage } from "../../liff/index.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";
import { canShare, shareToFriends } from "./share.ts";

interface ShareButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  /** The message to share, or null while there is nothing valid to share. */
  message: object | null;
  disabled?: boolean;
}

/** "Share" to friends with LINE's share target picker; renders nothing where LIFF cannot share. */
export function ShareButton({ message, disabled, variant = "outline", size, className }: ShareButtonProps) {
  const { liff } = useAuth();
  if (!canShare(liff)) return null;
  return (
    <Button
      variant={variant}
      {...(size ? { size } : {})}
      {...(className ? { className } : {})}
      disabled={disabled || message === null}
      // Straight from the click: the share target picker's popup needs the user gesture.
      onClick={() => {
        if (message) void shareToFriends(liff, [{ ...(message as ShareMessage) }]);
      }}
    >
      <Share2 aria-hidden="true" />
      {t("Share")}
    </Button>
  );
}
