import { describe, expect, it } from "vitest";
import {
  etagMatches,
  imageLink,
  imagemapBaseUrl,
  isSha256,
  parseImageFileName,
  parseImagemapWidth,
  publicOrigin,
  renditionHeight,
} from "../../server/images/hosting.ts";

const SHA = "ab".repeat(32);

describe("publicOrigin", () => {
  const requestUrl = "http://127.0.0.1:3000/api/images";

  it("uses PUBLIC_BASE_URL over everything, without trailing slashes", () => {
    expect(
      publicOrigin({
        publicBaseUrl: "https://img.example.com//",
        requestUrl,
        forwardedProto: "http",
        forwardedHost: "other.example",
      }),
    ).toBe("https://img.example.com");
  });

  it("falls back to the request origin", () => {
    expect(publicOrigin({ publicBaseUrl: undefined, requestUrl })).toBe("http://127.0.0.1:3000");
  });

  it("takes the first hop of X-Forwarded-Proto / X-Forwarded-Host", () => {
    expect(
      publicOrigin({
        publicBaseUrl: undefined,
        requestUrl,
        forwardedProto: "HTTPS, http",
        forwardedHost: "Tools.Example.com:8443, 10.0.0.2",
      }),
    ).toBe("https://tools.example.com:8443");
  });

  it("ignores malformed forwarded values", () => {
    for (const [proto, host] of [
      ["javascript", "evil.example/path"],
      ["ftp", "a b"],
      ["", "user@host"],
    ]) {
      expect(
        publicOrigin({ publicBaseUrl: undefined, requestUrl, forwardedProto: proto, forwardedHost: host }),
      ).toBe("http://127.0.0.1:3000");
    }
  });

  it("accepts a bracketed IPv6 forwarded host", () => {
    expect(publicOrigin({ publicBaseUrl: undefined, requestUrl, forwardedHost: "[2001:db8::1]:8080" })).toBe(
      "http://[2001:db8::1]:8080",
    );
  });
});

describe("links and names", () => {
  it("builds /i/<sha>.<ext> links and extension-less imagemap base URLs", () => {
    expect(imageLink("https://x.test", { sha256: SHA, extension: "jpg" })).toBe(
      `https://x.test/i/${SHA}.jpg`,
    );
    expect(imagemapBaseUrl("https://x.test", SHA)).toBe(`https://x.test/imagemaps/${SHA}`);
  });

  it("parses only lowercase sha256 names with png or jpg", () => {
    expect(parseImageFileName(`${SHA}.png`)).toEqual({ sha256: SHA, extension: "png" });
    expect(parseImageFileName(`${SHA}.jpg`)).toEqual({ sha256: SHA, extension: "jpg" });
    for (const name of [
      `${SHA}.jpeg`,
      `${SHA}.PNG`,
      SHA,
      `${SHA.toUpperCase()}.png`,
      `${SHA}0.png`,
      "x.png",
    ]) {
      expect(parseImageFileName(name), name).toBeNull();
    }
    expect(isSha256(SHA)).toBe(true);
    expect(isSha256(`${SHA}.png`)).toBe(false);
  });

  it("accepts exactly LINE's five imagemap widths written as plain digits", () => {
    expect(["1040", "700", "460", "300", "240"].map(parseImagemapWidth)).toEqual([1040, 700, 460, 300, 240]);
    for (const segment of ["1000", "01040", "1040.0", "+700", " 700", "", "2080", "1e3"]) {
      expect(parseImagemapWidth(segment), segment).toBeNull();
    }
  });
});

describe("renditionHeight", () => {
  it("keeps the aspect ratio, rounds, and never goes below one pixel", () => {
    expect(renditionHeight({ width: 800, height: 533 }, 1040)).toBe(693);
    expect(renditionHeight({ width: 800, height: 533 }, 240)).toBe(160);
    expect(renditionHeight({ width: 500, height: 1000 }, 1040)).toBe(2080);
    expect(renditionHeight({ width: 10_000, height: 1 }, 240)).toBe(1);
  });
});

describe("etagMatches", () => {
  const etag = `"${SHA}"`;
  it("matches strong, weak, listed and wildcard tags only", () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches(SHA, etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
