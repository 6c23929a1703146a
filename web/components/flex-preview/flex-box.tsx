import type { FlexObject } from "../../../shared/flex/types.ts";
import { FlexComponent } from "./flex-component.tsx";
import { boxStyle, type Slot } from "./styles.ts";
import { POINTER, useAction } from "./use-action.tsx";

const LAYOUTS = ["horizontal", "vertical", "baseline"] as const;

export function FlexBox({ box, slot }: { box: FlexObject; slot: Slot }) {
  const binding = useAction(box.action);
  const layout = LAYOUTS.find((known) => known === box.layout) ?? "vertical";
  const children = Array.isArray(box.contents) ? box.contents : [];
  return (
    <>
      <div style={{ ...boxStyle(box, slot), ...(binding && POINTER) }} {...binding?.hostProps}>
        {children.map((child, index) => (
          <FlexComponent
            // Components have no ids; their order is their identity.
            key={index}
            node={child}
            slot={{ layout, index, spacing: box.spacing, afterSpacer: isSpacer(children[index - 1]) }}
          />
        ))}
      </div>
      {binding?.hint}
    </>
  );
}

function isSpacer(node: unknown): boolean {
  return typeof node === "object" && node !== null && (node as { type?: unknown }).type === "spacer";
}
