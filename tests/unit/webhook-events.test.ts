import { readFileSync } from "node:fs";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { adaptSchemasForAjv, type SchemaMap } from "../../server/line-sandbox/openapi-transform.ts";
import {
  callbackRequestSchema,
  isVerifyRequest,
  MESSAGE_CONTENT_TYPES,
  messageContentSchemas,
  WEBHOOK_EVENT_TYPES,
  webhookEventSchema,
  webhookEventSchemas,
} from "../../shared/webhook/events.ts";
import { sampleEvent, sampleMessageContent } from "../../shared/webhook/samples.ts";

// The project's zod schemas for LINE's webhook events, held to the project's copy of LINE's webhook.yml:
// the same 19 event types and 7 message types, every property the file requires required here, every
// property it declares known here, and the composer's defaults valid under both.

const document = parse(
  readFileSync(new URL("../../server/line-sandbox/openapi/webhook.yml", import.meta.url), "utf8"),
) as { components: { schemas: SchemaMap } };
const schemas = document.components.schemas;
type Schema = {
  $ref?: string;
  allOf?: Schema[];
  required?: string[];
  properties?: Record<string, unknown>;
  discriminator?: { mapping: Record<string, string> };
};
const byRef = (ref: string) => schemas[ref.replace("#/components/schemas/", "")] as Schema;

/** Required and declared properties of a schema, through its allOf chain. */
function flatten(schema: Schema): { required: Set<string>; declared: Set<string> } {
  const required = new Set(schema.required ?? []);
  const declared = new Set(Object.keys(schema.properties ?? {}));
  for (const part of schema.allOf ?? []) {
    const inner = flatten(part.$ref ? byRef(part.$ref) : part);
    for (const name of inner.required) required.add(name);
    for (const name of inner.declared) declared.add(name);
  }
  return { required, declared };
}

const mapping = (name: string) => (schemas[name] as Schema).discriminator?.mapping ?? {};

const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
addFormats(ajv);
ajv.addSchema({ ...document, components: { schemas: adaptSchemasForAjv(schemas) }, $id: "webhook.yml" });
const ajvFor = (name: string) => {
  const validate = ajv.getSchema(`webhook.yml#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
};

const input = {
  now: Date.parse("2026-11-26T10:00:00Z"),
  userId: "U059b797f5e2c31a37fb5cd68f3dd902f",
  seed: "a1b2c3d4e5f6",
};
const shapeOf = (schema: unknown) => Object.keys((schema as { shape: Record<string, unknown> }).shape);

describe("webhook event schemas against webhook.yml", () => {
  it("cover the same 19 event types and 7 message types", () => {
    expect(Object.keys(mapping("Event")).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(19);
    expect(Object.keys(mapping("MessageContent")).sort()).toEqual([...MESSAGE_CONTENT_TYPES].sort());
  });

  for (const type of WEBHOOK_EVENT_TYPES) {
    it(`${type}: requires what the file requires, knows what it declares, and its default passes both`, () => {
      const ref = mapping("Event")[type] ?? "";
      const { required, declared } = flatten(byRef(ref));
      const schema = webhookEventSchemas[type];
      const known = shapeOf(schema);
      for (const name of declared) expect(known, `${type}.${name}`).toContain(name);
      const sample = sampleEvent(type, input);
      expect(webhookEventSchema.safeParse(sample).error?.issues).toBeUndefined();
      const validate = ajvFor(ref.replace("#/components/schemas/", ""));
      expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
      for (const name of required) {
        const { [name]: _dropped, ...without } = sample;
        expect(schema.safeParse(without).success, `${type} without ${name}`).toBe(false);
      }
    });
  }

  for (const type of MESSAGE_CONTENT_TYPES) {
    it(`message ${type}: requires what the file requires, and its default passes both`, () => {
      const name = (mapping("MessageContent")[type] ?? "").replace("#/components/schemas/", "");
      const { required, declared } = flatten(schemas[name] as Schema);
      const schema = messageContentSchemas[type];
      for (const property of declared) expect(shapeOf(schema), `${type}.${property}`).toContain(property);
      const content = sampleMessageContent(type, "00ff11");
      expect(schema.safeParse(content).error?.issues).toBeUndefined();
      const event = { ...sampleEvent("message", input), message: content };
      const validate = ajvFor("MessageEvent");
      expect(validate(event), JSON.stringify(validate.errors)).toBe(true);
      for (const property of required) {
        const { [property]: _dropped, ...without } = content;
        expect(schema.safeParse(without).success, `${type} without ${property}`).toBe(false);
      }
    });
  }

  it("keeps properties LINE adds later, and refuses a wrong destination", () => {
    const event = { ...sampleEvent("follow", input), brandNew: 1 };
    expect(webhookEventSchema.parse(event)).toMatchObject({ brandNew: 1 });
    expect(callbackRequestSchema.safeParse({ destination: "Ubad", events: [] }).success).toBe(false);
  });

  it("recognises the console's Verify body", () => {
    expect(isVerifyRequest({ destination: "U0123456789abcdef0123456789abcdef", events: [] })).toBe(true);
    expect(isVerifyRequest({ destination: "x", events: [sampleEvent("join", input)] })).toBe(false);
    expect(isVerifyRequest("nope")).toBe(false);
  });
});
