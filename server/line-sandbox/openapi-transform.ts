// Adapts OpenAPI 3.0 component schemas to what ajv can compile, without changing what they accept.
//
// LINE's files use polymorphism by inheritance: a parent (Action) declares
// `discriminator: { propertyName: type, mapping: { uri: URIAction, ... } }` and each variant
// says `allOf: [$ref Action, {...}]`. ajv's `discriminator` keyword instead wants a `oneOf`
// whose branches pin the tag with `const`, and it rejects `mapping`. Compiled as written, the
// parent would also recurse forever through its variants. So each such parent P becomes
//   P       = { required: [tag], discriminator: { propertyName: tag }, oneOf: [{ properties: { tag: { const } }, allOf: [$ref Variant] }, ...] }
//   P__base = P's own properties, without the discriminator
// and the variants inherit from P__base.

export type JsonSchema = Record<string, unknown>;
export type SchemaMap = Record<string, JsonSchema>;

const REF_PREFIX = "#/components/schemas/";
const BASE_SUFFIX = "__base";

interface Discriminator {
  propertyName: string;
  mapping: Record<string, string>;
}

function discriminatorOf(schema: JsonSchema): Discriminator | null {
  const discriminator = schema.discriminator as Partial<Discriminator> | undefined;
  if (!discriminator || typeof discriminator.propertyName !== "string" || !discriminator.mapping) return null;
  if (schema.oneOf || schema.anyOf) return null; // already in a form ajv understands
  return { propertyName: discriminator.propertyName, mapping: discriminator.mapping };
}

function schemaName(ref: string): string {
  return ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref;
}

function inheritFromBase(variant: JsonSchema | undefined, parent: string): void {
  if (!variant || !Array.isArray(variant.allOf)) return;
  variant.allOf = variant.allOf.map((part: JsonSchema) =>
    part.$ref === `${REF_PREFIX}${parent}` ? { $ref: `${REF_PREFIX}${parent}${BASE_SUFFIX}` } : part,
  );
}

function rewriteParent(schemas: SchemaMap, name: string, discriminator: Discriminator): void {
  const parent = schemas[name] as JsonSchema;
  const { discriminator: _omitted, ...base } = parent;
  schemas[`${name}${BASE_SUFFIX}`] = base;
  const tag = discriminator.propertyName;
  const required = Array.isArray(parent.required) ? parent.required : [];
  schemas[name] = {
    type: "object",
    ...(parent.description === undefined ? {} : { description: parent.description }),
    required: [...new Set([...required, tag])],
    discriminator: { propertyName: tag },
    oneOf: Object.entries(discriminator.mapping).map(([value, ref]) => ({
      properties: { [tag]: { const: value } },
      allOf: [{ $ref: ref }],
    })),
  };
  for (const ref of Object.values(discriminator.mapping)) {
    inheritFromBase(schemas[schemaName(ref)], name);
  }
}

// OpenAPI's `nullable: true` is understood by ajv for `type`, but an `enum` must list null itself.
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) allowNullInNullableEnums(value);
}

/** A copy of `schemas` that ajv (with `discriminator: true`) compiles and validates as intended. */
export function adaptSchemasForAjv(schemas: SchemaMap): SchemaMap {
  const copy = structuredClone(schemas);
  for (const [name, schema] of Object.entries(schemas)) {
    const discriminator = discriminatorOf(schema);
    if (discriminator) rewriteParent(copy, name, discriminator);
  }
  allowNullInNullableEnums(copy);
  return copy;
}
