import type { ReactNode } from "react";
import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { renderButton } from "./flex-button.tsx";
import { renderIcon, renderImage } from "./flex-image.tsx";
import { renderFiller, renderSeparator, renderSpacer, unsupported } from "./flex-simple.tsx";
import { renderText } from "./flex-text.tsx";
import { renderVideo } from "./flex-video.tsx";
import { boxLook, type Slot } from "./look-layout.ts";
import { Tappable } from "./use-action.tsx";

/**
 * Draws one component of any type; unknown types show "Unsupported: {type}". Components are plain functions
 * returning host elements (no React component per Flex node): only actions and shrink-to-fit need hooks.
 */
export function renderNode(node: unknown, slot: Slot, key: number | string): ReactNode {
  if (!isFlexObject(node)) return unsupported(`Unsupported: ${JSON.stringify(node) ?? "nothing"}`, key, slot);
  switch (node.type) {
    case "box":
      return renderBox(node, slot, key);
    case "text":
      return renderText(node, slot, key);
    case "image":
      return renderImage(node, slot, key);
    case "icon":
      return renderIcon(node, slot, key);
    case "button":
      return renderButton(node, slot, key);
    case "video":
      return renderVideo(node, slot, key);
    case "separator":
      return renderSeparator(node, slot, key);
    case "filler":
      return renderFiller(node, slot, key);
    case "spacer":
      return renderSpacer(node, slot, key);
    default:
      return unsupported(`Unsupported: ${String(node.type)}`, key, slot);
  }
}

const LAYOUTS = ["horizontal", "vertical", "baseline"] as const;

function renderBox(box: FlexObject, slot: Slot, key: number | string): ReactNode {
  const look = boxLook(box, slot);
  const contents = Array.isArray(box.contents) ? box.contents : [];
  const layout = LAYOUTS.find((known) => known === box.layout) ?? "vertical";
  // One slot for all children, updated in place: each child's look is computed before the next one's.
  const childSlot: Slot = { layout, index: 0, spacing: box.spacing, afterSpacer: false };
  const children: ReactNode[] = new Array(contents.length);
  for (let index = 0; index < contents.length; index++) {
    childSlot.index = index;
    childSlot.afterSpacer = index > 0 && isSpacer(contents[index - 1]);
    // Components have no ids; their order is their identity.
    children[index] = renderNode(contents[index], childSlot, index);
  }
  if (box.action === undefined) {
    return (
      <div key={key} className={look.className} style={look.style}>
        {children}
      </div>
    );
  }
  return (
    <Tappable key={key} tag="div" action={box.action} look={look}>
      {children}
    </Tappable>
  );
}

function isSpacer(node: unknown): boolean {
  return typeof node === "object" && node !== null && (node as { type?: unknown }).type === "spacer";
}
