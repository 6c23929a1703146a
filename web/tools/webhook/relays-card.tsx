import { useLingui } from "@lingui/react";
import { Copy, Link2, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { type RelayView, WEBHOOK_LIMITS } from "../../../shared/webhook/api.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { copyWithToast } from "../../lib/clipboard.ts";
import { cn } from "../../lib/cn.ts";

export function RelaysCard({
  relays,
  selected,
  onSelect,
  onCreate,
  onRevoke,
  onDeleteAllEvents,
  loading,
  error,
}: {
  relays: RelayView[];
  selected: string | null;
  onSelect: (id: string) => void;
  onCreate: () => void;
  onRevoke: (id: string) => Promise<void>;
  /** Every event of every URL of this user. */
  onDeleteAllEvents: () => Promise<void>;
  loading: boolean;
  error: string | null;
}) {
  const { _: t } = useLingui();
  const [revoking, setRevoking] = useState<RelayView | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const full = relays.length >= WEBHOOK_LIMITS.relaysPerUser;
  const plainHttp = relays.some((relay) => relay.url.startsWith("http://"));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden="true" className="size-5" /> {t("Inspector URLs")}
        </CardTitle>
        <CardDescription>
          {t(
            "Point a channel's webhook at one of these URLs: every request LINE posts is kept for 24 hours (200 per URL) and shown here live. The URL is a secret: anyone who has it can post to it.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {relays.length === 0 && !loading ? (
          <p className="text-sm text-gray-600">{t("No inspector URL yet.")}</p>
        ) : null}
        <ul aria-label={t("Inspector URLs")} className="flex flex-col gap-2">
          {relays.map((relay, index) => (
            <li
              key={relay.id}
              className={cn(
                "flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center xl:flex-col xl:items-stretch",
                relay.id === selected ? "border-line bg-green-50" : "border-gray-200",
              )}
            >
              <label className="flex min-w-0 flex-1 items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="relay"
                  className="mt-1"
                  checked={relay.id === selected}
                  onChange={() => onSelect(relay.id)}
                  aria-label={t("Inspect URL {number}", { number: index + 1 })}
                />
                <code translate="no" className="min-w-0 break-all font-mono text-xs">
                  {relay.url}
                </code>
              </label>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void copyWithToast(relay.url, t("URL copied"))}
                >
                  <Copy aria-hidden="true" /> {t(LABEL.copy)}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setRevoking(relay)}>
                  <Trash2 aria-hidden="true" /> {t(LABEL.revoke)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={onCreate} disabled={full || loading}>
            <Plus aria-hidden="true" /> {t("Create inspector URL")}
          </Button>
          <span className="text-xs text-gray-600">
            {t("{count} of {limit} URLs", { count: relays.length, limit: WEBHOOK_LIMITS.relaysPerUser })}
          </span>
          {relays.length > 0 ? (
            <Button variant="outline" size="sm" className="sm:ml-auto" onClick={() => setDeletingAll(true)}>
              <Trash2 aria-hidden="true" /> {t("Delete all my events")}
            </Button>
          ) : null}
        </div>
        {plainHttp ? (
          <Alert variant="warning">
            {t(
              "LINE only posts to https URLs. This server's address is plain http, so connecting a channel works only against the sandbox LINE emulator.",
            )}
          </Alert>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("Revoke this inspector URL?")}
        description={t(
          "The URL stops working at once and its stored events are deleted. A channel still pointing at it gets 404.",
        )}
        confirmLabel={t(LABEL.revoke)}
        destructive
        onConfirm={() => {
          const relay = revoking;
          setRevoking(null);
          if (relay) void onRevoke(relay.id);
        }}
      />
      <ConfirmDialog
        open={deletingAll}
        onOpenChange={setDeletingAll}
        title={t("Delete all your stored events?")}
        description={t(
          "Every request stored for all your inspector URLs is deleted now. The URLs keep working.",
        )}
        confirmLabel={t("Delete events")}
        destructive
        onConfirm={() => {
          setDeletingAll(false);
          void onDeleteAllEvents();
        }}
      />
    </Card>
  );
}
