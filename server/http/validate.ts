import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { jsonTextTooDeep, MAX_JSON_DEPTH } from "../../shared/json/depth.ts";
import { englishText } from "../../shared/text/english.ts";
import { issueMessage } from "../../shared/text/zod-message.ts";
import { ApiError, errorJson } from "./errors.ts";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * zod validation with the app's error shape: 422 `{ error, details }`, where error is the first
 * issue's message (the spec's wording lives in the shared schemas) and details lists every issue.
 * A JSON body is checked for nesting depth on its text, before JSON.parse and before any walk
 * (zod, JSON.stringify in the database layer) could recurse once per level.
 */
export function validate<T extends keyof ValidationTargets, S extends ZodType>(target: T, schema: S) {
  const inner = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    // Each issue's message as data: a message of shared/ (zodMessage) keeps its id and values.
    const messages = result.error.issues.map(issueMessage);
    const details = result.error.issues.map((issue, index) => ({
      path: issue.path.join("."),
      message: englishText(messages[index] ?? issue.message),
    }));
    // The first issue is the answer; `details` lists every issue in English.
    return errorJson(c, 422, messages[0] ?? "Invalid request", details);
  });
  if (target !== "json") return inner;
  const guarded: typeof inner = async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    // The text is cached by Hono, so the validator's own c.req.json() parses it without a second read.
    if (JSON_MEDIA_TYPE.test(mediaType) && jsonTextTooDeep(await c.req.text())) {
      throw new ApiError(400, { code: "request.too-deep", params: { max: MAX_JSON_DEPTH } });
    }
    return inner(c, next);
  };
  return guarded;
}
