import { isFlexObject } from "../../../shared/flex/types.ts";
import { FlexBox } from "./flex-box.tsx";
import { FlexButton } from "./flex-button.tsx";
import { FlexIcon, FlexImage } from "./flex-image.tsx";
import { FlexFiller, FlexSeparator, FlexSpacer, Unsupported } from "./flex-simple.tsx";
import { FlexText } from "./flex-text.tsx";
import { FlexVideo } from "./flex-video.tsx";
import type { Slot } from "./styles.ts";

/** Draws one component of any type; unknown types show "Unsupported: {type}". */
export function FlexComponent({ node, slot }: { node: unknown; slot: Slot }) {
  if (!isFlexObject(node))
    return <Unsupported label={`Unsupported: ${JSON.stringify(node) ?? "nothing"}`} slot={slot} />;
  switch (node.type) {
    case "box":
      return <FlexBox box={node} slot={slot} />;
    case "text":
      return <FlexText text={node} slot={slot} />;
    case "image":
      return <FlexImage image={node} slot={slot} />;
    case "icon":
      return <FlexIcon icon={node} slot={slot} />;
    case "button":
      return <FlexButton button={node} slot={slot} />;
    case "video":
      return <FlexVideo video={node} slot={slot} />;
    case "separator":
      return <FlexSeparator node={node} slot={slot} />;
    case "filler":
      return <FlexFiller node={node} slot={slot} />;
    case "spacer":
      return <FlexSpacer node={node} slot={slot} />;
    default:
      return <Unsupported label={`Unsupported: ${String(node.type)}`} slot={slot} />;
  }
}
