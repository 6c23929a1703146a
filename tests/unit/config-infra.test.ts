import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../server/config.ts";

const parse = (env: Record<string, string>) => parseConfig(env, {});
const problem = (env: Record<string, string>) => {
  try {
    parse(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("S3_* configuration", () => {
  it("is off unless S3_BUCKET is set", () => {
    expect(parse({}).s3).toBeUndefined();
  });

  it("parses endpoint, region, keys and path style", () => {
    const s3 = parse({
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_BUCKET: "images",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    }).s3;
    expect(s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "images",
      region: "auto",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("defaults to us-east-1, virtual-host style and the SDK's credential chain", () => {
    expect(parse({ S3_BUCKET: "b" }).s3).toEqual({
      endpoint: undefined,
      bucket: "b",
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("names the variable for every mistake", () => {
    expect(problem({ S3_ENDPOINT: "http://minio:9000" })).toContain("S3_BUCKET: required");
    expect(problem({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toContain(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
    expect(problem({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toContain("S3_FORCE_PATH_STYLE");
    expect(problem({ S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" })).toContain("S3_ENDPOINT");
  });
});

describe("REDIS_URL", () => {
  it("accepts redis:// and rediss://, refuses anything else", () => {
    expect(parse({}).redisUrl).toBeUndefined();
    expect(parse({ REDIS_URL: "redis://127.0.0.1:6379/0" }).redisUrl).toBe("redis://127.0.0.1:6379/0");
    expect(parse({ REDIS_URL: "rediss://cache.example:6380" }).redisUrl).toBe("rediss://cache.example:6380");
    expect(problem({ REDIS_URL: "http://127.0.0.1:6379" })).toContain("REDIS_URL");
  });
});

describe("TRUST_PROXY", () => {
  it("is a number of hops or a list of addresses, CIDRs and named ranges", () => {
    expect(parse({}).trustProxy).toBeUndefined();
    expect(parse({ TRUST_PROXY: "0" }).trustProxy).toBeUndefined();
    expect(parse({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parse({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1 ,fd00::/8,Loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses anything else with the variable's name", () => {
    expect(problem({ TRUST_PROXY: "true" })).toContain("TRUST_PROXY");
    expect(problem({ TRUST_PROXY: "10.0.0.0/40" })).toContain("TRUST_PROXY");
  });
});
