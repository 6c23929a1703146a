import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  BLOCK_STYLE_PROPERTIES,
  BUBBLE_PROPERTIES,
  CAROUSEL_PROPERTIES,
  COMPONENT_PROPERTIES,
  COMPONENT_SPECS,
  defaultOf,
  LINEAR_GRADIENT_PROPERTIES,
  PROPERTY_COMPONENTS,
  type PropertyTable,
  toCheckSpec,
} from "../../shared/flex/schema.ts";
import { FlexProps, readProps, readPropsInto } from "../../web/components/flex-preview/props.ts";

const ROOT = join(import.meta.dirname, "..", "..");
type Schema = {
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  enum?: string[];
  required?: string[];
  $ref?: string;
};
const SCHEMAS = (
  parse(readFileSync(join(ROOT, "server/line-sandbox/openapi/messaging-api.yml"), "utf8")) as {
    components: { schemas: Record<string, Schema> };
  }
).components.schemas;

/** A schema's own properties and required keys, through its allOf (the FlexComponent base adds `type`). */
function flatten(name: string): { properties: Record<string, Schema>; required: string[] } {
  const schema = SCHEMAS[name] as Schema;
  const parts = [schema, ...(schema.allOf ?? []).filter((part) => !part.$ref)];
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

const TABLES: [schema: string, table: PropertyTable][] = [
  ["FlexBox", COMPONENT_PROPERTIES.box as PropertyTable],
  ["FlexButton", COMPONENT_PROPERTIES.button as PropertyTable],
  ["FlexImage", COMPONENT_PROPERTIES.image as PropertyTable],
  ["FlexVideo", COMPONENT_PROPERTIES.video as PropertyTable],
  ["FlexIcon", COMPONENT_PROPERTIES.icon as PropertyTable],
  ["FlexText", COMPONENT_PROPERTIES.text as PropertyTable],
  ["FlexSpan", COMPONENT_PROPERTIES.span as PropertyTable],
  ["FlexSeparator", COMPONENT_PROPERTIES.separator as PropertyTable],
  ["FlexFiller", COMPONENT_PROPERTIES.filler as PropertyTable],
  ["FlexBubble", BUBBLE_PROPERTIES],
  ["FlexCarousel", CAROUSEL_PROPERTIES],
  ["FlexBlockStyle", BLOCK_STYLE_PROPERTIES],
  ["FlexBoxLinearGradient", LINEAR_GRADIENT_PROPERTIES],
];

describe("the Flex property table against LINE's OpenAPI schema", () => {
  it.each(TABLES)("%s: every property is in the table, with LINE's enum and required keys", (name, table) => {
    const { properties, required } = flatten(name);
    const missing = Object.keys(properties).filter((key) => key !== "type" && !Object.hasOwn(table, key));
    expect(missing).toEqual([]);
    for (const [key, schema] of Object.entries(properties)) {
      if (schema.enum)
        expect([...(table[key]?.keywords ?? [])].sort(), `${name}.${key}`).toEqual([...schema.enum].sort());
    }
    for (const key of required.filter((key) => key !== "type"))
      expect(table[key]?.required, `${name}.${key}`).toBe(true);
  });

  it("has no component property LINE's schema lacks (only the legacy spacer)", () => {
    for (const [name, table] of TABLES) {
      const { properties } = flatten(name);
      const extra = Object.keys(table).filter((key) => key !== "type" && !Object.hasOwn(properties, key));
      expect(extra, name).toEqual([]);
    }
    expect(Object.keys(COMPONENT_PROPERTIES).sort()).toEqual(
      [
        ...Object.keys(
          (SCHEMAS.FlexComponent as { discriminator: { mapping: object } }).discriminator.mapping,
        ),
        "spacer",
      ].sort(),
    );
  });

  it("takes the keyword scales of LINE's keyword-only schemas", () => {
    const box = COMPONENT_PROPERTIES.box as PropertyTable;
    const keywords = (schema: string) => (SCHEMAS[schema] as Schema).enum;
    expect(box.spacing?.keywords).toEqual(keywords("FlexBoxSpacing"));
    expect(box.margin?.keywords).toEqual(keywords("FlexMargin"));
    expect(box.paddingAll?.keywords).toEqual(keywords("FlexBoxPadding"));
    expect(box.offsetTop?.keywords).toEqual(keywords("FlexOffset"));
    expect(box.cornerRadius?.keywords).toEqual(keywords("FlexBoxCornerRadius"));
    expect(box.borderWidth?.keywords).toEqual(keywords("FlexBoxBorderWidth"));
    expect(COMPONENT_PROPERTIES.image?.size?.keywords).toEqual(keywords("FlexImageSize"));
    expect(COMPONENT_PROPERTIES.icon?.size?.keywords).toEqual(keywords("FlexIconSize"));
    expect(COMPONENT_PROPERTIES.text?.size?.keywords).toEqual(keywords("FlexTextFontSize"));
    expect(COMPONENT_PROPERTIES.span?.size?.keywords).toEqual(keywords("FlexSpanSize"));
  });

  it("gives every property a label descriptor, one English text per id", () => {
    const byId = new Map<string, string>();
    for (const [, table] of TABLES) {
      for (const [key, spec] of Object.entries(table)) {
        expect(spec.label.id, key).toMatch(/^flex\.property\.[\w.]+$/);
        expect(spec.label.message.length, key).toBeGreaterThan(0);
        const seen = byId.get(spec.label.id);
        if (seen !== undefined) expect(spec.label.message, spec.label.id).toBe(seen);
        byId.set(spec.label.id, spec.label.message);
      }
    }
  });

  it("gives LINE's defaults where LINE states one, and flex by the parent's layout", () => {
    expect(defaultOf(COMPONENT_PROPERTIES.image?.size as never)).toBe("md");
    expect(defaultOf(COMPONENT_PROPERTIES.image?.aspectRatio as never)).toBe("1:1");
    expect(defaultOf(COMPONENT_PROPERTIES.button?.style as never)).toBe("link");
    expect(defaultOf(BUBBLE_PROPERTIES.size as never)).toBe("mega");
    expect(defaultOf(COMPONENT_PROPERTIES.text?.flex as never, "horizontal")).toBe(1);
    expect(defaultOf(COMPONENT_PROPERTIES.text?.flex as never, "vertical")).toBe(0);
    expect(defaultOf(COMPONENT_PROPERTIES.text?.flex as never)).toBeUndefined();
    // A default is a value the property's own check accepts.
    for (const [name, table] of TABLES) {
      for (const [key, spec] of Object.entries(table)) {
        for (const layout of ["horizontal", "vertical", "baseline"] as const) {
          const value = defaultOf(spec, layout);
          if (value !== undefined && spec.check) expect(spec.check(value), `${name}.${key}`).toBeUndefined();
        }
      }
    }
  });

  it("says which components have each property", () => {
    expect(PROPERTY_COMPONENTS.offsetTop).toEqual(["box", "button", "image", "icon", "text"]);
    expect(PROPERTY_COMPONENTS.action).toEqual(["box", "button", "image", "video", "text"]);
    expect(PROPERTY_COMPONENTS.altContent).toEqual(["video"]);
    expect(PROPERTY_COMPONENTS.layout).toEqual(["box"]);
  });

  it("is what the validator checks: COMPONENT_SPECS is derived from it", () => {
    for (const [type, table] of Object.entries(COMPONENT_PROPERTIES)) {
      expect(COMPONENT_SPECS[type]).toEqual(toCheckSpec(table));
    }
    expect(COMPONENT_SPECS.box?.required).toEqual(["layout", "contents"]);
    expect(COMPONENT_SPECS.video?.required).toEqual(["url", "previewUrl", "altContent"]);
  });
});

describe("the preview's props.ts against the table", () => {
  /** Every property of a component the table knows: what the renderer may read. */
  const TABLE_KEYS = new Set([
    "type",
    ...Object.values(COMPONENT_PROPERTIES).flatMap((table) => Object.keys(table)),
  ]);
  const fields = Object.keys(new FlexProps()) as (keyof FlexProps)[];
  /** A node with every property the renderer reads, each holding a value of its own. */
  const everything = Object.fromEntries(fields.map((field) => [field, { of: field }]));

  it("reads exactly the table's component properties", () => {
    expect([...fields].sort()).toEqual([...TABLE_KEYS].sort());
  });

  it("reads each of them under its own name", () => {
    const props = readProps(everything);
    for (const field of fields) expect(props[field], field).toEqual({ of: field });
  });

  it("forgets every one of them when the next node is read into the same object", () => {
    const props = readPropsInto(readProps(everything), { type: "filler" });
    for (const field of fields) expect(props[field], field).toBe(field === "type" ? "filler" : undefined);
  });

  it("leaves keys it does not know inert, __proto__ and constructor included", () => {
    const props = readProps(JSON.parse('{"type":"box","__proto__":{"polluted":1},"constructor":1,"zz":2}'));
    expect(Object.getPrototypeOf(props)).toBe(FlexProps.prototype);
    expect(props.constructor).toBe(FlexProps);
    expect(Object.keys(props).sort()).toEqual([...fields].sort());
  });
});
