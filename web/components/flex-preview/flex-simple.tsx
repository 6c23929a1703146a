import type { ReactNode } from "react";
import { baseList } from "./look.ts";
import { isRow, itemLook, type Slot, separatorLook, spacerLook } from "./look-layout.ts";
import { FlexProps } from "./props.ts";

export function renderSeparator(node: FlexProps, slot: Slot, key: number | string): ReactNode {
  const look = separatorLook(node, slot);
  // An <hr> would bring the browser's own borders and margins into the copied stand-alone HTML.
  return (
    // biome-ignore lint/a11y/useSemanticElements: the line is drawn by the preview's own classes.
    <div
      key={key}
      role="separator"
      // Horizontal is a separator's default orientation.
      aria-orientation={isRow(slot) ? "vertical" : undefined}
      className={look.className}
      style={look.style}
    />
  );
}

export function renderFiller(node: FlexProps, slot: Slot, key: number | string): ReactNode {
  const look = itemLook(node, slot, FILLER);
  return <div key={key} className={look.className} style={look.style} />;
}

export function renderSpacer(node: FlexProps, slot: Slot, key: number | string): ReactNode {
  const look = spacerLook(node, slot);
  return <div key={key} className={look.className} style={look.style} />;
}

const NO_PROPS = new FlexProps();
const FILLER = baseList("fx-i");
const UNSUPPORTED = baseList("fx-unsup");

/** Shown in place of anything the preview cannot draw, so a mistake is visible rather than silent. */
export function unsupported(label: string, key: number | string, slot?: Slot): ReactNode {
  const look = slot ? itemLook(NO_PROPS, slot, UNSUPPORTED) : undefined;
  return (
    <div key={key} data-flex-unsupported="" className={look?.className ?? "fx-unsup"} style={look?.style}>
      {label}
    </div>
  );
}
