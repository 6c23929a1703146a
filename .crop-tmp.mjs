import { PNG } from "pngjs";
import fs from "node:fs";
const [src, out, y0, h] = process.argv.slice(2);
const im = PNG.sync.read(fs.readFileSync(src));
const H = Math.min(Number(h), im.height - Number(y0));
const o = new PNG({ width: im.width, height: H });
im.data.copy(o.data, 0, Number(y0) * im.width * 4, (Number(y0) + H) * im.width * 4);
fs.writeFileSync(out, PNG.sync.write(o));
