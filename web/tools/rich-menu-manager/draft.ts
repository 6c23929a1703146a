import type { RichMenuConfig } from "../../../shared/richmenu/index.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { editorDraftSchema, richMenuActionSchema, sizeSchema } from "../../lib/drafts/schemas.ts";
import { z } from "../../lib/drafts/zod.ts";
import { initialWizardState, type WizardState } from "./wizard-state.ts";

/**
 * The whole wizard state is the draft (plain data; the image is its data URL), so fields added to it
 * later ride along. The fields below are checked; others are kept as they are and fall back to the
 * initial state's value when missing. A created menu stays created: step 1 stays closed after a
 * reload, so the same menu cannot be created twice by accident.
 */
const loadedImageSchema = z.object({
  dataUrl: z.string().startsWith("data:"),
  type: z.string(),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  name: z.string(),
});

const wizardDraftSchema = z
  .looseObject({
    step: z.union([z.literal(1), z.literal(2)]),
    completed: z.object({ 1: z.boolean(), 2: z.boolean() }),
    name: z.string(),
    chatBarText: z.string(),
    selected: z.boolean(),
    size: sizeSchema,
    image: loadedImageSchema.nullable().catch(null),
    editor: editorDraftSchema(richMenuActionSchema),
    richMenuId: z.string().nullable(),
    deployed: z.custom<RichMenuConfig>((value) => typeof value === "object").nullable(),
  })
  .transform((draft): WizardState => ({ ...initialWizardState(), ...draft, lineErrors: {} }));

export const WIZARD_DRAFT: DraftSpec<WizardState> = {
  key: "rich-menu-manager",
  version: 1,
  schema: wizardDraftSchema as unknown as z.ZodType<WizardState>,
};

export function wizardHasWork(state: WizardState): boolean {
  return (
    state.richMenuId !== null ||
    state.image !== null ||
    state.editor.areas.length > 0 ||
    state.name !== "" ||
    state.chatBarText !== ""
  );
}
