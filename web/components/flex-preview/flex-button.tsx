import type { ReactNode } from "react";
import { isFlexObject } from "../../../shared/flex/types.ts";
import type { RenderSlot } from "./look-layout.ts";
import { buttonBoxLook, buttonIsItsBox, buttonItemLook, buttonLook } from "./look-media.ts";
import type { FlexProps } from "./props.ts";
import { tappable } from "./use-action.tsx";
import { useShrinkToFit } from "./use-shrink-to-fit.ts";

export function renderButton(button: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  const label =
    isFlexObject(button.action) && typeof button.action.label === "string" ? button.action.label : "";
  const face = button.adjustMode === "shrink-to-fit" ? <ShrinkLabel label={label} /> : <span>{label}</span>;
  // Its hidden description beside it is absolutely placed: it takes no room in the column.
  if (buttonIsItsBox(button, slot)) {
    return tappable("button", button.action ?? {}, buttonItemLook(button, slot), slot.ids, key, face);
  }
  const box = buttonBoxLook(button, slot);
  return (
    <div key={key} className={box.className} style={box.style}>
      {tappable("button", button.action ?? {}, buttonLook(button), slot.ids, undefined, face)}
    </div>
  );
}

/** The label's size comes from its button's classes; shrinking writes an inline size on the label. */
function ShrinkLabel({ label }: { label: string }) {
  const ref = useShrinkToFit<HTMLSpanElement>(true, undefined);
  return <span ref={ref}>{label}</span>;
}
