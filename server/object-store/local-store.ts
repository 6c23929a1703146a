import { randomBytes } from "node:crypto";
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import type { ObjectStore } from "./object-store.ts";

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** Writes through a temporary file in the same folder and renames it, so readers never see half a file. */
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.tmp-${randomBytes(6).toString("hex")}`);
  try {
    await writeFile(temp, bytes, { flag: "wx" });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The embedded default: keys are paths under `root` (DATA_DIR/images). */
export function createLocalObjectStore(root: string): ObjectStore {
  const path = (key: string) => join(root, key);
  return {
    kind: "local",
    put: (key, bytes) => writeAtomically(path(key), bytes),
    async get(key) {
      return readFile(path(key)).catch((error: unknown) => {
        if (isMissingFile(error)) return null;
        throw error;
      });
    },
    async has(key) {
      return (await stat(path(key)).catch(() => null))?.isFile() ?? false;
    },
    async stream(key) {
      // Opening first turns a missing file into null instead of an error in the middle of a response.
      const handle = await open(path(key)).catch((error: unknown) => {
        if (isMissingFile(error)) return null;
        throw error;
      });
      if (!handle) return null;
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    },
    async ping() {
      // Health checks come often: a stat, and the folder is made only when it is missing.
      await access(root).catch(() => mkdir(root, { recursive: true }));
    },
    close() {},
  };
}
