import type { FlexObject } from "../../../shared/flex/types.ts";
import { describeAction } from "./describe-action.ts";
import { FlexComponent } from "./flex-component.tsx";
import { stringProp } from "./style-units.ts";
import { drawingAreaStyle, imageBoxStyle, pictureStyle, type Slot } from "./styles.ts";
import { POINTER, useAction } from "./use-action.tsx";

const PLAY_STYLE = {
  position: "absolute",
  top: "50%",
  left: "50%",
  width: "48px",
  height: "48px",
  transform: "translate(-50%, -50%)",
  pointerEvents: "none",
} as const;

/**
 * A video hero as LINE shows it before playback: the preview image, full width at the video's aspect ratio,
 * with a play button. Where LINE could not play it (outside the hero, no preview) its altContent is shown.
 */
export function FlexVideo({ video, slot }: { video: FlexObject; slot: Slot }) {
  const url = stringProp(video, "url") ?? "";
  const then = video.action === undefined ? "" : `; afterwards: ${describeAction(video.action)}`;
  const binding = useAction(video, { description: `Plays video ${url}${then}` });
  const preview = stringProp(video, "previewUrl");
  if ((slot.layout !== "hero" || !preview) && video.altContent !== undefined) {
    return <FlexComponent node={video.altContent} slot={slot} />;
  }
  const area = {
    ...drawingAreaStyle({ size: "full", aspectRatio: video.aspectRatio }),
    backgroundColor: "#000000",
  };
  return (
    <div style={imageBoxStyle({ ...video, size: "full" }, slot)} data-flex-video="">
      <div style={{ ...area, ...POINTER }} {...binding?.hostProps}>
        {preview && <span style={pictureStyle(preview, "cover")} />}
        <svg viewBox="0 0 48 48" style={PLAY_STYLE} aria-hidden="true">
          <circle cx="24" cy="24" r="23" fill="rgba(0,0,0,0.55)" stroke="#ffffff" strokeWidth="2" />
          <path d="M19 14.5v19l15-9.5z" fill="#ffffff" />
        </svg>
      </div>
      {binding?.hint}
    </div>
  );
}
