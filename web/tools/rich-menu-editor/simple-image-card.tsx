import { useLingui } from "@lingui/react";
import { Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { isAnyImageType, RICH_MENU_IMAGE_MESSAGES } from "../../../shared/richmenu/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { errorMessage, loadImage } from "../../components/rich-menu/image-file.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { DropZone } from "../../components/ui/drop-zone.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";

/** Any image type is accepted (spec 2.4); it is shown stretched to the base size. */
export function SimpleImageCard({
  imageName,
  onImage,
  onRemove,
  children,
}: {
  imageName: string;
  onImage: (objectUrl: string, name: string, file: File) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { _: t } = useLingui();
  const [error, setError] = useState<MessageLike>("");

  const onFile = async (file: File) => {
    if (!isAnyImageType(file.type)) {
      setError(RICH_MENU_IMAGE_MESSAGES.notAnImage);
      return void toast.error(t(RICH_MENU_IMAGE_MESSAGES.notAnImage));
    }
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch (failure) {
      URL.revokeObjectURL(url);
      const message = errorMessage(failure, RICH_MENU_IMAGE_MESSAGES.loadFailed);
      setError(message);
      return void toast.error(tm(message));
    }
    setError("");
    onImage(url, file.name, file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(LABEL.image)}</CardTitle>
        <CardDescription>
          {t("Any image works here; areas are measured in the base size below.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DropZone
          accept="image/*"
          onFile={(file) => void onFile(file)}
          prompt={t(LABEL.dragAndDropAnImageHereOr)}
          buttonLabel={t(LABEL.uploadImage)}
        />
        {error && <Alert variant="destructive">{tm(error)}</Alert>}
        {imageName && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-sm break-words text-gray-700">{imageName}</p>
            <Button variant="outline" onClick={onRemove}>
              <Trash2 aria-hidden="true" /> {t(LABEL.removeImage)}
            </Button>
          </div>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
