import type { ErrorObject } from "ajv";
import type { LineErrorDetail } from "./errors.ts";
import type { QueryParameter, QueryValidator } from "./openapi.ts";
import type { AudienceCreateRoute, AudienceStatus } from "./state.ts";

// Query of GET /v2/bot/audienceGroup/list, validated against the parameters declared in
// manage-audience.yml plus the lower bound of `size` that the file omits. Errors take the
// shape LINE documents for this endpoint:
//   { "message": "size: must be less than or equal to 40", "details": [{ "message": "TOO_HIGH" }] }

const AUDIENCE_PAGE_SIZE = { default: 20, min: 1, max: 40 } as const;

export interface AudienceListQuery {
  page: number;
  size: number;
  description?: string;
  status?: AudienceStatus;
  /** Several createRoute parameters are combined with OR. */
  createRoutes: AudienceCreateRoute[];
}

export type AudienceQueryResult =
  | { ok: true; query: AudienceListQuery }
  | { ok: false; message: string; details: LineErrorDetail[] };

interface QueryProblem {
  parameter: string;
  text: string;
  code: string;
}

type ReadQuery = (name: string) => string[] | undefined;

// Query strings are text; convert the ones the spec types as integer or boolean.
function convert(value: string, parameter: QueryParameter): unknown {
  if (parameter.type === "integer" && /^[+-]?\d+$/.test(value)) return Number(value);
  if (parameter.type === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

function problemOf(error: ErrorObject): QueryProblem {
  const params = error.params as Record<string, unknown>;
  const parameter =
    error.keyword === "required" ? String(params.missingProperty) : error.instancePath.slice(1);
  switch (error.keyword) {
    case "required":
      return { parameter, text: "must not be null", code: "REQUIRED" };
    case "maximum":
      return { parameter, text: `must be less than or equal to ${String(params.limit)}`, code: "TOO_HIGH" };
    case "minimum":
      return { parameter, text: `must be greater than or equal to ${String(params.limit)}`, code: "TOO_LOW" };
    case "enum":
      return {
        parameter,
        text: `must be one of [${(params.allowedValues as unknown[]).join(", ")}]`,
        code: "INVALID",
      };
    default:
      return { parameter, text: `must be ${String(params.type ?? "valid")}`, code: "INVALID" };
  }
}

function validationProblems(
  candidates: readonly Record<string, unknown>[],
  validator: QueryValidator,
): QueryProblem[] {
  const problems = new Map<string, QueryProblem>();
  for (const candidate of candidates) {
    if (validator.validate(candidate)) continue;
    for (const problem of (validator.validate.errors ?? []).map(problemOf)) {
      problems.set(`${problem.parameter} ${problem.code}`, problem);
    }
  }
  return [...problems.values()];
}

function readValues(read: ReadQuery, validator: QueryValidator): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of validator.parameters) {
    const raw = read(parameter.name)?.[0];
    if (raw !== undefined) values[parameter.name] = convert(raw, parameter);
  }
  return values;
}

function queryProblems(values: Record<string, unknown>, createRoutes: string[], validator: QueryValidator) {
  // Each createRoute value is checked on its own against the single-valued schema.
  const candidates =
    createRoutes.length > 1 ? createRoutes.map((createRoute) => ({ ...values, createRoute })) : [values];
  const problems = validationProblems(candidates, validator);
  if (typeof values.size === "number" && values.size < AUDIENCE_PAGE_SIZE.min) {
    const text = `must be greater than or equal to ${AUDIENCE_PAGE_SIZE.min}`;
    problems.push({ parameter: "size", text, code: "TOO_LOW" });
  }
  return problems;
}

export function parseAudienceListQuery(read: ReadQuery, validator: QueryValidator): AudienceQueryResult {
  const values = readValues(read, validator);
  const createRoutes = read("createRoute") ?? [];
  const problems = queryProblems(values, createRoutes, validator);
  const [first] = problems;
  if (first) {
    const details = problems.map((problem) => ({ message: problem.code }));
    return { ok: false, message: `${first.parameter}: ${first.text}`, details };
  }
  // includesExternalPublicGroups is validated but changes nothing: no other channel shares the sandbox bot.
  const query: AudienceListQuery = {
    page: values.page as number,
    size: (values.size as number | undefined) ?? AUDIENCE_PAGE_SIZE.default,
    createRoutes: createRoutes as AudienceCreateRoute[],
  };
  if (typeof values.description === "string" && values.description !== "")
    query.description = values.description;
  if (values.status !== undefined) query.status = values.status as AudienceStatus;
  return { ok: true, query };
}
