import type { ReactNode } from "react";
import type { RenderSlot } from "./look-layout.ts";
import { drawingAreaLook, iconLook, imageAreaItemLook, imageBoxLook, imageIsItsArea } from "./look-media.ts";
import type { FlexProps } from "./props.ts";
import { stringOf } from "./style-units.ts";
import { tappable } from "./use-action.tsx";

export function renderImage(image: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  if (imageIsItsArea(image, slot)) {
    const look = imageAreaItemLook(image, slot, stringOf(image.url));
    // A tappable area's hidden description beside it is absolutely placed: it takes no room in the column.
    if (image.action !== undefined) return tappable("div", image.action, look, slot.ids, key);
    return (
      <div
        key={key}
        className={look.className}
        style={look.style}
        data-flex-animated={image.animated === true ? "" : undefined}
      />
    );
  }
  const box = imageBoxLook(image, slot);
  const area = drawingAreaLook(image, stringOf(image.url));
  return (
    <div
      key={key}
      className={box.className}
      style={box.style}
      data-flex-animated={image.animated === true ? "" : undefined}
    >
      {image.action === undefined ? (
        <div className={area.className} style={area.style} />
      ) : (
        tappable("div", image.action, area, slot.ids, undefined)
      )}
    </div>
  );
}

export function renderIcon(icon: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  const look = iconLook(icon, slot, stringOf(icon.url) ?? "");
  return <div key={key} className={look.className} style={look.style} />;
}
