import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "../../shared/api/errors.ts";
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
