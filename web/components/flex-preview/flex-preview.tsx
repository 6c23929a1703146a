import { type CSSProperties, type Ref, useMemo, useState } from "react";
import { DEFAULT_ALT_TEXT } from "../../../shared/flex/limits.ts";
import { isFlexObject } from "../../../shared/flex/types.ts";
import { Bubble } from "./bubble.tsx";
import { Carousel } from "./carousel.tsx";
import { PreviewContext } from "./context.ts";
import { Unsupported } from "./flex-simple.tsx";
import { DEFAULT_TEXT_COLOR, FONT_SCALE_VAR } from "./styles.ts";

export type FlexPreviewMode = "mobile" | "desktop";

/** Shown instead of a preview while there is no parsed container (spec, "Flex preview"). */
export const PREVIEW_PLACEHOLDER = "Preview will appear here when you enter valid Flex JSON";

export interface FlexPreviewProps {
  /**
   * The Flex container (bubble or carousel) as parsed from JSON; anything else shows "Unsupported flex type",
   * and undefined (nothing valid to show yet) the placeholder.
   */
  container: unknown;
  altText?: string;
  mode: FlexPreviewMode;
  /** LINE's font-size setting applied to components with `scaling: true` (1 = standard). */
  fontScale?: number;
  /** The stand-alone preview element (inline styles only): its outerHTML is what "Copy HTML" copies. */
  ref?: Ref<HTMLElement>;
}

/** Chat width of the phone and desktop views. */
export const PREVIEW_WIDTH_PX: Readonly<Record<FlexPreviewMode, number>> = { mobile: 375, desktop: 720 };

const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Helvetica Neue", "Hiragino Sans", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans JP", sans-serif';

function rootStyle(mode: FlexPreviewMode, fontScale: number): CSSProperties {
  const style: CSSProperties & Record<string, string | number> = {
    boxSizing: "border-box",
    width: "100%",
    maxWidth: `${PREVIEW_WIDTH_PX[mode]}px`,
    margin: "0 auto",
    padding: "16px 0",
    overflow: "hidden",
    backgroundColor: "#8cabd9",
    fontFamily: FONT_STACK,
    fontSize: "16px",
    lineHeight: 1.4,
    color: DEFAULT_TEXT_COLOR,
    textAlign: "start",
    WebkitTextSizeAdjust: "100%",
  };
  style[FONT_SCALE_VAR] = fontScale;
  return style;
}

const SINGLE_STYLE: CSSProperties = { display: "flex", padding: "0 7px" };
const PLACEHOLDER_STYLE: CSSProperties = {
  margin: 0,
  padding: "32px 16px",
  textAlign: "center",
  color: "#6b7280",
};
const STATUS_STYLE: CSSProperties = {
  minHeight: "1.4em",
  margin: "4px 0 0",
  fontSize: "12px",
  color: "#555555",
};

/** Renders a Flex container the way LINE does, with inline styles only. */
export function FlexPreview({
  container,
  altText = DEFAULT_ALT_TEXT,
  mode,
  fontScale = 1,
  ref,
}: FlexPreviewProps) {
  const [tapped, setTapped] = useState("");
  const context = useMemo(() => ({ onAction: setTapped }), []);
  if (container === undefined) return <p style={PLACEHOLDER_STYLE}>{PREVIEW_PLACEHOLDER}</p>;
  return (
    <div>
      <PreviewContext value={context}>
        <figure
          ref={ref}
          aria-label={`Flex Message preview: ${altText}`}
          data-flex-preview={mode}
          style={rootStyle(mode, fontScale)}
        >
          <Container container={container} />
        </figure>
      </PreviewContext>
      <p role="status" style={STATUS_STYLE}>
        {tapped && `Tapped: ${tapped}`}
      </p>
    </div>
  );
}

function Container({ container }: { container: unknown }) {
  if (isFlexObject(container) && container.type === "bubble") {
    return (
      <div style={SINGLE_STYLE}>
        <Bubble bubble={container} />
      </div>
    );
  }
  if (isFlexObject(container) && container.type === "carousel") return <Carousel carousel={container} />;
  return <Unsupported label="Unsupported flex type" />;
}
