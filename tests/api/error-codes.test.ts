import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS, apiErrorMessage } from "../../shared/api/errors.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every coded answer: its English `error` is the code's template filled with its params. */
function expectCoded(body: { error: string; code?: string; params?: Record<string, string | number> }) {
  expect(body.code && Object.hasOwn(API_ERRORS, body.code), `${body.code} is a known code`).toBe(true);
  const template = API_ERRORS[body.code as keyof typeof API_ERRORS];
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => String(body.params?.[name]));
  expect(body.error).toBe(filled);
}

describe("the API's errors carry a code and params beside the English sentence", () => {
  it("a route that does not exist: its method and path are params", async () => {
    const res = await t.app.request("/api/no-such-thing", { method: "DELETE" });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toEqual({
      error: "No API route DELETE /api/no-such-thing",
      code: "request.no-route",
      params: { method: "DELETE", path: "/api/no-such-thing" },
    });
    expectCoded(body);
  });

  it("a login, channel credentials, a malformed body, an unknown image", async () => {
    const cases: [Response | Promise<Response>, number, string][] = [
      [t.app.request("/api/login-logs", jsonRequest("POST", {})), 401, "auth.id-token-missing"],
      [
        t.app.request("/api/login-logs", jsonRequest("POST", {}, { authorization: "Bearer forged" })),
        401,
        "auth.id-token-invalid",
      ],
      [
        t.app.request("/api/rich-menus", {
          headers: { "x-line-channel-id": "abc", "x-line-channel-secret": "s" },
        }),
        400,
        "channel.id-not-digits",
      ],
      [
        t.app.request("/api/flex-messages", {
          method: "POST",
          headers: { "content-type": "application/json", ...(await t.auth()) },
          body: "{not json",
        }),
        400,
        "request.malformed-json",
      ],
      [t.app.request(`/i/${"0".repeat(64)}.png`), 404, "image.not-found"],
    ];
    for (const [request, status, code] of cases) {
      const res = await request;
      const body = await res.json();
      expect(res.status, code).toBe(status);
      expect(body.code).toBe(code);
      expectCoded(body);
    }
  });

  it("an upload refusal is English with its code, no longer the Upload Image screen's Thai", async () => {
    const form = new FormData();
    form.append("file", new Blob([new TextEncoder().encode("not an image")]), "x.png");
    const res = await t.app.request("/api/images", { method: "POST", body: form });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: "Only PNG and JPEG files are supported",
      code: "upload.unsupported-type",
    });
  });
});

describe("every error carries its message as data: validation, LINE's answers, route texts", () => {
  it("a 422 from a shared/ schema: the `message` code with the descriptor, nested parts and values kept", async () => {
    const res = await t.app.request(
      "/api/flex-messages",
      jsonRequest("POST", { title: "x".repeat(101), flexJson: { type: "bubble" } }, await t.auth()),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({
      error: "Title must be at most 100 characters",
      code: "message",
      params: { message: desc("Title must be at most {max} characters", { max: 100 }) },
    });
    expect(englishText(apiErrorMessage(body) ?? "")).toBe(body.error);
  });

  it("a 422 naming a value: the value stays a part, the words are the template", async () => {
    const res = await t.app.request(
      "/api/audiences",
      jsonRequest("POST", { description: "Campaign", audiences: [{ id: "nope" }] }, t.channel()),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("message");
    expect(body.params.message).toEqual(
      desc("Invalid user ID at position {position}: {id}", { position: 1, id: "nope" }),
    );
    expect(body.error).toBe("Invalid user ID at position 1: nope");
  });

  it("LINE's own words: `line.rejected`, LINE's text a part that is never translated", async () => {
    const res = await t.app.request("/api/rich-menus", {
      headers: { "x-line-channel-id": "2009000001", "x-line-channel-secret": "0".repeat(32) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "invalid client_secret",
      code: "line.rejected",
      params: { line: "invalid client_secret" },
    });
  });

  it("the sandbox's own refusals are coded too", async () => {
    const res = await t.app.request(
      "/api/sandbox/login",
      jsonRequest("POST", { userId: `U${"0".repeat(32)}` }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Unknown sandbox user", code: "sandbox.unknown-user" });
  });
});
