import type { S3Config } from "../config-infra.ts";
import { type ObjectStore, ObjectStoreUnavailableError } from "./object-store.ts";

/** Keys live under this prefix so the bucket can be shared with other data. */
const PREFIX = "images/";

/** The longest one store call may take (README "Object store"); past it the upload or image answers 503. */
const OPERATION_TIMEOUT_MS = 10_000;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

/** Every failure except "no such key" is the store's fault: one log line (no keys, no secrets), then 503. */
function unavailable(operation: string, error: unknown): ObjectStoreUnavailableError {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = e.$metadata?.httpStatusCode;
  const cause = [e.name, e.code, status ? `HTTP ${status}` : undefined].filter(Boolean).join(" ");
  console.error(`Object store (s3) ${operation} failed: ${cause || "unknown error"}`);
  return new ObjectStoreUnavailableError(cause);
}

/**
 * S3-compatible store (AWS S3, R2, Garage). The SDK is imported only here, so a deployment without S3
 * never loads it; the server bundle leaves it to node_modules (server/build.mjs says why). Bodies go as buffers (images are ≤ 1 MB); checksums only where S3 requires them,
 * because several S3-compatible servers reject the SDK's default trailing checksums.
 */
export async function createS3ObjectStore(config: S3Config): Promise<ObjectStore> {
  const s3 = await import("@aws-sdk/client-s3");
  const client = new s3.S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An upload waits for the store: fail in seconds, not after the OS gives up on the socket.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  });
  // The SDK's requestTimeout did not end a call to a store that accepted the connection and then said
  // nothing (the fault matrix waited 45 s): every call is aborted at OPERATION_TIMEOUT_MS instead. A
  // stream's deadline ends when its headers arrive: a slow client may take longer to read the image.
  async function withDeadline<T>(work: (options: { abortSignal: AbortSignal }) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), OPERATION_TIMEOUT_MS);
    try {
      return await work({ abortSignal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }
  const Bucket = config.bucket;
  const key = (k: string) => `${PREFIX}${k}`;

  async function getObject(k: string, options: { abortSignal: AbortSignal }) {
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket, Key: key(k) }), options);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable("get", error);
    }
  }

  return {
    kind: "s3",
    async put(k, bytes, contentType) {
      try {
        await withDeadline((options) =>
          client.send(
            new s3.PutObjectCommand({
              Bucket,
              Key: key(k),
              Body: Buffer.from(bytes),
              ContentType: contentType,
            }),
            options,
          ),
        );
      } catch (error) {
        throw unavailable("put", error);
      }
    },
    async get(k) {
      return withDeadline(async (options) => {
        const object = await getObject(k, options);
        if (!object?.Body) return null;
        try {
          return Buffer.from(await object.Body.transformToByteArray());
        } catch (error) {
          throw unavailable("get", error);
        }
      });
    },
    async has(k) {
      try {
        await withDeadline((options) =>
          client.send(new s3.HeadObjectCommand({ Bucket, Key: key(k) }), options),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw unavailable("head", error);
      }
    },
    async stream(k) {
      const object = await withDeadline((options) => getObject(k, options));
      return object?.Body ? object.Body.transformToWebStream() : null;
    },
    async ping() {
      try {
        await withDeadline((options) => client.send(new s3.HeadBucketCommand({ Bucket }), options));
      } catch (error) {
        throw unavailable("ping", error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
