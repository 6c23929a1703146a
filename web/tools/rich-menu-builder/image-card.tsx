import { useLingui } from "@lingui/react";
import { FileDown, Minimize2, Trash2 } from "lucide-react";
import { type Dispatch, useState } from "react";
import { messageKey } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { UNKNOWN_ERROR } from "../../components/rich-menu/api-failure.ts";
import { errorMessage } from "../../components/rich-menu/image-file.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { DropZone } from "../../components/ui/drop-zone.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import { downloadGuidelineZip } from "./guideline-download.ts";
import { useImagePicker } from "./use-image-picker.ts";
import type { WizardAction, WizardState } from "./wizard-state.ts";

function GuidelineButton() {
  const { _: t } = useLingui();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadGuidelineZip();
      toast.success(t("Guideline templates downloaded"));
    } catch (error) {
      toast.error(
        t("Failed to build the guideline archive: {message}", {
          message: tm(errorMessage(error, UNKNOWN_ERROR)),
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()} disabled={busy}>
      <FileDown aria-hidden="true" /> {busy ? t("Preparing guideline…") : t("Download Guideline")}
    </Button>
  );
}

/** Upload (PNG/JPEG, spec 5 rules), one-click recompression, guideline archive, remove. */
export function ImageCard({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { _: t } = useLingui();
  const picker = useImagePicker((image) => dispatch({ type: "imageLoaded", image }));
  const { image } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Rich Menu Image")}</CardTitle>
        <CardDescription>
          {t(
            "PNG or JPEG, at most 1 MB, 800–2500 px wide, at least 250 px high, width / height at least 1.45.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DropZone
          accept="image/png,image/jpeg"
          onFile={(file) => void picker.pick(file)}
          disabled={picker.busy}
          prompt={t(LABEL.dragAndDropAnImageHereOr)}
          buttonLabel={t(LABEL.uploadImage)}
        />
        {picker.errors.length > 0 && (
          <Alert variant="destructive" title={t("This image cannot be used")}>
            <ul className="list-disc pl-5">
              {picker.errors.map((error) => (
                <li key={messageKey(error)}>{tm(error)}</li>
              ))}
            </ul>
            {picker.canRecompress && (
              <Button
                className="mt-3"
                size="sm"
                onClick={() => void picker.recompress()}
                disabled={picker.busy}
              >
                <Minimize2 aria-hidden="true" /> {picker.busy ? t("Recompressing…") : t("Recompress to JPEG")}
              </Button>
            )}
          </Alert>
        )}
        {image && (
          // The picture itself, not only its file name: the user sees at once which image was taken.
          <img
            src={image.dataUrl}
            alt={t("Uploaded rich menu image")}
            className="max-h-48 w-full rounded-md border border-gray-200 object-contain"
          />
        )}
        {image && (
          <p className="text-sm break-words text-gray-700">
            <span translate="no" className="font-medium">
              {image.name}
            </span>{" "}
            ·{" "}
            {t("{width} × {height} px · {size} KB", {
              width: image.width,
              height: image.height,
              size: Math.round(image.bytes / 1024),
            })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <GuidelineButton />
          {image && (
            <Button
              variant="outline"
              onClick={() => {
                picker.clear();
                dispatch({ type: "imageRemoved" });
              }}
            >
              <Trash2 aria-hidden="true" /> {t(LABEL.removeImage)}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
