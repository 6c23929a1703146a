import { useLingui } from "@lingui/react";
import { Copy, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { copyWithToast } from "../../lib/clipboard.ts";
import { FLEX_SIMULATOR_URL, JSON_COPIED } from "../flex-preview-panel/texts.ts";
import { Button, type ButtonProps, buttonClasses } from "../ui/button.tsx";
import { ShareButton } from "./share-button.tsx";

interface MessageActionsProps extends Pick<ButtonProps, "size"> {
  /** The message Copy puts on the clipboard as JSON, or null while there is none (Copy disabled). */
  message: object | null;
  /** "Copy JSON" where the card shows more than the JSON, "Copy" where the JSON is all it shows. */
  copyLabel?: "Copy" | "Copy JSON";
  /** The Copy button's look: the tool's main action (default) or one of several (outline). */
  copyVariant?: ButtonProps["variant"];
  /** The toasts after a copy (catalog texts, translated when shown). */
  copied?: string;
  copyFailed?: string;
  /** LINE's share target picker: what it shares (null: disabled). Absent where LIFF cannot share it (imagemaps). */
  share?: { message: object | null; disabled?: boolean };
  /** A link to LINE's Flex Message Simulator, for Flex messages. */
  simulator?: boolean;
  /** The tool's own further buttons (Download, Open in Flex Designer), after these. */
  children?: ReactNode;
}

/** What a builder offers for its finished message: Copy (JSON), Share, LINE's Flex Simulator, and its own. */
export function MessageActions({
  message,
  copyLabel = "Copy JSON",
  copyVariant = "outline",
  copied = JSON_COPIED,
  copyFailed,
  share,
  simulator = false,
  size,
  children,
}: MessageActionsProps) {
  const { _: t } = useLingui();
  const sized = size ? { size } : {};
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={copyVariant}
        {...sized}
        disabled={message === null}
        onClick={() => message && copyWithToast(JSON.stringify(message, null, 2), copied, copyFailed)}
      >
        <Copy aria-hidden="true" />
        {copyLabel === "Copy" ? t("Copy") : t("Copy JSON")}
      </Button>
      {share ? (
        <ShareButton message={share.message} {...(share.disabled ? { disabled: true } : {})} {...sized} />
      ) : null}
      {simulator ? (
        <a
          href={FLEX_SIMULATOR_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("outline", size ?? "default")}
        >
          <ExternalLink aria-hidden="true" />
          {t("Open LINE Flex Simulator")}
        </a>
      ) : null}
      {children}
    </div>
  );
}
