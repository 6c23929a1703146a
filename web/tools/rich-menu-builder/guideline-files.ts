import {
  guidelineLayouts,
  guidelineReadme,
  guidelineSvg,
  type RichMenuSize,
} from "../../../shared/richmenu/index.ts";

export const GUIDELINE_ZIP_NAME = "line-rich-menu-guidelines.zip";

/** Turns one template SVG into PNG bytes of exactly `size` (an <img> + canvas in the browser). */
export type SvgRasteriser = (svg: string, size: RichMenuSize) => Promise<Uint8Array>;

/**
 * The files of the guideline archive: one PNG per layout in a folder per image size, and
 * README.txt. Rasterised one after another so at most one 2500 px canvas is alive at a time.
 */
export async function guidelineFiles(rasterise: SvgRasteriser): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const layout of guidelineLayouts()) {
    files[layout.fileName] = await rasterise(guidelineSvg(layout), layout.size);
  }
  files["README.txt"] = new TextEncoder().encode(guidelineReadme());
  return files;
}
