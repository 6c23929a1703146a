import { join } from "node:path";
import type { AppConfig } from "../config.ts";
import { createLocalObjectStore } from "./local-store.ts";
import type { ObjectStore } from "./object-store.ts";
import { createS3ObjectStore } from "./s3-store.ts";

export type { ObjectStore } from "./object-store.ts";
export { OBJECT_STORE_UNAVAILABLE, ObjectStoreUnavailableError } from "./object-store.ts";

/** S3 when S3_BUCKET is configured, else DATA_DIR/images. */
export function openObjectStore(config: Pick<AppConfig, "s3" | "dataDir">): Promise<ObjectStore> {
  if (config.s3) return createS3ObjectStore(config.s3);
  return Promise.resolve(createLocalObjectStore(join(config.dataDir, "images")));
}
