import type { FlexObject } from "../../../shared/flex/types.ts";
import { isFlexObject } from "../../../shared/flex/types.ts";
import { BUTTON_LABEL_STYLE, buttonBoxStyle, buttonStyle, type Slot } from "./styles.ts";
import { useAction } from "./use-action.tsx";
import { useShrinkToFit } from "./use-shrink-to-fit.ts";

export function FlexButton({ button, slot }: { button: FlexObject; slot: Slot }) {
  const binding = useAction(button.action ?? {}, { native: true });
  const style = buttonStyle(button);
  const ref = useShrinkToFit<HTMLSpanElement>(button.adjustMode === "shrink-to-fit", String(style.fontSize));
  const label =
    isFlexObject(button.action) && typeof button.action.label === "string" ? button.action.label : "";
  return (
    <div style={buttonBoxStyle(button, slot)}>
      <button type="button" style={style} {...binding?.hostProps}>
        <span ref={ref} style={BUTTON_LABEL_STYLE}>
          {label}
        </span>
      </button>
      {binding?.hint}
    </div>
  );
}
