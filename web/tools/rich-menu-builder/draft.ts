import { createTabGroup, GROUP_LIMITS, type TabGroup } from "../../../shared/richmenu/group.ts";
import type { RichMenuConfig } from "../../../shared/richmenu/index.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { blobSchema, editorDraftSchema, richMenuActionSchema, sizeSchema } from "../../lib/drafts/schemas.ts";
import { z } from "../../lib/drafts/zod.ts";
import { type GroupImage, initialWizardState, type WizardState } from "./wizard-state.ts";

/**
 * The whole wizard state is the draft (plain data; the image is its data URL), so fields added to it
 * later ride along. The fields below are checked; others are kept as they are and fall back to the
 * initial state's value when missing. A created menu stays created: step 1 stays closed after a
 * reload, so the same menu cannot be created twice by accident.
 */
/** Built on the first read of a stored draft (DraftSpec.schema): a first visit builds none. */
function wizardDraftSchema() {
  const loadedImageSchema = z.object({
    dataUrl: z.string().startsWith("data:"),
    type: z.string(),
    bytes: z.number(),
    width: z.number(),
    height: z.number(),
    name: z.string(),
  });

  /** A group page's image: its Blob may have been left out for the draft cap, then the page has none. */
  const groupImageSchema = z
    .object({
      blob: blobSchema,
      name: z.string(),
      type: z.string(),
      bytes: z.number(),
      width: z.number(),
      height: z.number(),
    })
    .nullable()
    .catch(null);

  const tabGroupSchema = z
    .object({
      name: z.string(),
      chatBarText: z.string(),
      size: sizeSchema,
      pages: z
        .array(
          z.object({
            id: z.string(),
            aliasId: z.string(),
            linkedAliasId: z.string(),
            image: groupImageSchema,
            editor: editorDraftSchema(richMenuActionSchema),
          }),
        )
        .min(GROUP_LIMITS.minPages)
        .max(GROUP_LIMITS.maxPages),
      selectedPageId: z.string(),
      setDefault: z.boolean(),
      repointAliases: z.boolean(),
      nextPageId: z.number().int().positive(),
      published: z
        .object({ pages: z.array(z.object({ aliasId: z.string(), richMenuId: z.string() })) })
        .nullable()
        .catch(null),
    })
    // A refusal was news when it happened; restored, it would be toasted again.
    .transform((group): TabGroup<GroupImage> => ({ ...group, refusal: null }))
    .catch(() => createTabGroup<GroupImage>());

  return z
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
      mode: z.enum(["single", "group"]).catch("single"),
      group: tabGroupSchema,
    })
    .transform(
      (draft): WizardState => ({ ...initialWizardState(), ...draft, lineErrors: {}, groupLineErrors: {} }),
    );
}

export const WIZARD_DRAFT: DraftSpec<WizardState> = {
  key: "rich-menu-manager",
  version: 1,
  schema: () => wizardDraftSchema() as unknown as z.ZodType<WizardState>,
};

export function wizardHasWork(state: WizardState): boolean {
  return (
    state.richMenuId !== null ||
    state.image !== null ||
    state.editor.areas.length > 0 ||
    state.name !== "" ||
    state.chatBarText !== "" ||
    state.group.name !== "" ||
    state.group.published !== null ||
    state.group.pages.some((page) => page.image !== null || page.editor.areas.length > 0)
  );
}
