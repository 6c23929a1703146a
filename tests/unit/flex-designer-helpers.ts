import type { FlexObject } from "../../shared/flex/types.ts";
import { type Design, openDesign } from "../../shared/flex-designer/design.ts";

/** Opens a container the test knows is one. */
export function open(container: unknown): Design {
  const opened = openDesign(container, "alt");
  if (!opened.ok) throw new Error(opened.reason.message);
  return opened.design;
}

/** A video hero (valid as the hero of a kilo/mega/giga bubble), its stand-in an image unless given. */
export function videoHero(
  altContent: FlexObject = { type: "image", url: "https://e.com/p.png" },
): FlexObject {
  return { type: "video", url: "https://e.com/v.mp4", previewUrl: "https://e.com/p.png", altContent };
}
