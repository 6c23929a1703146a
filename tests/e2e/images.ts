import sharp from "sharp";

/** A fresh noisy PNG in LINE green: random noise makes every call's image (and so a hosted link) new. */
export async function noisyGreenPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#06c755",
      noise: { type: "gaussian", mean: 90, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}
