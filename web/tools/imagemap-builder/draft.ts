import { IMAGEMAP_ACTION_TYPES } from "../../../shared/imagemap/index.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { editorDraftSchema, sizeSchema } from "../../lib/drafts/schemas.ts";
import { z } from "../../lib/drafts/zod.ts";
import type { ChosenImage } from "./image-file.ts";
import { createImagemapEditor, type ImagemapEditorState } from "./model.ts";

export interface ImagemapDraft {
  baseUrl: string;
  altText: string;
  /** The chosen file itself (its object URL dies with the page). */
  image: Omit<ChosenImage, "url"> | null;
  editor: ImagemapEditorState;
  /**
   * The Base URL "Host this image" returned for this image: with it, a sandbox-hosted base URL stays
   * valid for the sandbox after a reload (without it, the URL reads as a plain http:// one).
   */
  hostedUrl: string | null;
}

const fileSchema = z.custom<File>((value) => value instanceof File, { message: "Not a file" });

export const IMAGEMAP_DRAFT: DraftSpec<ImagemapDraft> = {
  key: "imagemap-builder",
  version: 1,
  schema: () =>
    z.object({
      baseUrl: z.string(),
      altText: z.string(),
      image: z.object({ file: fileSchema, original: sizeSchema, scaled: sizeSchema }).nullable().catch(null),
      editor: editorDraftSchema(
        z.object({ type: z.enum(IMAGEMAP_ACTION_TYPES), linkUri: z.string(), text: z.string() }),
      ),
      // Drafts from before it was kept have none.
      hostedUrl: z.string().nullable().catch(null),
    }),
};

export function imagemapDraft(
  baseUrl: string,
  altText: string,
  image: ChosenImage | null,
  editor: ImagemapEditorState,
  hostedUrl: string | null,
): ImagemapDraft {
  return {
    baseUrl,
    altText,
    image: image ? { file: image.file, original: image.original, scaled: image.scaled } : null,
    editor,
    hostedUrl,
  };
}

/**
 * The builder as drafted. Areas are drawn on the image's scaled size: an image left out for the size
 * cap takes its areas along (the base URL and alt text stay).
 */
export function restoreImagemap(draft: ImagemapDraft | null) {
  if (!draft)
    return { baseUrl: "", altText: "", image: null, editor: createImagemapEditor(), hostedUrl: null };
  const image: ChosenImage | null = draft.image
    ? { ...draft.image, url: URL.createObjectURL(draft.image.file) }
    : null;
  return {
    baseUrl: draft.baseUrl,
    altText: draft.altText,
    image,
    editor: image ? draft.editor : createImagemapEditor(),
    // Hosting belongs to the image: an image left out for the size cap leaves none.
    hostedUrl: image ? draft.hostedUrl : null,
  };
}

export function imagemapHasWork(draft: ImagemapDraft): boolean {
  return (
    draft.baseUrl !== "" || draft.altText !== "" || draft.image !== null || draft.editor.areas.length > 0
  );
}
