import type { ReactNode } from "react";
import { isFlexObject } from "../../../shared/flex/types.ts";
import { t } from "../../i18n/i18n.ts";
import { renderButton } from "./flex-button.tsx";
import { renderIcon, renderImage } from "./flex-image.tsx";
import { renderFiller, renderSeparator, renderSpacer, unsupported } from "./flex-simple.tsx";
import { renderText } from "./flex-text.tsx";
import { renderVideo, showsAltContent } from "./flex-video.tsx";
import { boxLook, type RenderSlot } from "./look-layout.ts";
import { FlexProps, readProps, readPropsInto } from "./props.ts";
import { tappable } from "./use-action.tsx";

/**
 * Draws one component of any type; unknown types show "Unsupported: {type}". Components are plain functions
 * returning host elements (no React component per Flex node): only shrink-to-fit needs hooks.
 */
export function renderNode(node: unknown, slot: RenderSlot, key: number | string): ReactNode {
  if (!isFlexObject(node))
    return unsupported(t("Unsupported: {type}", { type: JSON.stringify(node) ?? "nothing" }), key, slot);
  return renderComponent(readProps(node), slot, key);
}

export function renderComponent(props: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  switch (props.type) {
    case "box":
      return renderBox(props, slot, key);
    case "text":
      return renderText(props, slot, key);
    case "image":
      return renderImage(props, slot, key);
    case "icon":
      return renderIcon(props, slot, key);
    case "button":
      return renderButton(props, slot, key);
    case "video":
      return showsAltContent(props, slot)
        ? renderNode(props.altContent, slot, key)
        : renderVideo(props, slot, key);
    case "separator":
      return renderSeparator(props, slot, key);
    case "filler":
      return renderFiller(props, slot, key);
    case "spacer":
      return renderSpacer(props, slot, key);
    default:
      return unsupported(t("Unsupported: {type}", { type: String(props.type) }), key, slot);
  }
}

/**
 * The props of a box's children, one object per nesting depth: a child's props are used only while it
 * renders, and the boxes of one depth render one after another, so no box allocates its own.
 */
const CHILD_PROPS: FlexProps[] = [];
let boxDepth = 0;

function newChildProps(): FlexProps {
  const props = new FlexProps();
  CHILD_PROPS[boxDepth] = props;
  return props;
}

function renderBox(box: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  const look = boxLook(box, slot);
  const contents = Array.isArray(box.contents) ? box.contents : [];
  const layout = box.layout === "horizontal" || box.layout === "baseline" ? box.layout : "vertical";
  // One slot for all children, updated in place: each child's look is computed before the next one's.
  const align = box.alignItems;
  const childSlot: RenderSlot = {
    layout,
    index: 0,
    spacing: box.spacing,
    afterSpacer: false,
    stretch: align === undefined || align === "" || align === "stretch",
    ids: slot.ids,
  };
  const children: ReactNode[] = new Array(contents.length);
  const props = CHILD_PROPS[boxDepth] ?? newChildProps();
  boxDepth++;
  try {
    for (let index = 0; index < contents.length; index++) {
      const child: unknown = contents[index];
      childSlot.index = index;
      // Components have no ids; their order is their identity.
      if (!isFlexObject(child)) {
        children[index] = renderNode(child, childSlot, index);
        childSlot.afterSpacer = false;
        continue;
      }
      children[index] = renderComponent(readPropsInto(props, child), childSlot, index);
      childSlot.afterSpacer = props.type === "spacer";
    }
  } finally {
    boxDepth--;
  }
  if (box.action === undefined) {
    return (
      <div key={key} className={look.className} style={look.style}>
        {children}
      </div>
    );
  }
  return tappable("div", box.action, look, slot.ids, key, children);
}
