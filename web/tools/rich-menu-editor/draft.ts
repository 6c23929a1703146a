import type { EditorState } from "../../../shared/editor/index.ts";
import type { RichMenuAction, RichMenuSize } from "../../../shared/richmenu/index.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { blobSchema, editorDraftSchema, richMenuActionSchema, sizeSchema } from "../../lib/drafts/schemas.ts";
import { z } from "../../lib/drafts/zod.ts";
import { initialSimpleEditorState, type SimpleEditorState } from "./simple-editor-state.ts";

/** The simple editor's draft: the picture itself (a Blob), not its object URL, which dies with the page. */
export interface SimpleEditorDraft {
  image: Blob | null;
  imageName: string;
  size: RichMenuSize;
  editor: EditorState<RichMenuAction>;
}

export const SIMPLE_EDITOR_DRAFT: DraftSpec<SimpleEditorDraft> = {
  key: "rich-menu-builder",
  version: 1,
  schema: z.object({
    image: blobSchema.nullable().catch(null),
    imageName: z.string(),
    size: sizeSchema,
    editor: editorDraftSchema(richMenuActionSchema),
  }),
};

export function simpleEditorDraft(state: SimpleEditorState, image: Blob | null): SimpleEditorDraft {
  return { image, imageName: state.imageName, size: state.size, editor: state.editor };
}

/** The editor as drafted; an image left out for the size cap comes back as areas on a blank canvas. */
export function restoreSimpleEditor(draft: SimpleEditorDraft | null): {
  state: SimpleEditorState;
  image: Blob | null;
} {
  if (!draft) return { state: initialSimpleEditorState(), image: null };
  const imageUrl = draft.image ? URL.createObjectURL(draft.image) : null;
  return {
    state: {
      imageUrl,
      imageName: draft.image ? draft.imageName : "",
      size: draft.size,
      editor: draft.editor,
    },
    image: draft.image,
  };
}

export function simpleEditorHasWork(state: SimpleEditorState): boolean {
  return state.imageUrl !== null || state.editor.areas.length > 0;
}
