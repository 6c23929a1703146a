import type { ReactNode } from "react";
import type { Slot } from "./look-layout.ts";
import { drawingAreaLook, iconLooks, imageBoxLook } from "./look-media.ts";
import type { FlexProps } from "./props.ts";
import { stringOf } from "./style-units.ts";
import { Tappable } from "./use-action.tsx";

export function renderImage(image: FlexProps, slot: Slot, key: number | string): ReactNode {
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
        <Tappable tag="div" action={image.action} look={area} />
      )}
    </div>
  );
}

export function renderIcon(icon: FlexProps, slot: Slot, key: number | string): ReactNode {
  const { box, picture } = iconLooks(icon, slot, stringOf(icon.url) ?? "");
  return (
    <div key={key} className={box.className} style={box.style}>
      <span className={picture.className} style={picture.style} />
    </div>
  );
}
