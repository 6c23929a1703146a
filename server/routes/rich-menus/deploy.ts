import type { messagingApi } from "@line/bot-sdk";
import type { CreateRichMenuForm } from "../../../shared/richmenu/api.ts";
import { buildRichMenuJson } from "../../../shared/richmenu/index.ts";
import { lineError } from "../../http/domain-errors.ts";
import type { ChannelClients } from "../../line/channel-clients.ts";
import type { DecodedImage } from "./image.ts";

/**
 * Validates the menu with LINE, creates it, uploads its image and optionally makes it the default, as one unit: when a
 * later step fails, the menu just created is deleted again so no imageless orphan is left on
 * the channel, and LINE's own error of the failed step is reported.
 */
export async function deployRichMenu(
  clients: ChannelClients,
  request: Pick<CreateRichMenuForm, "richMenu" | "setDefault">,
  image: DecodedImage,
): Promise<{ richMenuId: string }> {
  // Already validated; the builder gives LINE's key order and drops empty optional fields.
  const menu = buildRichMenuJson(request.richMenu) as messagingApi.RichMenuRequest;
  let richMenuId: string;
  try {
    // LINE's own check first: a refused menu leaves nothing behind, and its details[] name the area.
    await clients.messaging.validateRichMenuObject(menu);
  } catch (error) {
    throw lineError(error, "LINE refused the rich menu");
  }
  try {
    ({ richMenuId } = await clients.messaging.createRichMenu(menu));
  } catch (error) {
    throw lineError(error, "Failed to create the rich menu");
  }
  try {
    const blob = new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type });
    await clients.blob.setRichMenuImage(richMenuId, blob);
    if (request.setDefault) await clients.messaging.setDefaultRichMenu(richMenuId);
  } catch (error) {
    await deleteQuietly(clients, richMenuId);
    throw lineError(error, "Failed to upload the rich menu image");
  }
  return { richMenuId };
}

async function deleteQuietly(clients: ChannelClients, richMenuId: string): Promise<void> {
  try {
    await clients.messaging.deleteRichMenu(richMenuId);
  } catch (error) {
    // The upload's error is the one the user needs; this one only goes to the log (no secrets in it).
    console.warn(`Could not delete orphan rich menu ${richMenuId}:`, (error as Error).message);
  }
}
