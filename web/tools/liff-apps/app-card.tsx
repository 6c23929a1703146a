import { useLingui } from "@lingui/react";
import { Copy, Pencil, QrCode, Trash2, Undo2, Waypoints } from "lucide-react";
import { useState } from "react";
import { type LiffApp, liffUrl } from "../../../shared/liff-apps/index.ts";
import {
  DEFAULT_DARK_COLOR,
  DEFAULT_LIGHT_COLOR,
  DEFAULT_QR_ERROR_CORRECTION,
  DEFAULT_QR_MARGIN,
  DEFAULT_QR_SIZE,
} from "../../../shared/qr/options.ts";
import { useAuth } from "../../auth/auth.tsx";
import { LABEL } from "../../components/labels.ts";
import { ShareButton } from "../../components/share/share-button.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { LineValue } from "../../components/ui/line-value.tsx";
import { copyWithToast } from "../../lib/clipboard.ts";
import { useQrPreview } from "../qr-generator/use-qr-preview.ts";
import { VIEW_TYPE_LABELS } from "./app-form.tsx";

const QR_SETTINGS = {
  size: DEFAULT_QR_SIZE,
  errorCorrectionLevel: DEFAULT_QR_ERROR_CORRECTION,
  darkColor: DEFAULT_DARK_COLOR,
  lightColor: DEFAULT_LIGHT_COLOR,
  margin: DEFAULT_QR_MARGIN,
};

/** The QR tool's renderer on the app's LIFF URL; rendered only once opened. */
function LiffQr({ url, name }: { url: string; name: string }) {
  const { _: t } = useLingui();
  const { dataUrl } = useQrPreview(url, QR_SETTINGS);
  if (!dataUrl) return null;
  return (
    <img src={dataUrl} width={192} height={192} alt={t("QR code of {name}", { name })} className="size-48" />
  );
}

export interface AppCardActions {
  onEdit(app: LiffApp): void;
  onDelete(app: LiffApp): Promise<void>;
  /** Sets the endpoint to this app's address, remembering the one before. */
  onPoint(app: LiffApp): Promise<void>;
  onRestore(app: LiffApp, endpoint: string): Promise<void>;
}

/** One LIFF app: its settings, link, QR code, Copy, Share, point/restore, edit and delete. */
export function AppCard({
  app,
  previousEndpoint,
  here,
  busy,
  actions,
}: {
  app: LiffApp;
  previousEndpoint: string | null;
  /** This app's address (the endpoint "Point at this app" sets). */
  here: string;
  busy: boolean;
  actions: AppCardActions;
}) {
  const { _: t } = useLingui();
  const sandbox = useAuth().liff.mode === "sandbox";
  const [qr, setQr] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const url = liffUrl(app.liffId);
  const name = app.description || app.liffId;
  const row = (label: string, value: string) => (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
      <dt className="text-gray-600">{label}</dt>
      <dd className="break-all" translate="no">
        {value}
      </dd>
    </div>
  );
  return (
    <Card role="article" aria-label={name}>
      <CardHeader>
        <CardTitle as="h3" className="flex flex-wrap items-center gap-2 text-base">
          {name}{" "}
          <Badge variant="secondary">
            {VIEW_TYPE_LABELS[app.view.type] ? t(VIEW_TYPE_LABELS[app.view.type]) : app.view.type}
          </Badge>
          <LineValue value={app.view.type} />
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <a href={url} className="break-all font-medium text-line-dark underline" translate="no">
          {url}
        </a>
        {sandbox ? (
          // liff.line.me cannot open a sandbox app: its endpoint opens it, with liff-mock playing LIFF.
          <a href={app.view.url} className="text-xs text-line-dark underline">
            {t("Open its endpoint in sandbox mode")}
          </a>
        ) : null}
        <dl className="grid gap-1">
          {row(t("LIFF ID"), app.liffId)}
          {row(t("Endpoint URL"), app.view.url)}
          {row(t("Scopes"), (app.scope ?? []).join(", "))}
          {row(t("Bot prompt"), app.botPrompt ?? "none")}
          {row(t("QR code reader"), app.features?.qrCode ? t("On") : t("Off"))}
          {row(t("Module mode"), app.view.moduleMode ? t("On") : t("Off"))}
          {row(t("Link pattern"), app.permanentLinkPattern ?? "concat")}
        </dl>
        {previousEndpoint !== null ? (
          <p className="text-xs text-gray-600">
            {t("Endpoint before pointing here: {url}", { url: previousEndpoint })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyWithToast(url, t("LIFF URL copied"))}>
            <Copy aria-hidden="true" /> {t("Copy link")}
          </Button>
          <ShareButton message={{ type: "text", text: url }} />
          <Button variant="outline" aria-expanded={qr} onClick={() => setQr((open) => !open)}>
            <QrCode aria-hidden="true" /> {qr ? t("Hide QR code") : t("QR code")}
          </Button>
          {app.view.url === here && previousEndpoint !== null ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void actions.onRestore(app, previousEndpoint)}
            >
              <Undo2 aria-hidden="true" /> {t("Put back the previous endpoint")}
            </Button>
          ) : app.view.url !== here ? (
            <Button variant="secondary" disabled={busy} onClick={() => void actions.onPoint(app)}>
              <Waypoints aria-hidden="true" /> {t("Point at this app")}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => actions.onEdit(app)}>
            <Pencil aria-hidden="true" /> {t(LABEL.edit)}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> {t(LABEL.delete)}
          </Button>
        </div>
        {qr ? <LiffQr url={url} name={name} /> : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Delete the LIFF app “{name}”?", { name })}
        description={t("Its link {url} stops working for everyone. This cannot be undone.", { url })}
        confirmLabel={t(LABEL.delete)}
        destructive
        busy={busy}
        onConfirm={() => void actions.onDelete(app).then(() => setConfirming(false))}
      />
    </Card>
  );
}
