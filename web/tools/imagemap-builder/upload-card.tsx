import { useLingui } from "@lingui/react";
import { Trash2 } from "lucide-react";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { DropZone } from "../../components/ui/drop-zone.tsx";
import { t } from "../../i18n/i18n.ts";
import type { ChosenImage } from "./image-file.ts";

export interface UploadCardProps {
  image: ChosenImage | null;
  error: string | null;
  busy: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}

function sizeNote(image: ChosenImage): string {
  const { original, scaled } = image;
  const size = { width: original.width, height: original.height };
  if (original.width === scaled.width && original.height === scaled.height)
    return t("{width} × {height} px", size);
  return t("{width} × {height} px, scaled to {scaledWidth} × {scaledHeight} px (both sides at most 1040)", {
    ...size,
    scaledWidth: scaled.width,
    scaledHeight: scaled.height,
  });
}

export function UploadCard({ image, error, busy, onFile, onRemove }: UploadCardProps) {
  const { _: t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Upload Image Map")}</CardTitle>
        <CardDescription>
          {t("PNG or JPEG. Larger images are scaled down so both sides are at most 1040 px.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <DropZone
          disabled={busy}
          onFile={onFile}
          prompt={t(LABEL.dragAndDropAnImageHereOr)}
          buttonLabel={t("Choose file")}
        />
        {error ? <Alert variant="destructive">{t(error)}</Alert> : null}
        {image ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="min-w-0 break-words text-gray-700">
              <span className="font-medium">{image.file.name}</span> — {sizeNote(image)}
            </p>
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {t(LABEL.removeImage)}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
