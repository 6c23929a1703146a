import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { z } from "../../lib/drafts/zod.ts";

/*
 * A LIFF app's endpoint before "Point at this app" changed it, kept in this browser's drafts (journaled, so
 * a LIFF window closed right after keeps it), to put back with one tap: the Webhook Inspector's pattern.
 */

export interface PointDraft {
  originals: { app: string; endpoint: string }[];
}

export const POINT_DRAFT: DraftSpec<PointDraft> = {
  key: "liff-apps-point",
  version: 1,
  schema: z.object({ originals: z.array(z.object({ app: z.string(), endpoint: z.string() })) }),
};

export const originalEndpoint = (draft: PointDraft, app: string): string | null =>
  draft.originals.find((o) => o.app === app)?.endpoint ?? null;

/** A second point keeps the first original; an app already at the target has nothing to remember. */
export function rememberEndpoint(
  draft: PointDraft,
  app: string,
  endpoint: string,
  target: string,
): PointDraft {
  if (originalEndpoint(draft, app) !== null || endpoint === target) return draft;
  return { originals: [...draft.originals, { app, endpoint }] };
}

export const forgetEndpoint = (draft: PointDraft, app: string): PointDraft => ({
  originals: draft.originals.filter((o) => o.app !== app),
});
