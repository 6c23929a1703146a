import type { RichMenuSize } from "../../../shared/richmenu/index.ts";
import { loadImage } from "../../components/rich-menu/image-file.ts";
import { msg } from "../../i18n/i18n.ts";

export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(msg("The browser could not encode the image")))),
      type,
      quality,
    ),
  );
}

/** A canvas of `size` with the image drawn over white (JPEG has no transparency). */
export function drawOnCanvas(image: CanvasImageSource, size: RichMenuSize): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(msg("Canvas is not available in this browser"));
  context.fillStyle = "#FFFFFF";
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

/** One guideline template: the SVG drawn through an <img> onto a canvas, encoded as PNG. */
export async function rasteriseSvg(svg: string, size: RichMenuSize): Promise<Uint8Array> {
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const blob = await canvasToBlob(drawOnCanvas(image, size), "image/png");
  return new Uint8Array(await blob.arrayBuffer());
}
