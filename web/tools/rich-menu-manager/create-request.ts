import type { CreateRichMenuRequestInput } from "../../../shared/richmenu/api.ts";
import { RICH_MENU_LIMITS, RICH_MENU_MESSAGES } from "../../../shared/richmenu/index.ts";
import { richMenuJson, type WizardState } from "./wizard-state.ts";

/** The wizard's own checks before "Create Rich Menu" calls the server (spec section 5), in order. */
export function createBlocker(state: WizardState): string | null {
  if (state.name.trim() === "" || state.chatBarText.trim() === "")
    return RICH_MENU_MESSAGES.nameAndChatBarRequired;
  if (!state.image) return RICH_MENU_MESSAGES.imageRequired;
  if (state.editor.areas.length > RICH_MENU_LIMITS.maxAreas) return RICH_MENU_MESSAGES.maxAreas;
  return null;
}

/** POST /api/rich-menus body: the live JSON, the image data URL and its type (default image/jpeg). */
export function createRequestBody(state: WizardState): CreateRichMenuRequestInput {
  const imageType = state.image?.type === "image/png" ? "image/png" : "image/jpeg";
  return {
    richMenu: richMenuJson(state),
    imageBase64: state.image?.dataUrl ?? "",
    imageType,
    setDefault: false,
  };
}
