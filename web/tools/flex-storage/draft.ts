import { DEFAULT_ALT_TEXT } from "../../../shared/flex/limits.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { z } from "../../lib/drafts/zod.ts";
import type { EditorValues } from "./editor-card.tsx";

export interface FlexStorageDraft {
  values: EditorValues;
  /** The saved message the editor was loaded from: Update saves over it after a reload too. */
  loaded: { id: string; title: string } | null;
}

export const FLEX_STORAGE_DRAFT: DraftSpec<FlexStorageDraft> = {
  key: "flex-storage",
  version: 1,
  schema: () =>
    z.object({
      values: z.object({ title: z.string(), altText: z.string(), jsonText: z.string() }),
      loaded: z
        .object({ id: z.string().min(1), title: z.string() })
        .nullable()
        .catch(null),
    }),
};

export function flexStorageHasWork(draft: FlexStorageDraft): boolean {
  const { title, altText, jsonText } = draft.values;
  return draft.loaded !== null || title !== "" || jsonText !== "" || altText !== DEFAULT_ALT_TEXT;
}
