import { describe, expect, it } from "vitest";
import {
  addLiffAppBodySchema,
  descriptionProblem,
  endpointProblem,
  LIFF_MESSAGES,
  lacksChatMessageWrite,
  updateLiffAppBodySchema,
} from "../../shared/liff-apps/index.ts";
import {
  forgetEndpoint,
  originalEndpoint,
  type PointDraft,
  rememberEndpoint,
} from "../../web/tools/liff-apps/point-draft.ts";

describe("LIFF app rules (shared/liff-apps)", () => {
  it("takes an https endpoint, refuses http, a fragment and a non-URL", () => {
    expect(endpointProblem("https://example.com/app?x=1")).toBeNull();
    expect(endpointProblem("http://example.com/")).toBe(LIFF_MESSAGES.endpointHttps);
    expect(endpointProblem("https://example.com/#top")).toBe(LIFF_MESSAGES.endpointFragment);
    expect(endpointProblem("https://example.com/#")).toBe(LIFF_MESSAGES.endpointFragment);
    expect(endpointProblem("example.com")).toBe(LIFF_MESSAGES.endpointInvalid);
    expect(endpointProblem("ftp://example.com/")).toBe(LIFF_MESSAGES.endpointInvalid);
  });

  it("takes plain http only on this machine and only when asked (sandbox mode)", () => {
    const sandbox = { allowLoopbackHttp: true };
    expect(endpointProblem("http://127.0.0.1:3000/", sandbox)).toBeNull();
    expect(endpointProblem("http://localhost:3000/", sandbox)).toBeNull();
    expect(endpointProblem("http://127.0.0.1:3000/")).toBe(LIFF_MESSAGES.endpointHttps);
    expect(endpointProblem("http://192.168.1.5:3000/", sandbox)).toBe(LIFF_MESSAGES.endpointHttps);
    expect(endpointProblem("http://localhost.example.com/", sandbox)).toBe(LIFF_MESSAGES.endpointHttps);
  });

  it("refuses LINE and its look-alikes in the name, not words that contain it", () => {
    for (const name of ["LINE shop", "my line app", "ＬＩＮＥ", "ラインで", "ไลน์ช็อป", "Line-tools"]) {
      expect(descriptionProblem(name), name).toBe(LIFF_MESSAGES.descriptionLine);
    }
    for (const name of ["Online shop", "Timeline", "Pipeline tools", "Shop"]) {
      expect(descriptionProblem(name), name).toBeNull();
    }
    expect(descriptionProblem("x".repeat(101))).toBe(LIFF_MESSAGES.descriptionTooLong);
  });

  it("warns only when a scope list leaves chat_message.write out", () => {
    expect(lacksChatMessageWrite(["profile"])).toBe(true);
    expect(lacksChatMessageWrite(["profile", "chat_message.write"])).toBe(false);
    expect(lacksChatMessageWrite(undefined)).toBe(false);
  });

  it("schemas: add needs a view, update takes a partial one, unknown fields are refused", () => {
    const add = addLiffAppBodySchema();
    expect(add.safeParse({ view: { type: "full", url: "https://example.com/" } }).success).toBe(true);
    expect(add.safeParse({ description: "x" }).success).toBe(false);
    expect(add.safeParse({ view: { type: "huge", url: "https://example.com/" } }).success).toBe(false);
    expect(add.safeParse({ view: { type: "full", url: "https://example.com/" }, extra: 1 }).success).toBe(
      false,
    );
    expect(
      add.safeParse({ view: { type: "full", url: "https://x/" }, permanentLinkPattern: "other" }).success,
    ).toBe(false);
    const update = updateLiffAppBodySchema({ allowLoopbackHttp: true });
    expect(update.safeParse({ view: { url: "http://127.0.0.1:3000/" } }).success).toBe(true);
    expect(update.safeParse({ scope: ["profile"], botPrompt: "aggressive" }).success).toBe(true);
    expect(update.safeParse({ view: { url: "http://example.com/" } }).success).toBe(false);
  });
});

describe("Point at this app: the endpoint to put back (web/tools/liff-apps/point-draft.ts)", () => {
  it("keeps the first original, nothing when already there, and forgets it once put back", () => {
    let draft: PointDraft = { originals: [] };
    draft = rememberEndpoint(draft, "1-a", "https://shop.example/", "http://127.0.0.1:3000/");
    draft = rememberEndpoint(draft, "1-a", "http://127.0.0.1:3000/", "http://127.0.0.1:4000/");
    expect(originalEndpoint(draft, "1-a")).toBe("https://shop.example/");
    expect(rememberEndpoint(draft, "1-b", "http://127.0.0.1:3000/", "http://127.0.0.1:3000/")).toBe(draft);
    expect(originalEndpoint(forgetEndpoint(draft, "1-a"), "1-a")).toBeNull();
  });
});
