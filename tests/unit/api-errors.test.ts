import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_ERRORS,
  apiErrorFields,
  apiErrorMessage,
  apiMessageText,
  messageAsApi,
} from "../../shared/api/errors.ts";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_LIMIT } from "../../shared/flex/storage.ts";
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from "../../shared/json/depth.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";
import { readApiError } from "../../web/api/client.ts";
import { chooseLang, resetLangForTests } from "../../web/i18n/i18n.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";
import { readUploadResponse } from "../../web/tools/upload-image/upload-rules.ts";

const th = sourceCatalog("th");

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => {
  resetLangForTests();
  vi.unstubAllGlobals();
});

describe("API error messages as data (shared/api/errors.ts)", () => {
  it("fills each message's English from its template and params, leaving params out when it has none", () => {
    expect(apiErrorFields({ code: "flex.limit-reached", params: { max: FLEX_STORAGE_LIMIT } })).toEqual({
      error: FLEX_SAVE_ERRORS.limitReached,
      code: "flex.limit-reached",
      params: { max: 20 },
    });
    expect(apiMessageText({ code: "request.too-deep", params: { max: MAX_JSON_DEPTH } })).toBe(
      englishText(JSON_TOO_DEEP_MESSAGE),
    );
    // A message of shared/ (a descriptor) or a route's own text: the `message` code, the message in its params.
    const nested = desc("Page {page}: {error}", { page: 2, error: desc("Please upload an image") });
    expect(apiErrorFields(messageAsApi(nested))).toEqual({
      error: "Page 2: Please upload an image",
      code: "message",
      params: { message: nested },
    });
    expect(apiErrorFields({ code: "request.not-found" })).toEqual({
      error: "Not found",
      code: "request.not-found",
    });
  });

  it("has Thai for every template, with the same {parts}", () => {
    const missing = Object.entries(API_ERRORS)
      .filter(([, template]) => th[template] === undefined)
      .map(([code]) => code);
    expect(missing).toEqual([]);
    for (const template of Object.values(API_ERRORS)) {
      expect(placeholders(th[template] as string), template).toEqual(placeholders(template));
    }
  });

  it("reads a body's code as its template, and falls back to the English error for anything else", () => {
    expect(
      apiErrorMessage({
        error: "Request body is larger than 64 KB",
        code: "request.too-large",
        params: { kb: 64 },
      }),
    ).toStrictEqual(desc("Request body is larger than {kb} KB", { kb: 64 }));
    // A nested message comes back as the descriptor it was sent as.
    const nested = desc("Page {page}: {error}", { page: 2, error: desc("Please upload an image") });
    const body = JSON.parse(JSON.stringify(apiErrorFields(messageAsApi(nested))));
    expect(apiErrorMessage(body)).toStrictEqual(desc("{message}", { message: nested }));
    // A code this build does not know (a newer server) or an older server's bare error: the English sentence.
    expect(apiErrorMessage({ error: "Something new", code: "future.code" })).toBe("Something new");
    expect(apiErrorMessage({ error: "conflict richmenu alias id", details: [] })).toBe(
      "conflict richmenu alias id",
    );
    // Params that are not texts, numbers or descriptors are not passed on: the English sentence instead.
    expect(apiErrorMessage({ error: "Not found", code: "request.not-found", params: { x: { y: 1 } } })).toBe(
      "Not found",
    );
    expect(
      apiErrorMessage({
        error: "x",
        code: "message",
        params: { message: { id: "a", message: "b", values: { c: {} } } },
      }),
    ).toBe("x");
    expect(apiErrorMessage({ nothing: true })).toBeNull();
    expect(apiErrorMessage("text")).toBeNull();
  });
});

describe("the web shows a coded answer in the language shown", () => {
  const answer = (body: unknown, status = 400) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  // Checked by breaking it: with readApiError reading `error` only, the Thai expectations got the English.
  it("translates by code, its parts filled in, whatever the English says", async () => {
    const body = apiErrorFields({ code: "request.too-large", params: { kb: 128 } });
    expect(await readApiError(answer(body))).toBe("Request body is larger than 128 KB");
    await chooseLang("th");
    expect(await readApiError(answer(body))).toBe("เนื้อหาคำขอใหญ่เกิน 128 KB");
    // The code decides, not the sentence: a reworded English error still shows the code's Thai.
    expect(await readApiError(answer({ ...body, error: "Body too big" }))).toBe("เนื้อหาคำขอใหญ่เกิน 128 KB");
    expect(await readApiError(answer({ error: "conflict richmenu alias id" }))).toBe(
      "conflict richmenu alias id",
    );
    expect(await readApiError(new Response("<html>", { status: 502 }))).toContain("(HTTP 502)");
  });

  // The server's texts are the `rest` part, loaded once the page is idle without re-rendering anything:
  // an error made before that must wait for them, its text is made once.
  it("waits for the server's texts when they have not loaded yet", async () => {
    resetLangForTests(["shell"]);
    await chooseLang("th");
    const body = JSON.parse(JSON.stringify(apiErrorFields(messageAsApi(desc("URL is not valid")))));
    expect(await readApiError(answer(body, 422))).toBe(th["URL is not valid"]);
  });

  it("translates a message of shared/ sent as data, nested parts too; LINE's own words stay as LINE sent them", async () => {
    const nested = desc("Page {page}: {error}", { page: 2, error: desc("Please upload an image") });
    const body = JSON.parse(JSON.stringify(apiErrorFields(messageAsApi(nested))));
    const line = apiErrorFields({ code: "line.rejected", params: { line: "must be a string" } });
    expect(line.error).toBe("must be a string");
    expect(await readApiError(answer(body, 422))).toBe("Page 2: Please upload an image");
    await chooseLang("th");
    expect(await readApiError(answer(body, 422))).toBe("หน้า 2: กรุณาอัปโหลดรูปภาพ");
    // "must be a string" is one of our own texts too: LINE's copy of it is not translated.
    expect(await readApiError(answer(line))).toBe("must be a string");
    const failed = apiErrorFields({ code: "line.failed", params: { status: 500, line: "Internal error" } });
    expect(await readApiError(answer(failed, 502))).toBe("LINE ขัดข้อง (HTTP 500): Internal error");
  });

  it("Upload Image shows the server's English refusal in the spec's Thai", async () => {
    const refusal = apiErrorFields({ code: "upload.unsupported-type" });
    expect(refusal.error).toBe("Only PNG and JPEG files are supported");
    const outcome = readUploadResponse(415, JSON.stringify(refusal));
    expect(outcome.ok ? "" : englishText(outcome.message)).toBe("Only PNG and JPEG files are supported");
    await chooseLang("th");
    const { tm } = await import("../../web/i18n/descriptor.ts");
    expect(outcome.ok ? "" : tm(outcome.message)).toBe("รองรับไฟล์ PNG และ JPEG เท่านั้น");
  });
});
