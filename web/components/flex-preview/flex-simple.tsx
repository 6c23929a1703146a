import type { CSSProperties } from "react";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { itemStyle, type Slot, separatorStyle, spacerStyle } from "./styles.ts";

export function FlexSeparator({ node, slot }: { node: FlexObject; slot: Slot }) {
  const orientation = slot.layout === "horizontal" || slot.layout === "baseline" ? "vertical" : "horizontal";
  // An <hr> would bring the browser's own borders and margins into the copied stand-alone HTML.
  // biome-ignore lint/a11y/useSemanticElements: the line is drawn by inline styles alone.
  return <div role="separator" aria-orientation={orientation} style={separatorStyle(node, slot)} />;
}

export function FlexFiller({ node, slot }: { node: FlexObject; slot: Slot }) {
  return <div aria-hidden="true" style={itemStyle(node, slot)} />;
}

export function FlexSpacer({ node, slot }: { node: FlexObject; slot: Slot }) {
  return <div aria-hidden="true" style={spacerStyle(node, slot)} />;
}

const UNSUPPORTED_STYLE: CSSProperties = {
  boxSizing: "border-box",
  padding: "2px 6px",
  border: "1px dashed #d93025",
  borderRadius: "4px",
  color: "#d93025",
  backgroundColor: "#fff4f3",
  fontSize: "12px",
  lineHeight: 1.4,
  overflowWrap: "anywhere",
};

/** Shown in place of anything the preview cannot draw, so a mistake is visible rather than silent. */
export function Unsupported({ label, slot }: { label: string; slot?: Slot }) {
  const placement = slot ? itemStyle({}, slot) : {};
  return (
    <div data-flex-unsupported="" style={{ ...placement, ...UNSUPPORTED_STYLE }}>
      {label}
    </div>
  );
}
