import type { messagingApi } from "@line/bot-sdk";
import { type lineClients, richMenuRequest, solidImage } from "./line-sandbox-helpers.ts";

/** One column of a full-height rich menu: where it starts, how wide, what a tap does. */
export interface MenuColumn {
  x: number;
  width: number;
  action: messagingApi.Action;
}

/**
 * A 2500×1686 rich menu of full-height columns, made and given its image through the SDK, on the emulator:
 * the menu the statistics tests tap. Answers its id.
 */
export async function deployColumnMenu(
  clients: Pick<ReturnType<typeof lineClients>, "messaging" | "blob">,
  columns: readonly MenuColumn[],
): Promise<string> {
  const menu = richMenuRequest({
    areas: columns.map(({ x, width, action }) => ({ bounds: { x, y: 0, width, height: 1686 }, action })),
  });
  const { richMenuId } = await clients.messaging.createRichMenu(menu);
  await clients.blob.setRichMenuImage(
    richMenuId,
    new Blob([await solidImage(2500, 1686)], { type: "image/png" }),
  );
  return richMenuId;
}
