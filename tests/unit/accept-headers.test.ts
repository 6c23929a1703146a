import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptedEncodings } from "../../server/http/encoding.ts";
import { requestLang } from "../../server/http/request-lang.ts";

/** What a page request's headers pick: its language (cookie, else Accept-Language). */
async function langOf(headers: Record<string, string>): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(requestLang(c)));
  return (await app.request("/", { headers })).text();
}

describe("Accept-Language and the lang cookie", () => {
  it("the first of the user's languages the app has, by weight, else English", async () => {
    expect(await langOf({ "accept-language": "th-TH,th;q=0.9,en;q=0.8" })).toBe("th");
    expect(await langOf({ "accept-language": "en;q=0.5, th;q=0.8, *;q=0.1" })).toBe("th");
    expect(await langOf({ "accept-language": "ja,th;q=0.7,en;q=0.3" })).toBe("th");
    expect(await langOf({ "accept-language": "en-US,th;q=0.9" })).toBe("en");
    expect(await langOf({ "accept-language": "th;q=0, en" })).toBe("en");
    expect(await langOf({ "accept-language": "th;q=0, fr" })).toBe("en");
    expect(await langOf({ "accept-language": "fr-FR, de" })).toBe("en");
    expect(await langOf({})).toBe("en");
  });

  it("the cookie's choice wins over the header", async () => {
    expect(await langOf({ cookie: "lang=en", "accept-language": "th-TH" })).toBe("en");
    expect(await langOf({ cookie: "lang=xx", "accept-language": "th-TH" })).toBe("th");
  });
});

describe("Accept-Encoding", () => {
  it("br before gzip whatever their weights; q=0 refuses; * stands for the rest", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1, br;q=0.5")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("GZIP")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*;q=0.5, gzip;q=0")).toEqual(["br"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
