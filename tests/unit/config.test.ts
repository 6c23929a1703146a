import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, SANDBOX_LOGIN_CHANNEL_ID } from "../../server/config.ts";

describe("parseConfig", () => {
  it("defaults to sandbox mode on port 3000 with ./data", () => {
    const c = parseConfig({}, {});
    expect(c.sandbox).toBe(true);
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.loginChannelId).toBe(SANDBOX_LOGIN_CHANNEL_ID);
    expect(c.lineApiBaseUrl).toBeUndefined();
  });

  it("sandbox depends only on the LIFF ID, not NODE_ENV", () => {
    expect(parseConfig({ NODE_ENV: "production", PORT: "4000" }, {}).sandbox).toBe(true);
    const real = parseConfig({ LIFF_ID: "1657000000-abcdEFGH", PUBLIC_BASE_URL: "https://t.example" }, {});
    expect(real.sandbox).toBe(false);
    expect(real.loginChannelId).toBe("1657000000");
  });

  it("reads liffId and loginChannelId from liff.config.json, env wins", () => {
    const file = { liffId: "1650000000-fileFile", loginChannelId: "1650000000" };
    const base = { PUBLIC_BASE_URL: "https://t.example" };
    expect(parseConfig(base, file)).toMatchObject({ liffId: "1650000000-fileFile", sandbox: false });
    expect(
      parseConfig({ ...base, LIFF_ID: "1651111111-envEnv", LINE_LOGIN_CHANNEL_ID: "1651111111" }, file),
    ).toMatchObject({
      liffId: "1651111111-envEnv",
      loginChannelId: "1651111111",
    });
  });

  it("normalises URLs and strips trailing slashes", () => {
    const c = parseConfig(
      {
        PUBLIC_BASE_URL: "https://tools.example.com/",
        LINE_API_BASE_URL: "http://127.0.0.1:9999/",
        LINE_API_DATA_BASE_URL: "http://127.0.0.1:9998",
      },
      {},
    );
    expect(c.publicBaseUrl).toBe("https://tools.example.com");
    expect(c.lineApiBaseUrl).toBe("http://127.0.0.1:9999");
    expect(c.lineApiDataBaseUrl).toBe("http://127.0.0.1:9998");
  });

  it("treats empty strings as unset", () => {
    expect(parseConfig({ PUBLIC_BASE_URL: "", LIFF_ID: "" }, {})).toMatchObject({
      publicBaseUrl: undefined,
      sandbox: true,
    });
  });

  it("lists every problem at once", () => {
    try {
      parseConfig({ PORT: "http", PUBLIC_BASE_URL: "ftp://x" }, { features: { shareTargetPicker: "yes" } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("PUBLIC_BASE_URL");
      expect(message).toContain("liff.config.json features.shareTargetPicker");
    }
  });

  it("DATABASE_URL: a postgres:// or postgresql:// URL selects PostgreSQL; unset or empty keeps SQLite", () => {
    expect(parseConfig({}, {}).databaseUrl).toBeUndefined();
    expect(parseConfig({ DATABASE_URL: " " }, {}).databaseUrl).toBeUndefined();
    const url = "postgres://app:secret@db.internal:5432/tools";
    expect(parseConfig({ DATABASE_URL: url }, {}).databaseUrl).toBe(url);
    expect(parseConfig({ DATABASE_URL: "postgresql://db/tools" }, {}).databaseUrl).toBe(
      "postgresql://db/tools",
    );
    expect(() => parseConfig({ DATABASE_URL: "mysql://db/tools" }, {})).toThrow(
      /^Invalid configuration: DATABASE_URL: must be a postgres:\/\/ URL$/,
    );
  });

  it("requires a numeric login channel when a LIFF ID is set", () => {
    expect(() => parseConfig({ LIFF_ID: "abc", PUBLIC_BASE_URL: "https://t.example" }, {})).toThrow(
      /LINE_LOGIN_CHANNEL_ID/,
    );
  });

  it("requires PUBLIC_BASE_URL outside sandbox mode, naming it, and not in sandbox mode", () => {
    expect(() => parseConfig({ LIFF_ID: "1657000000-abcdEFGH" }, {})).toThrow(
      /PUBLIC_BASE_URL: required when a LIFF ID is configured/,
    );
    expect(parseConfig({}, {}).publicBaseUrl).toBeUndefined();
  });

  it("HOST restricts the interface; unset listens on every interface", () => {
    expect(parseConfig({}, {}).host).toBeUndefined();
    expect(parseConfig({ HOST: "127.0.0.1" }, {}).host).toBe("127.0.0.1");
  });
});
