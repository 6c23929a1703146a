import { API_ERRORS } from "../../shared/api/errors.ts";
import { UpstreamUnavailableError } from "../upstream-errors.ts";

/**
 * Where image bytes live: a local folder or an S3-compatible bucket. Keys are relative paths
 * ("<sha256>", "renditions/<sha256>-<width>"); the content is addressed by hash, so a key's bytes never
 * change and a put may be repeated safely.
 */
export interface ObjectStore {
  /** "local" or "s3", for health reports and logs. */
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** The bytes as a stream, or null when the key does not exist (known before the stream starts). */
  stream(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Resolves when the store answers; throws ObjectStoreUnavailableError otherwise. */
  ping(): Promise<void>;
  close(): void;
}

export const OBJECT_STORE_UNAVAILABLE = API_ERRORS["storage.unreachable"];

/** An upstream fault, never the user's: answered as 503 + Retry-After by the app's error handler. */
export class ObjectStoreUnavailableError extends UpstreamUnavailableError {
  constructor(readonly causeText: string) {
    super("storage.unreachable");
  }
}
