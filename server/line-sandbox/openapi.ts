import { readFileSync } from "node:fs";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { projectPath } from "../paths.ts";
import { adaptSchemasForAjv, type JsonSchema, type SchemaMap } from "./openapi-transform.ts";

// LINE's official OpenAPI files (vendored in ./openapi), loaded once per process and compiled
// on demand into ajv validators for request bodies and query parameters.

export type SpecName = "messaging-api" | "manage-audience" | "channel-access-token" | "liff" | "insight";
const SPEC_NAMES: readonly SpecName[] = [
  "messaging-api",
  "manage-audience",
  "channel-access-token",
  "liff",
  "insight",
];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components?: { schemas?: SchemaMap };
}

export interface QueryParameter {
  name: string;
  required: boolean;
  /** JSON type of the parameter's schema (after following its $ref), used to convert query strings. */
  type: string | undefined;
}

export interface QueryValidator {
  parameters: readonly QueryParameter[];
  validate: ValidateFunction;
}

export interface LineOpenApi {
  requestBody(spec: SpecName, path: string, method: string, contentType?: string): ValidateFunction;
  /** The JSON answer's schema: tests hold the emulator's computed answers (insights) to LINE's shapes. */
  responseBody(spec: SpecName, path: string, method: string, status?: string): ValidateFunction;
  query(spec: SpecName, path: string, method: string): QueryValidator;
}

const SCHEMA_REF = "#/components/schemas/";

function documentId(spec: SpecName): string {
  return `${spec}.yml`;
}

function loadDocument(spec: SpecName): OpenApiDocument {
  const text = readFileSync(projectPath("server/line-sandbox/openapi", `${spec}.yml`), "utf8");
  const document = parse(text) as OpenApiDocument;
  const schemas = adaptSchemasForAjv(document.components?.schemas ?? {});
  return { ...document, components: { ...document.components, schemas } };
}

function jsonPointer(segments: readonly string[]): string {
  return segments
    .map((segment) => encodeURIComponent(segment.replaceAll("~", "~0").replaceAll("/", "~1")))
    .join("/");
}

// Inline schemas copied out of a document must name that document in their $refs.
function absoluteRefs(node: unknown, spec: SpecName): unknown {
  if (Array.isArray(node)) return node.map((item) => absoluteRefs(item, spec));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#")
        ? documentId(spec) + value
        : absoluteRefs(value, spec),
    ]),
  );
}

function createAjv(): Ajv {
  // verbose: errors carry their parent schema, so messages can name both bounds of a range.
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true, verbose: true });
  addFormats(ajv);
  return ajv;
}

function buildOpenApi(): LineOpenApi {
  const ajv = createAjv();
  const documents = new Map(SPEC_NAMES.map((spec) => [spec, loadDocument(spec)]));
  for (const [spec, document] of documents) ajv.addSchema({ ...document, $id: documentId(spec) });
  const cache = new Map<string, ValidateFunction>();
  const queryCache = new Map<string, QueryValidator>();

  function documentOf(spec: SpecName): OpenApiDocument {
    const document = documents.get(spec);
    if (!document) throw new Error(`Unknown OpenAPI document ${spec}`);
    return document;
  }

  function schemaType(spec: SpecName, schema: JsonSchema | undefined): string | undefined {
    const ref = schema?.$ref;
    if (typeof ref === "string" && ref.startsWith(SCHEMA_REF)) {
      return schemaType(spec, documentOf(spec).components?.schemas?.[ref.slice(SCHEMA_REF.length)]);
    }
    return typeof schema?.type === "string" ? schema.type : undefined;
  }

  function requestBody(spec: SpecName, path: string, method: string, contentType = "application/json") {
    const key = `${documentId(spec)}#/${jsonPointer(["paths", path, method, "requestBody", "content", contentType, "schema"])}`;
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.getSchema(key);
      if (!validate) throw new Error(`No request body schema at ${key}`);
      cache.set(key, validate);
    }
    return validate;
  }

  function responseBody(spec: SpecName, path: string, method: string, status = "200") {
    const pointer = ["paths", path, method, "responses", status, "content", "application/json", "schema"];
    const key = `${documentId(spec)}#/${jsonPointer(pointer)}`;
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.getSchema(key);
      if (!validate) throw new Error(`No response schema at ${key}`);
      cache.set(key, validate);
    }
    return validate;
  }

  function query(spec: SpecName, path: string, method: string): QueryValidator {
    const key = `${spec} ${method} ${path}`;
    const cached = queryCache.get(key);
    if (cached) return cached;
    const pathItem = documentOf(spec).paths[path];
    const operation = pathItem?.[method] as { parameters?: Parameter[] } | undefined;
    if (!operation) throw new Error(`No operation ${method} ${path} in ${spec}`);
    const declared = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].filter(
      (p) => p.in === "query",
    );
    const parameters = declared.map((p) => ({
      name: p.name,
      required: p.required === true,
      type: schemaType(spec, p.schema),
    }));
    const validate = ajv.compile({
      type: "object",
      properties: Object.fromEntries(declared.map((p) => [p.name, absoluteRefs(p.schema ?? {}, spec)])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    });
    const validator = { parameters, validate };
    queryCache.set(key, validator);
    return validator;
  }

  return { requestBody, responseBody, query };
}

let shared: LineOpenApi | undefined;

/**
 * The process-wide validator set. The YAML files (~350 ms to parse) are read on the first
 * validated request, not at start-up, so `npm start` answers sooner.
 */
export function lineOpenApi(): LineOpenApi {
  const built = () => {
    shared ??= buildOpenApi();
    return shared;
  };
  return {
    requestBody: (spec, path, method, contentType) => built().requestBody(spec, path, method, contentType),
    responseBody: (spec, path, method, status) => built().responseBody(spec, path, method, status),
    query: (spec, path, method) => built().query(spec, path, method),
  };
}
