import { WEBHOOK_EVENT_TYPES } from "../../../shared/webhook/events.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { z } from "../../lib/drafts/zod.ts";
import { type ComposerState, initialComposer } from "./composer.ts";

/** The composer's form as a draft: a closed LIFF window or a reload keeps the event being built. */
export const COMPOSER_DRAFT: DraftSpec<ComposerState> = {
  key: "webhook-composer",
  version: 1,
  schema: z.object({
    type: z.enum(WEBHOOK_EVENT_TYPES),
    source: z.enum(["user", "group", "room"]),
    values: z.record(z.string(), z.union([z.string(), z.boolean()])),
    json: z.string(),
    destination: z.string(),
    botUrl: z.string(),
    breakSignature: z.boolean(),
    redelivery: z.boolean(),
  }),
};

const EMPTY = JSON.stringify(initialComposer());

export function composerHasWork(state: ComposerState): boolean {
  return JSON.stringify(state) !== EMPTY;
}
