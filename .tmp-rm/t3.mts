import sharp from "sharp";
import { rampPng } from "../tests/e2e/rich-menu-helpers.ts";
for (const noise of [6, 12, 24]) {
  const t = Date.now();
  const png = rampPng(2500, 1686, noise);
  const sizes = [];
  for (const q of [92, 85, 70, 50]) sizes.push((await sharp(png).jpeg({ quality: q }).toBuffer()).length);
  console.log(noise, png.length, sizes, Date.now() - t);
}
