import { desc, type MessageLike } from "../text/descriptor.ts";
import type { RichMenuAction } from "./types.ts";

/**
 * What tapping an area does, in a few words, for previews: the text a message sends, the
 * link a uri opens, the alias a richmenuswitch shows… Empty for actions with nothing to name.
 */
export function actionTarget(action: RichMenuAction): MessageLike {
  switch (action.type) {
    case "message":
      return desc("sends “{text}”", { text: action.text });
    case "uri":
      return desc("opens {uri}", { uri: action.uri });
    case "postback":
      return action.displayText
        ? desc("posts back {data}, shows “{shown}”", { data: action.data, shown: action.displayText })
        : desc("posts back {data}", { data: action.data });
    case "datetimepicker":
      return desc("picks a {mode}, posts back {data}", { mode: action.mode, data: action.data });
    case "richmenuswitch":
      return desc("switches to alias {alias}", { alias: action.richMenuAliasId });
    case "clipboard":
      return desc("copies “{text}”", { text: action.clipboardText });
    case "camera":
      return "opens the camera";
    case "cameraRoll":
      return "opens the camera roll";
    case "location":
      return "opens the location picker";
    default:
      return "";
  }
}
