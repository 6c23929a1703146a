import { isFlexObject } from "../flex/types.ts";
import { checkLiffAcceptance, collectActions } from "../line-send/liff-acceptance.ts";
import type { LineMessage } from "../line-send/messages.ts";
import type { Descriptor } from "../text/descriptor.ts";
import { type Design, exportMessage } from "./design.ts";
import { DESIGNER_MESSAGES as M } from "./messages.ts";
import { locate } from "./model.ts";
import { parsePath } from "./path.ts";

/** Action types a Flex Message takes (richmenuswitch is rich-menu only; camera, cameraRoll, location quick-reply only). */
const FLEX_ACTION_TYPES = ["uri", "message", "postback", "datetimepicker", "clipboard"] as const;

/** Types LINE takes only elsewhere, with where, for the action editor to say why they are not offered. */
const ACTIONS_ELSEWHERE: Readonly<Record<string, "quickReply" | "richMenu">> = {
  camera: "quickReply",
  cameraRoll: "quickReply",
  location: "quickReply",
  richmenuswitch: "richMenu",
};

/**
 * The action types offered for the action of the node at `path` (a component or a bubble): a video takes
 * only a URI action; every other place the five Flex types. Empty where LINE takes no action.
 */
export function actionTypesAt(design: Design, path: string): readonly string[] {
  const segments = parsePath(path);
  const info = segments ? locate(design.contents, segments) : null;
  if (!info || info.kind === "carousel") return [];
  if (info.kind === "bubble") return FLEX_ACTION_TYPES;
  if (info.type === "video") return ["uri"];
  return ["box", "button", "image", "text"].includes(info.type) ? FLEX_ACTION_TYPES : [];
}

/** Why an action type is not offered at `path`, or null when it is. */
export function actionTypeRefusal(design: Design, path: string, type: string): Descriptor | null {
  const elsewhere = ACTIONS_ELSEWHERE[type];
  if (elsewhere) return M.actionOnlyIn(type, elsewhere);
  const offered = actionTypesAt(design, path);
  if (offered.includes(type)) return null;
  return offered.length === 1 ? M.videoUriOnly() : M.nothingInside(type);
}

/**
 * LIFF's share rule (`shared/line-send/liff-acceptance.ts`: only URI actions can be shared): null when the
 * design can be shared through the target picker, else why, counting the actions that are not URI actions.
 */
export function liffShareRefusal(design: Design): Descriptor | null {
  const message = exportMessage(design) as unknown as LineMessage;
  if (checkLiffAcceptance([message]).ok) return null;
  const nonUri = collectActions(message).filter((action) => !isFlexObject(action) || action.type !== "uri");
  return M.liffNonUriActions(nonUri.length);
}
