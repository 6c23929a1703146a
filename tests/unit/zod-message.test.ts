import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validate } from "../../server/http/validate.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { issueMessage, zodMessage } from "../../shared/text/zod-message.ts";

const TOO_LONG = desc("Title must be at most {max} characters", { max: 3 });
const schema = z.object({
  title: z.string().max(3, zodMessage(TOO_LONG)),
  count: z.number().superRefine((value, ctx) => {
    if (value > 9)
      ctx.addIssue({ code: "custom", message: zodMessage(desc("At most {max} items", { max: 9 })) });
  }),
});

describe("zod issues carry our messages as data", () => {
  it("gives back the descriptor a check was given, id and values intact", () => {
    const result = schema.safeParse({ title: "long", count: 12 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(issueMessage)).toEqual([
      TOO_LONG,
      desc("At most {max} items", { max: 9 }),
    ]);
  });

  it("leaves zod's own English (a check without a message of ours) as a plain text", () => {
    const result = schema.safeParse({ title: 1, count: 1 });
    const [message] = result.error?.issues.map(issueMessage) ?? [];
    expect(typeof message).toBe("string");
    expect(message).toMatch(/expected string/);
    expect(issueMessage({ message: "{not json" })).toBe("{not json");
  });
});

describe("validate(): the 422 answers the issue's message as data", () => {
  const app = new Hono().post("/", validate("json", schema), (c) => c.json({ ok: true }));
  const post = (body: unknown) =>
    app.request("/", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });

  it("{ error, code, params } with the descriptor, and every issue in English in details", async () => {
    const res = await post({ title: "long", count: 12 });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "Title must be at most 3 characters",
      code: "message",
      params: { message: TOO_LONG },
      details: [
        { path: "title", message: "Title must be at most 3 characters" },
        { path: "count", message: "At most 9 items" },
      ],
    });
  });
});
