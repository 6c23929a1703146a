import {
  QUICK_REPLY_ACTION_TYPES,
  type QuickReplyAction,
  type TextMessageState,
} from "../../../shared/text-message/index.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { actionSchema } from "../../lib/drafts/schemas.ts";
import { z } from "../../lib/drafts/zod.ts";

export const TEXT_MESSAGE_DRAFT: DraftSpec<TextMessageState> = {
  key: "text-message",
  version: 1,
  schema: () =>
    z.object({
      text: z.string(),
      sender: z.object({ name: z.string(), iconUrl: z.string() }),
      quickReplies: z.array(
        z.object({
          id: z.string(),
          action: actionSchema<QuickReplyAction>(QUICK_REPLY_ACTION_TYPES),
          imageUrl: z.string(),
        }),
      ),
    }),
};

export function textMessageHasWork(state: TextMessageState): boolean {
  return (
    state.text !== "" ||
    state.sender.name !== "" ||
    state.sender.iconUrl !== "" ||
    state.quickReplies.length > 0
  );
}
