import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { compressBody, ENCODINGS } from "./encoding.ts";
import { COMPRESSIBLE_EXTENSIONS } from "./spa.ts";

/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 512;

/**
 * Writes `.br` and `.gz` twins (best compression) of every text file of a build, so the server sends them
 * without compressing per request. index.html is left to the server: it gets the runtime config first.
 */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (
      !entry.isFile() ||
      !COMPRESSIBLE_EXTENSIONS.includes(extname(path)) ||
      path === join(dir, "index.html")
    )
      continue;
    const body = await readFile(path);
    if (body.byteLength < MIN_BYTES) continue;
    totals.files++;
    totals.bytes += body.byteLength;
    for (const { encoding, suffix } of ENCODINGS) {
      const compressed = await compressBody(body, encoding, "best");
      await writeFile(path + suffix, compressed);
      totals[encoding] += compressed.byteLength;
    }
  }
  return totals;
}
