import type { FlexObject } from "../../../shared/flex/types.ts";
import { stringProp } from "./style-units.ts";
import {
  drawingAreaStyle,
  iconBoxStyle,
  iconPictureStyle,
  imageBoxStyle,
  pictureStyle,
  type Slot,
} from "./styles.ts";
import { POINTER, useAction } from "./use-action.tsx";

export function FlexImage({ image, slot }: { image: FlexObject; slot: Slot }) {
  const binding = useAction(image.action);
  const url = stringProp(image, "url");
  return (
    <div style={imageBoxStyle(image, slot)} data-flex-animated={image.animated === true ? "" : undefined}>
      <div style={{ ...drawingAreaStyle(image), ...(binding && POINTER) }} {...binding?.hostProps}>
        {url && <span style={pictureStyle(url, image.aspectMode)} />}
      </div>
      {binding?.hint}
    </div>
  );
}

export function FlexIcon({ icon, slot }: { icon: FlexObject; slot: Slot }) {
  const url = stringProp(icon, "url") ?? "";
  return (
    <div style={iconBoxStyle(icon, slot)}>
      <span style={iconPictureStyle(icon, url)} />
    </div>
  );
}
