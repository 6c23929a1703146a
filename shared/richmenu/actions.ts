/**
 * Sample actions (spec section 3): choosing an action type in the editor resets the action to
 * these values. Values the spec does not give (the camera, camera roll, location and date
 * picker labels, the share label) are ours, chosen to pass validation as they are.
 */
import { parseShareOfficialAccount, shareOfficialAccountAction } from "./share-oa.ts";
import type { ActionChoice, PostbackAction, RichMenuAction } from "./types.ts";

const SAMPLE_DATETIME = {
  data: "storeId=12345",
  initial: "2017-12-25t00:00",
  max: "2018-01-24t23:59",
  min: "2017-12-25t00:00",
} as const;

/**
 * The sample action for a picker choice. `host` is the app's origin (the spec's '{host}'),
 * e.g. `location.origin` in the browser; the uri sample points there.
 */
export function sampleAction(choice: ActionChoice, host: string): RichMenuAction {
  switch (choice) {
    case "uri":
      return { type: "uri", uri: host };
    case "message":
      return { type: "message", text: "Hello!" };
    case "postback":
      return { type: "postback", label: "Buy", data: "action=buy&itemid=111", displayText: "Buy" };
    case "datetimepicker":
      return { type: "datetimepicker", label: "Select date", mode: "datetime", ...SAMPLE_DATETIME };
    case "camera":
      return { type: "camera", label: "Open camera" };
    case "cameraRoll":
      return { type: "cameraRoll", label: "Open camera roll" };
    case "location":
      return { type: "location", label: "Send location" };
    case "richmenuswitch":
      return { type: "richmenuswitch", richMenuAliasId: "alias-id", data: "switch" };
    case "clipboard":
      return { type: "clipboard", label: "Copy", clipboardText: "Copy this text" };
    case "shareOfficialAccount":
      return shareOfficialAccountAction("share", "", "Share");
  }
}

/** The action of a newly drawn rich menu area: postback Buy / action=buy&itemid=111. */
export function defaultAreaAction(): PostbackAction {
  return { type: "postback", label: "Buy", data: "action=buy&itemid=111" };
}

/** The picker choice that shows `action`: share links read back as "shareOfficialAccount". */
export function actionChoiceOf(action: RichMenuAction): ActionChoice {
  if (action.type === "uri" && parseShareOfficialAccount(action.uri) !== null) return "shareOfficialAccount";
  return action.type;
}

/**
 * A copy without optional fields that are undefined, null or "" — what the JSON output and the
 * API receive, so an emptied input never reaches LINE as an empty string.
 */
export function compactAction<T extends object>(action: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action)) {
    if (value !== undefined && value !== null && value !== "") out[key] = value;
  }
  return out as T;
}
