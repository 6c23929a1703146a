import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { z } from "../../lib/drafts/zod.ts";

/*
 * The channel's webhook URL before the inspector took it, kept in this browser's drafts so a closed LIFF
 * window does not lose it. Keyed by channel ("channel", not "channelId": credential-like keys are scrubbed
 * from drafts). Pure functions over the list, so the rules are unit-tested.
 */

export interface SavedOriginal {
  channel: string;
  endpoint: string;
  active: boolean;
}

export interface ConnectDraft {
  originals: SavedOriginal[];
}

export const CONNECT_DRAFT: DraftSpec<ConnectDraft> = {
  key: "webhook-connect",
  version: 1,
  schema: z.object({
    originals: z.array(z.object({ channel: z.string(), endpoint: z.string(), active: z.boolean() })),
  }),
};

export const originalFor = (draft: ConnectDraft, channel: string) =>
  draft.originals.find((o) => o.channel === channel) ?? null;

/**
 * Keeps the channel's URL before connecting; a second connect (to another inspector URL) keeps the first
 * original, and a channel already pointing at the inspector URL (its draft lost) has no original to keep.
 */
export function rememberOriginal(
  draft: ConnectDraft,
  original: SavedOriginal,
  inspectorUrl?: string,
): ConnectDraft {
  if (originalFor(draft, original.channel) || original.endpoint === inspectorUrl) return draft;
  return { originals: [...draft.originals, original] };
}

export function forgetOriginal(draft: ConnectDraft, channel: string): ConnectDraft {
  return { originals: draft.originals.filter((o) => o.channel !== channel) };
}
