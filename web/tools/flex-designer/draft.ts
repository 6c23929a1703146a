import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { z } from "../../lib/drafts/zod.ts";

/** The saved message the design came from: "Update" saves over it, after a reload too. */
export interface StoredOrigin {
  id: string;
  title: string;
}

/**
 * The designer's draft: the flex message as it is exported (IndexedDB and the JSON journal keep key order,
 * so a reload gives back the same JSON) and what is selected. The undo history starts afresh.
 */
export interface FlexDesignerDraft {
  message: unknown;
  selection: string;
  origin: StoredOrigin | null;
}

export const FLEX_DESIGNER_DRAFT: DraftSpec<FlexDesignerDraft> = {
  key: "flex-designer",
  version: 1,
  schema: z.object({
    message: z.unknown(),
    selection: z.string().catch(""),
    origin: z
      .object({ id: z.string().min(1), title: z.string() })
      .nullable()
      .catch(null),
  }),
};
