import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { useApiQuery } from "../../api/query.ts";
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

/** The menu's image, fetched through the server while the dialog is open (once per menu: its image is fixed). */
function useMenuImage(menu: ExistingRichMenu | null, fetchImage: (menu: ExistingRichMenu) => Promise<Blob>) {
  const query = useApiQuery({
    queryKey: ["rich-menu-image", menu?.richMenuId ?? ""] as const,
    queryFn: () => fetchImage(menu as ExistingRichMenu),
    enabled: menu !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // One try, as before: a missing image is not worth asking LINE again.
    retry: false,
  });
  const blob = query.data;
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl({ blob, url: next });
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  if (query.isError)
    return { status: "failed", message: errorMessage(query.error, UNKNOWN_ERROR) } as ImageState;
  return (url && url.blob === blob ? { status: "ready", url: url.url } : { status: "loading" }) as ImageState;
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
      description={menu ? <span translate="no">{menu.name}</span> : undefined}
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
