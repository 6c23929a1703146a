import sharp from "sharp";
const [file, top, height, out] = process.argv.slice(2);
const meta = await sharp(file).metadata();
await sharp(file).extract({ left: 0, top: Number(top), width: meta.width ?? 0, height: Number(height) }).toFile(out ?? "/tmp/rm/crop.png");
