import { HTTPFetchError } from "@line/bot-sdk";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError } from "../../server/db/unavailable.ts";
import { lineError } from "../../server/http/domain-errors.ts";
import { UPSTREAM_RETRY_AFTER_SECONDS } from "../../server/http/errors.ts";
import { handleError } from "../../server/http/failures.ts";
import { LINE_TIMEOUT, LineCallError, LineTimeoutError } from "../../server/line/line-errors.ts";
import { remoteSandbox } from "../../server/line-sandbox/remote.ts";
import { ObjectStoreUnavailableError } from "../../server/object-store/object-store.ts";
import { UpstreamUnavailableError } from "../../server/upstream-errors.ts";
import { API_ERRORS } from "../../shared/api/errors.ts";

/** Domain code throws its own errors; the app's error handler answers each in the one error shape. */
function answer(error: unknown) {
  const app = new Hono();
  app.get("/x", () => {
    throw error;
  });
  app.onError(handleError);
  return app.request("/x");
}

const lineRefusal = (status: number) =>
  new HTTPFetchError(`${status}`, { status, statusText: "x", headers: new Headers(), body: "" });

describe("domain errors answered at the edge", () => {
  it("LINE Login away: 503, Retry-After, its code, logged with what went wrong underneath", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await answer(
        new UpstreamUnavailableError("auth.login-unreachable", new Error("ECONNRESET")),
      );
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
      expect(await res.json()).toEqual({
        error: API_ERRORS["auth.login-unreachable"],
        code: "auth.login-unreachable",
      });
      expect(log).toHaveBeenCalledOnce();
      expect(String(log.mock.calls[0]?.[0])).toContain("ECONNRESET");
    } finally {
      log.mockRestore();
    }
  });

  it("the object store away: 503, Retry-After, its code", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await answer(new ObjectStoreUnavailableError("connect ECONNREFUSED"));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
      expect(await res.json()).toEqual({
        error: API_ERRORS["storage.unreachable"],
        code: "storage.unreachable",
      });
    } finally {
      log.mockRestore();
    }
  });

  it("a failed LINE call says its fallback when LINE gave no reason; a late one is 504", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const refused = await answer(
        new LineCallError(lineRefusal(401), "Invalid Channel ID or Channel Secret"),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "Invalid Channel ID or Channel Secret" });
      const late = await answer(
        new LineCallError(new LineTimeoutError(), "Invalid Channel ID or Channel Secret"),
      );
      expect(late.status).toBe(504);
      expect(await late.json()).toMatchObject({ error: LINE_TIMEOUT });
    } finally {
      log.mockRestore();
    }
  });

  it("lineError keeps another domain error's own answer, the route's fallback for a bare refusal", () => {
    expect(lineError(new ObjectStoreUnavailableError("x"), "Failed")).toMatchObject({ status: 503 });
    expect(lineError(new LineCallError(lineRefusal(400), "Token refused"), "Failed")).toMatchObject({
      status: 400,
      message: "Token refused",
    });
    expect(lineError(lineRefusal(400), "Failed")).toMatchObject({ status: 400, message: "Failed" });
    expect(lineError(new TypeError("fetch failed"))).toMatchObject({
      status: 502,
      coded: { code: "line.unreachable" },
    });
  });

  it("the sandbox's LINE platform away: 502 with its code, logged with what went wrong underneath", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // Port 9 (discard): fetch refuses to call it, as it would a platform that does not answer.
      const failure = await remoteSandbox("http://127.0.0.1:9", "1")
        .inbox.list()
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      const res = await answer(failure);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: API_ERRORS["sandbox.platform-unreachable"],
        code: "sandbox.platform-unreachable",
      });
      expect(String(log.mock.calls[0]?.[0])).toMatch(
        /→ 502: UpstreamFailedError sandbox\.platform-unreachable: .* \(Error: bad port\)/,
      );
    } finally {
      log.mockRestore();
    }
  });

  it("the database away is a domain error the edge answers 503 + Retry-After", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await answer(new DatabaseUnavailableError(new Error("ECONNREFUSED")));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(UPSTREAM_RETRY_AFTER_SECONDS));
      expect(await res.json()).toMatchObject({ code: "database.unreachable" });
    } finally {
      log.mockRestore();
    }
  });
});
