import type { ReactNode } from "react";
import type { RenderSlot } from "./look-layout.ts";
import { drawingAreaLook, iconLook, imageBoxLook } from "./look-media.ts";
import type { FlexProps } from "./props.ts";
import { stringOf } from "./style-units.ts";
import { tappable } from "./use-action.tsx";

export function renderImage(image: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
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
