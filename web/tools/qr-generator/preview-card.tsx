import { useLingui } from "@lingui/react";
import { Download, QrCode } from "lucide-react";
import { useState } from "react";
import { type QrSettings, qrFileName } from "../../../shared/qr/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { downloadText, downloadUrl } from "../../lib/download.ts";
import { renderQrSvg } from "./render.ts";
import type { QrPreview } from "./use-qr-preview.ts";

export interface PreviewCardProps {
  text: string;
  settings: QrSettings;
  preview: QrPreview;
}

export function PreviewCard({ text, settings, preview }: PreviewCardProps) {
  const { _: t } = useLingui();
  const [svgFailed, setSvgFailed] = useState(false);
  // Downloads must match the form, so they are off while the shown code is a stale one.
  const canDownload = preview.dataUrl !== null && preview.error === null;

  const downloadPng = () => {
    if (preview.dataUrl) downloadUrl(preview.dataUrl, qrFileName("png"));
  };
  const downloadSvg = async () => {
    setSvgFailed(false);
    try {
      downloadText(await renderQrSvg(text, settings), qrFileName("svg"), "image/svg+xml");
    } catch (error) {
      console.error("Error generating QR code", error);
      setSvgFailed(true);
    }
  };

  return (
    <Card className="lg:sticky lg:top-4 lg:self-start">
      <CardHeader>
        <CardTitle>{t("QR Code Preview")}</CardTitle>
        <CardDescription>{t("Updates as you type.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3">
        {preview.dataUrl ? (
          <img
            src={preview.dataUrl}
            alt={t("QR code preview")}
            style={{ maxWidth: "400px", width: "100%" }}
            className="h-auto rounded-md border border-gray-200 [image-rendering:pixelated]"
          />
        ) : (
          <div className="flex aspect-square w-full max-w-[400px] flex-col items-center justify-center gap-3 rounded-md border-2 border-dashed border-gray-300 p-6 text-center text-sm text-gray-500">
            <QrCode aria-hidden="true" className="size-12 text-gray-300" />
            <p>
              {preview.error ? t("The QR code could not be generated.") : t("Enter data to generate QR code")}
            </p>
          </div>
        )}
        {preview.dataUrl && preview.error ? (
          <p className="text-center text-xs text-gray-600">
            {t("Showing the last QR code that could be generated; fix the issue to update it.")}
          </p>
        ) : null}
        {svgFailed ? <Alert variant="destructive">{t("The SVG file could not be created.")}</Alert> : null}
      </CardContent>
      <CardFooter className="justify-center">
        <Button onClick={downloadPng} disabled={!canDownload} className="w-full sm:w-auto">
          <Download aria-hidden="true" />
          {t("Download PNG")}
        </Button>
        <Button variant="outline" onClick={downloadSvg} disabled={!canDownload} className="w-full sm:w-auto">
          <Download aria-hidden="true" />
          {t("Download SVG")}
        </Button>
      </CardFooter>
    </Card>
  );
}
