import type { ReactNode } from "react";
import { t } from "../../i18n/i18n.ts";
import { describeAction } from "./describe-action.ts";
import type { RenderSlot } from "./look-layout.ts";
import { drawingAreaLook, imageBoxLook, VIDEO } from "./look-media.ts";
import { type FlexProps, readProps } from "./props.ts";
import { stringOf } from "./style-units.ts";
import { tappable } from "./use-action.tsx";

const PLAY_ICON = (
  <svg viewBox="0 0 48 48" className="fx-play" aria-hidden="true">
    <circle cx="24" cy="24" r="23" fill="rgba(0,0,0,0.55)" stroke="#ffffff" strokeWidth="2" />
    <path d="M19 14.5v19l15-9.5z" fill="#ffffff" />
  </svg>
);

/**
 * Where LINE could not play a video (outside the hero, no preview) its altContent is shown instead: the
 * caller renders it, as any component (flex-component.tsx).
 */
export function showsAltContent(video: FlexProps, slot: RenderSlot): boolean {
  return (slot.layout !== "hero" || !stringOf(video.previewUrl)) && video.altContent !== undefined;
}

/**
 * A video hero as LINE shows it before playback: the preview image, full width at the video's aspect ratio,
 * with a play button.
 */
export function renderVideo(video: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  const preview = stringOf(video.previewUrl);
  const url = stringOf(video.url) ?? "";
  const area = drawingAreaLook(
    readProps({ size: "full", aspectRatio: video.aspectRatio, aspectMode: "cover" }),
    preview,
  );
  // The box takes the video's place in its parent; its size is the area's, always full.
  const box = imageBoxLook(video, slot);
  return (
    <div key={key} className={box.className} style={box.style} data-flex-video="">
      {tappable("div", video, area.add(VIDEO), slot.ids, undefined, PLAY_ICON, {
        description:
          video.action === undefined
            ? t("Plays video {url}", { url })
            : t("Plays video {url}; afterwards: {action}", { url, action: describeAction(video.action) }),
      })}
    </div>
  );
}
