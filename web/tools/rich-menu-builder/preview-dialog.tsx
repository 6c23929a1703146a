import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { UNKNOWN_ERROR } from "../../components/rich-menu/api-failure.ts";
import { errorMessage } from "../../components/rich-menu/image-file.ts";
import { JsonBlock } from "../../components/rich-menu/json-block.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { MenuImageAreas } from "./menu-image-areas.tsx";
import type { ExistingRichMenu } from "./use-rich-menus.ts";

type ImageState =
  | { status: "loading" }
  | { status: "ready"; url: string }
  | { status: "failed"; message: MessageLike };

/** The menu's image, fetched through the server while the dialog is open. */
function useMenuImage(menu: ExistingRichMenu | null, fetchImage: (menu: ExistingRichMenu) => Promise<Blob>) {
  const [image, setImage] = useState<ImageState>({ status: "loading" });
  // Fetched once per opened menu, whatever re-renders the parent goes through.
  const fetchRef = useRef(fetchImage);
  fetchRef.current = fetchImage;
  useEffect(() => {
    if (!menu) return;
    let url = "";
    let cancelled = false;
    setImage({ status: "loading" });
    fetchRef.current(menu).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (cancelled) URL.revokeObjectURL(url);
        else setImage({ status: "ready", url });
      },
      (error) => !cancelled && setImage({ status: "failed", message: errorMessage(error, UNKNOWN_ERROR) }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [menu]);
  return image;
}

/** Preview: the menu's image and the JSON of ID, name, chat bar text, size, selected and areas. */
export function PreviewDialog({
  menu,
  onClose,
  fetchImage,
}: {
  menu: ExistingRichMenu | null;
  onClose: () => void;
  fetchImage: (menu: ExistingRichMenu) => Promise<Blob>;
}) {
  const { _: t } = useLingui();
  const image = useMenuImage(menu, fetchImage);
  const json = menu && {
    richMenuId: menu.richMenuId,
    name: menu.name,
    chatBarText: menu.chatBarText,
    size: menu.size,
    selected: menu.selected,
    areas: menu.areas,
  };
  return (
    <Dialog
      open={menu !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Rich Menu Preview")}
      description={menu?.name}
      className="max-w-2xl"
    >
      {image.status === "ready" && menu && (
        <MenuImageAreas
          imageUrl={image.url}
          alt={t("Design of {name}", { name: menu.name })}
          size={menu.size}
          areas={menu.areas}
        />
      )}
      {image.status === "loading" && <p className="text-sm text-gray-600">{t("Loading image…")}</p>}
      {image.status === "failed" && (
        <p className="text-sm text-red-700">
          {t("Image not available: {message}", { message: tm(image.message) })}
        </p>
      )}
      <JsonBlock label={t("Rich menu JSON")} text={JSON.stringify(json, null, 2)} className="max-h-80" />
    </Dialog>
  );
}
