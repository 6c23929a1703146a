// Environment of the shared infrastructure (object store, Redis, trusted proxies), parsed by
// server/config.ts together with the rest of the environment.
import proxyAddr from "proxy-addr";
import { z } from "zod";

export interface S3Config {
  /** Custom endpoint (MinIO, R2, s3rver); undefined = AWS S3 for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither = the SDK's default credential chain (instance role, env). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Number of trusted hops in front of the app, or the addresses/CIDRs of trusted proxies. */
export type TrustProxy = number | string[];

const blankToUndefined = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = blankToUndefined.pipe(
  z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).optional(),
);

/** proxy-addr's own names for the standard ranges, besides addresses and CIDRs. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const trustProxy = blankToUndefined.transform((value, ctx): TrustProxy | undefined => {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops > 0 ? hops : undefined;
  }
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((e) => (NAMED_RANGES.has(e.toLowerCase()) ? e.toLowerCase() : e));
  try {
    // compile() throws on anything that is not an address, a CIDR or a named range.
    proxyAddr.compile(entries);
  } catch (error) {
    ctx.addIssue({
      code: "custom",
      message: `must be a number of hops or a comma list of CIDRs (${(error as Error).message})`,
    });
    return z.NEVER;
  }
  return entries;
});

export const infraEnvShape = {
  S3_ENDPOINT: blankToUndefined.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  S3_BUCKET: blankToUndefined,
  S3_REGION: blankToUndefined,
  S3_ACCESS_KEY_ID: blankToUndefined,
  S3_SECRET_ACCESS_KEY: blankToUndefined,
  S3_FORCE_PATH_STYLE: booleanFlag,
  REDIS_URL: blankToUndefined.pipe(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  TRUST_PROXY: trustProxy,
};

type InfraEnv = z.output<z.ZodObject<typeof infraEnvShape>>;

export interface InfraConfig {
  s3: S3Config | undefined;
  redisUrl: string | undefined;
  trustProxy: TrustProxy | undefined;
}

/** Cross-field rules; returns the problems in the same "VAR: message" form as the schema's. */
export function infraConfig(e: InfraEnv): { config: InfraConfig; problems: string[] } {
  const problems: string[] = [];
  const anyS3 =
    e.S3_ENDPOINT ?? e.S3_REGION ?? e.S3_ACCESS_KEY_ID ?? e.S3_SECRET_ACCESS_KEY ?? e.S3_FORCE_PATH_STYLE;
  if (anyS3 !== undefined && !e.S3_BUCKET)
    problems.push("S3_BUCKET: required when any other S3_ variable is set");
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither");
  }
  const s3: S3Config | undefined = e.S3_BUCKET
    ? {
        endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? "us-east-1",
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === "true" || e.S3_FORCE_PATH_STYLE === "1",
      }
    : undefined;
  return { config: { s3, redisUrl: e.REDIS_URL, trustProxy: e.TRUST_PROXY }, problems };
}
