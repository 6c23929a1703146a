import { downloadBlob } from "../../lib/download.ts";
import { rasteriseSvg } from "./canvas-image.ts";
import { GUIDELINE_ZIP_NAME, guidelineFiles } from "./guideline-files.ts";

/**
 * Builds the design-guideline archive in the browser (our own templates, nothing fetched) and
 * saves it. fflate is loaded only here, so the page does not carry it until it is needed.
 */
export async function downloadGuidelineZip(): Promise<void> {
  const [{ zipSync }, files] = await Promise.all([import("fflate"), guidelineFiles(rasteriseSvg)]);
  // PNGs are already compressed: store them as they are.
  const zip = zipSync(files, { level: 0 });
  downloadBlob(new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), GUIDELINE_ZIP_NAME);
}
