import type { ErrorObject } from "ajv";
import { type LineErrorDetail, uniqueDetails } from "./errors.ts";

// Turns ajv errors into LINE's error details: `property` is a dotted path with array indexes
// (`areas[0].action.uri`), `message` uses LINE's wording where it is known
// ("must be specified", "invalid uri", "Length must be between 0 and 14").

/** `/areas/0/action` + `uri` → `areas[0].action.uri`. */
function propertyPath(instancePath: string, child?: string): string {
  const segments = instancePath.split("/").slice(1);
  if (child !== undefined) segments.push(child);
  return segments
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce((path, segment) => {
      if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
      return path === "" ? segment : `${path}.${segment}`;
    }, "");
}

function numberOf(schema: unknown, keyword: string): number | undefined {
  const value = (schema as Record<string, unknown> | undefined)?.[keyword];
  return typeof value === "number" ? value : undefined;
}

function rangeMessage(noun: "Length" | "Size", min: number | undefined, max: number | undefined): string {
  if (max === undefined) return `${noun} must be at least ${min ?? 0}`;
  return `${noun} must be between ${min ?? 0} and ${max}`;
}

type At = (child?: string) => string;
type DetailMaker = (params: Record<string, unknown>, at: At, parentSchema: unknown) => LineErrorDetail;

const lengthDetail: DetailMaker = (_params, at, schema) => ({
  message: rangeMessage("Length", numberOf(schema, "minLength"), numberOf(schema, "maxLength")),
  property: at(),
});

const sizeDetail: DetailMaker = (_params, at, schema) => ({
  message: rangeMessage("Size", numberOf(schema, "minItems"), numberOf(schema, "maxItems")),
  property: at(),
});

const comparison =
  (words: string): DetailMaker =>
  (params, at) => ({ message: `must be ${words} ${String(params.limit)}`, property: at() });

const DETAIL_MAKERS: Record<string, DetailMaker> = {
  required: (params, at) => ({ message: "must be specified", property: at(String(params.missingProperty)) }),
  minLength: lengthDetail,
  maxLength: lengthDetail,
  minItems: sizeDetail,
  maxItems: sizeDetail,
  minimum: comparison("greater than or equal to"),
  exclusiveMinimum: comparison("greater than"),
  maximum: comparison("less than or equal to"),
  exclusiveMaximum: comparison("less than"),
  format: (params, at) => ({
    message: params.format === "uri" ? "invalid uri" : `invalid ${String(params.format)}`,
    property: at(),
  }),
  type: (params, at) => ({ message: `must be ${String(params.type)}`, property: at() }),
  enum: (params, at) => ({
    message: `must be one of ${(params.allowedValues as unknown[]).join(", ")}`,
    property: at(),
  }),
  // A missing tag reads like any missing field; an unknown one names the tag.
  discriminator: (params, at) => ({
    message: params.error === "tag" ? "must be specified" : `invalid ${String(params.tag)}`,
    property: at(String(params.tag)),
  }),
};

// Branch wrappers only restate what their inner errors already say.
const WRAPPER_KEYWORDS = new Set(["oneOf", "anyOf", "allOf", "if", "then", "else", "const", "not"]);

function detailOf(error: ErrorObject): LineErrorDetail | null {
  const at: At = (child) => propertyPath(error.instancePath, child);
  const make = DETAIL_MAKERS[error.keyword];
  if (make) return make(error.params as Record<string, unknown>, at, error.parentSchema);
  return WRAPPER_KEYWORDS.has(error.keyword) ? null : { message: error.message ?? "invalid", property: at() };
}

export function detailsFromAjv(errors: readonly ErrorObject[] | null | undefined): LineErrorDetail[] {
  const details = (errors ?? []).map(detailOf).filter((detail): detail is LineErrorDetail => detail !== null);
  // A schema failure made only of wrappers (e.g. oneOf with no better branch) still needs a detail.
  if (details.length === 0 && errors && errors.length > 0) {
    const first = errors[0] as ErrorObject;
    details.push({ message: first.message ?? "invalid", property: propertyPath(first.instancePath) });
  }
  // The body itself (an empty path) has no property to name.
  return uniqueDetails(
    details.map((detail) => (detail.property === "" ? { message: detail.message } : detail)),
  );
}
