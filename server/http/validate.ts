import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import type { ApiErrorBody } from "./errors.ts";

/**
 * zod validation with the app's error shape: 422 `{ error, details }`, where error is the first
 * issue's message (the spec's wording lives in the shared schemas) and details lists every issue.
 */
export function validate<T extends keyof ValidationTargets, S extends ZodType>(target: T, schema: S) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const body: ApiErrorBody = { error: issues[0]?.message ?? "Invalid request", details: issues };
    return c.json(body, 422);
  });
}
