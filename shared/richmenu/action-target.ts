import type { RichMenuAction } from "./types.ts";

/**
 * What tapping an area does, in a few words, for previews: the text a message sends, the
 * link a uri opens, the alias a richmenuswitch shows… Empty for actions with nothing to name.
 */
export function actionTarget(action: RichMenuAction): string {
  switch (action.type) {
    case "message":
      return `sends “${action.text}”`;
    case "uri":
      return `opens ${action.uri}`;
    case "postback":
      return action.displayText
        ? `posts back ${action.data}, shows “${action.displayText}”`
        : `posts back ${action.data}`;
    case "datetimepicker":
      return `picks a ${action.mode}, posts back ${action.data}`;
    case "richmenuswitch":
      return `switches to alias ${action.richMenuAliasId}`;
    case "clipboard":
      return `copies “${action.clipboardText}”`;
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
