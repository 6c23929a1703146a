import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What tapping a control would do in LINE, in words: "Opens https://…", "Sends message: …". */
export function describeAction(action: unknown): string {
  if (!isFlexObject(action)) return "No action";
  switch (action.type) {
    case "uri":
      return describeUri(action);
    case "message":
      return `Sends message: ${text(action.text)}`;
    case "postback":
      return describePostback(action);
    case "datetimepicker":
      return `Opens a ${text(action.mode) || "date"} picker, then posts back data=${text(action.data)}`;
    case "clipboard":
      return `Copies to clipboard: ${text(action.clipboardText)}`;
    case "camera":
      return "Opens the camera";
    case "cameraRoll":
      return "Opens the camera roll";
    case "location":
      return "Opens the location picker";
    case "richmenuswitch":
      return `Switches to rich menu ${text(action.richMenuAliasId)}, posts back data=${text(action.data)}`;
    default:
      return `Action: ${text(action.type) || "unknown"}`;
  }
}

function describeUri(action: FlexObject): string {
  const desktop = isFlexObject(action.altUri) ? text(action.altUri.desktop) : "";
  return `Opens ${text(action.uri)}${desktop ? ` (on desktop: ${desktop})` : ""}`;
}

function describePostback(action: FlexObject): string {
  const shown = text(action.displayText) || text(action.text);
  const input = text(action.inputOption);
  return `Postback: data=${text(action.data)}${shown ? `, shows "${shown}"` : ""}${input ? `, ${input}` : ""}`;
}
