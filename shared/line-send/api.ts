import { z } from "zod";
import { AGGREGATION_UNIT_PATTERN, AGGREGATION_UNIT_RULE } from "../insight/model.ts";
import { JSON_TOO_DEEP_MESSAGE, jsonValueTooDeep } from "../json/depth.ts";
import { zodMessage } from "../text/zod-message.ts";
import { MAX_MESSAGES_PER_SEND } from "./messages.ts";

/** Spec, section 5: "an array of objects each with a string type field, 1 to 5 items". */
export const lineMessagesSchema = z
  .array(z.looseObject({ type: z.string().min(1) }), {
    error: "Parameter 'messages' must be an array of { type, ... }",
  })
  .min(1, "Number of messages should be in range 1 to 5.")
  .max(MAX_MESSAGES_PER_SEND, "Number of messages should be in range 1 to 5.")
  // Checked before LINE (or the emulator's recursive Flex checks) ever walks the tree.
  .superRefine((messages, ctx) => {
    if (jsonValueTooDeep(messages))
      ctx.addIssue({ code: "custom", message: zodMessage(JSON_TOO_DEEP_MESSAGE) });
  });

/** Body of POST /api/line-messages/push-to-me and /validate. The recipient is never in it. */
export const sendMessagesBodySchema = z.object({ messages: lineMessagesSchema });

/**
 * Body of POST /api/line-messages/push-to-me: the messages, and at most one custom aggregation unit the push
 * is counted in for the insights (LINE takes units only from accounts that applied; its refusal is shown).
 */
export const pushToMeBodySchema = sendMessagesBodySchema.extend({
  customAggregationUnit: z
    .string()
    .regex(AGGREGATION_UNIT_PATTERN, zodMessage(AGGREGATION_UNIT_RULE))
    .optional(),
});

export const NOT_A_FRIEND_MESSAGE =
  "This LINE account has not added the bot, or the bot is under another provider";

/** One problem LINE found, with its JSON path (`messages[0].contents.body.contents[1].action`). */
export interface LineDetail {
  property: string;
  message: string;
}

export interface ValidateResult {
  ok: boolean;
  /** LINE's own message when it refused ("The request body has 2 error(s)"). */
  message?: string;
  details: LineDetail[];
}

export interface QuotaResult {
  /** "none": no monthly limit; "limited": `value` messages a month. */
  type: "none" | "limited";
  value: number | null;
  totalUsage: number;
}

export interface PushResult {
  sentTo: { displayName: string };
  quota: QuotaResult;
}
