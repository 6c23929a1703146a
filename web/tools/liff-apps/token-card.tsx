import { useLingui } from "@lingui/react";
import { Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { maskToken } from "../../../shared/channel-tokens/index.ts";
import { formatDate } from "../../../shared/text/dates.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useLang } from "../../i18n/i18n.ts";
import { copyWithToast } from "../../lib/clipboard.ts";

export type TokenKind = "v2.1" | "short-lived" | "stateless";

export interface IssuedEntry {
  id: number;
  kind: TokenKind;
  token: string;
  expiresAt: number;
  keyId?: string;
  /** The last check: valid until a date, refused with LINE's words, or revoked here. */
  status?:
    | { kind: "valid"; until: number; scope: string }
    | { kind: "refused"; message: string }
    | { kind: "revoked" };
}

function useCountdown(until: number, on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return Math.max(0, Math.floor((until - now) / 1000));
}

/** One issued token: shown whole while it is the newest, masked after; copyable; verify and revoke. */
export function TokenCard({
  entry,
  newest,
  onVerify,
  onRevoke,
}: {
  entry: IssuedEntry;
  newest: boolean;
  onVerify?: () => void;
  onRevoke?: () => void;
}) {
  const { _: t } = useLingui();
  const lang = useLang();
  const left = useCountdown(entry.expiresAt, entry.kind === "stateless");
  const label =
    entry.kind === "v2.1"
      ? t("v2.1 token")
      : entry.kind === "short-lived"
        ? t("Short-lived token")
        : t("Stateless token");
  const date = (ms: number) => formatDate(ms, lang, "medium");
  return (
    <Card role="article" aria-label={label}>
      <CardContent className="flex flex-col gap-2 pt-4 text-sm">
        <p className="font-medium">{label}</p>
        <code className="break-all rounded bg-gray-50 p-2 text-xs" translate="no">
          {newest ? entry.token : maskToken(entry.token)}
        </code>
        {newest ? (
          <p className="text-xs text-gray-600">{t("Shown once: copy it now, it is masked after.")}</p>
        ) : null}
        {entry.keyId ? (
          <p className="text-xs text-gray-600">
            {t("Token key ID")}: <code translate="no">{entry.keyId}</code>
          </p>
        ) : null}
        <p className="text-xs text-gray-600">
          {entry.kind === "stateless"
            ? t("Expires in {minutes}:{seconds}", {
                minutes: Math.floor(left / 60),
                seconds: String(left % 60).padStart(2, "0"),
              })
            : t(LABEL.expiresDate, { date: date(entry.expiresAt) })}
        </p>
        {entry.status ? (
          <p role="status" className={entry.status.kind === "valid" ? "text-green-800" : "text-red-700"}>
            {entry.status.kind === "valid"
              ? t("Valid until {date} (scope: {scope})", {
                  date: date(entry.status.until),
                  scope: entry.status.scope,
                })
              : entry.status.kind === "revoked"
                ? t("Revoked")
                : t("Refused: {message}", { message: entry.status.message })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyWithToast(entry.token, t("Token copied"))}>
            <Copy aria-hidden="true" /> {t("Copy token")}
          </Button>
          {onVerify ? (
            <Button variant="outline" onClick={onVerify}>
              {t("Verify")}
            </Button>
          ) : null}
          {onRevoke ? (
            <Button variant="outline" onClick={onRevoke}>
              {t(LABEL.revoke)}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
