import { RICH_MENU_LIMITS, RICH_MENU_MESSAGES } from "../../../shared/richmenu/index.ts";
import { type LoadedImage, richMenuJson, type WizardState } from "./wizard-state.ts";

/** The wizard's own checks before "Create Rich Menu" calls the server (spec section 5), in order. */
export function createBlocker(state: WizardState): string | null {
  if (state.name.trim() === "" || state.chatBarText.trim() === "")
    return RICH_MENU_MESSAGES.nameAndChatBarRequired;
  if (!state.image) return RICH_MENU_MESSAGES.imageRequired;
  if (state.editor.areas.length > RICH_MENU_LIMITS.maxAreas) return RICH_MENU_MESSAGES.maxAreas;
  return null;
}

/** The image's bytes as a file, from the data URL the editor shows (PNG, else JPEG). */
export function imageFile(image: LoadedImage): File {
  const base64 = image.dataUrl.slice(image.dataUrl.indexOf(",") + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const type = image.type === "image/png" ? "image/png" : "image/jpeg";
  return new File([bytes], image.name, { type });
}

/** POST /api/rich-menus form: the live JSON as text, the image file, not made default here. */
export function createRequestForm(state: WizardState, image: LoadedImage) {
  return {
    richMenu: JSON.stringify(richMenuJson(state)),
    image: imageFile(image),
    setDefault: "false" as const,
  };
}
