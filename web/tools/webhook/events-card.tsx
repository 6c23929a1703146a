import { useLingui } from "@lingui/react";
import { Radio, Trash2 } from "lucide-react";
import { useMemo } from "react";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import type { RelayView } from "../../../shared/webhook/api.ts";
import { api, apiJson } from "../../api/client.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { msg } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast.ts";
import { EventCard } from "./event-card.tsx";
import { viewRequests } from "./event-view.ts";
import type { Connection } from "./inspector-state.ts";
import type { RelayStream } from "./use-relay-stream.ts";

const CONNECTION_TEXTS: Record<Connection, string> = {
  connecting: msg("Connecting…"),
  live: msg("Live: new requests appear as they arrive"),
  reconnecting: msg("Connection lost: reconnecting (no request is missed)"),
  polling: msg("Too many live views open: checking every few seconds instead"),
  unavailable: msg("The database is unavailable: retrying"),
  gone: msg("This inspector URL no longer exists (revoked in another window?)"),
};

/** The live list of requests posted to one inspector URL, newest first. */
export function EventsCard({
  relay,
  stream,
  secret,
  savedFlex,
}: {
  relay: RelayView;
  /** Held by the page, so the live stream outlives a switch of tabs. */
  stream: RelayStream;
  secret: string;
  savedFlex: SavedFlexMessage[];
}) {
  const { _: t } = useLingui();
  const { events, connection, clearShown } = stream;
  const views = useMemo(() => viewRequests(events).reverse(), [events]);
  const onDelete = async () => {
    try {
      await apiJson(api.webhooks.relays[":id"].events.$delete({ param: { id: relay.id } }));
      clearShown();
      toast.success(t("Events deleted"));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radio aria-hidden="true" className="size-5" /> {t("Requests")}
        </CardTitle>
        <CardDescription>
          {t(
            "What was posted to the selected URL, newest first. The signature is checked in this browser only.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" aria-label={t("Connection")} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-full", connection === "live" ? "bg-line" : "bg-amber-500")}
            />
            {t(CONNECTION_TEXTS[connection])}
          </p>
          <Button variant="outline" size="sm" disabled={events.length === 0} onClick={() => void onDelete()}>
            <Trash2 aria-hidden="true" /> {t("Delete events")}
          </Button>
        </div>
        {views.length === 0 ? (
          <p className="text-sm text-gray-600">
            {t("No request yet. Connect a channel or post to the URL.")}
          </p>
        ) : null}
        <ol aria-label={t("Requests")} className="flex flex-col gap-3">
          {views.map((view) => (
            <EventCard
              key={view.stored.seq}
              view={view}
              relay={relay}
              secret={secret}
              savedFlex={savedFlex}
            />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
