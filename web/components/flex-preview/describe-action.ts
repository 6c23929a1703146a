import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { opensUri } from "../../../shared/text/line-words.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What tapping a control would do in LINE, in words: "Opens https://…", "Sends message: …". */
export function describeAction(action: unknown): string {
  if (!isFlexObject(action)) return t("No action");
  switch (action.type) {
    case "uri":
      return describeUri(action);
    case "message":
      return t("Sends message: {text}", { text: text(action.text) });
    case "postback":
      return describePostback(action);
    case "datetimepicker":
      return t("Opens a {mode} picker, then posts back data={data}", {
        mode: text(action.mode) || "date",
        data: text(action.data),
      });
    case "clipboard":
      return t("Copies to clipboard: {text}", { text: text(action.clipboardText) });
    case "camera":
      return t("Opens the camera");
    case "cameraRoll":
      return t("Opens the camera roll");
    case "location":
      return t("Opens the location picker");
    case "richmenuswitch":
      return t("Switches to rich menu {alias}, posts back data={data}", {
        alias: text(action.richMenuAliasId),
        data: text(action.data),
      });
    default:
      return t("Action: {type}", { type: text(action.type) || t("unknown") });
  }
}

function describeUri(action: FlexObject): string {
  const desktop = isFlexObject(action.altUri) ? text(action.altUri.desktop) : "";
  const uri = text(action.uri);
  return desktop ? t("Opens {uri} (on desktop: {desktop})", { uri, desktop }) : tm(opensUri(uri));
}

function describePostback(action: FlexObject): string {
  const shown = text(action.displayText) || text(action.text);
  const input = text(action.inputOption);
  const postback = t("Postback: data={data}", { data: text(action.data) });
  return `${postback}${shown ? t(', shows "{text}"', { text: shown }) : ""}${input ? `, ${input}` : ""}`;
}
