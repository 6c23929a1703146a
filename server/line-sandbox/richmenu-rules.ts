import type { LineErrorDetail } from "./errors.ts";
import { isRecord } from "./http.ts";
import { actionErrors } from "./richmenu-actions.ts";

// Rich menu rules from the Messaging API reference that RichMenuRequest in the OpenAPI file
// lacks: every top-level field is required, the size limits, 1-20 areas that stay inside the
// menu, and the per-action rules.

export const RICH_MENU_LIMITS = {
  minWidth: 800,
  maxWidth: 2500,
  minHeight: 250,
  minAspectRatio: 1.45,
  minAreas: 1,
  maxAreas: 20,
  maxMenusPerChannel: 1000,
} as const;

const REQUIRED_FIELDS = ["size", "selected", "name", "chatBarText", "areas"] as const;
const BOUNDS_FIELDS = ["x", "y", "width", "height"] as const;

type Size = { width: number; height: number };

function missing(
  record: Record<string, unknown>,
  fields: readonly string[],
  prefix: string,
): LineErrorDetail[] {
  return fields
    .filter((field) => record[field] === undefined || record[field] === null)
    .map((field) => ({ message: "must be specified", property: prefix ? `${prefix}.${field}` : field }));
}

function numeric(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function sizeErrors(size: unknown): { errors: LineErrorDetail[]; valid: Size | null } {
  if (!isRecord(size)) return { errors: [], valid: null };
  const errors = missing(size, ["width", "height"], "size");
  const { width, height } = size;
  const { minWidth, maxWidth, minHeight, minAspectRatio } = RICH_MENU_LIMITS;
  if (numeric(width) && (width < minWidth || width > maxWidth)) {
    errors.push({ message: `must be between ${minWidth} and ${maxWidth}`, property: "size.width" });
  }
  if (numeric(height) && height < minHeight) {
    errors.push({ message: `must be greater than or equal to ${minHeight}`, property: "size.height" });
  }
  if (numeric(width) && numeric(height) && height > 0 && width / height < minAspectRatio) {
    errors.push({ message: `width / height must be at least ${minAspectRatio}`, property: "size" });
  }
  return { errors, valid: numeric(width) && numeric(height) ? { width, height } : null };
}

function boundsErrors(bounds: unknown, property: string, size: Size | null): LineErrorDetail[] {
  if (!isRecord(bounds)) return [];
  const errors = missing(bounds, BOUNDS_FIELDS, property);
  const { x, y, width, height } = bounds;
  if (size && numeric(x) && numeric(y) && numeric(width) && numeric(height)) {
    if (x + width > size.width || y + height > size.height) {
      errors.push({ message: "must be within the rich menu size", property });
    }
  }
  return errors;
}

function areaErrors(area: unknown, index: number, size: Size | null): LineErrorDetail[] {
  if (!isRecord(area)) return [];
  const property = `areas[${index}]`;
  return [
    ...missing(area, ["bounds", "action"], property),
    ...boundsErrors(area.bounds, `${property}.bounds`, size),
    ...actionErrors(area.action, `${property}.action`),
  ];
}

function areasErrors(areas: unknown, size: Size | null): LineErrorDetail[] {
  if (!Array.isArray(areas)) return [];
  const { minAreas, maxAreas } = RICH_MENU_LIMITS;
  const errors: LineErrorDetail[] = [];
  if (areas.length < minAreas || areas.length > maxAreas) {
    errors.push({ message: `Size must be between ${minAreas} and ${maxAreas}`, property: "areas" });
  }
  return [...errors, ...areas.flatMap((area, index) => areaErrors(area, index, size))];
}

/** Problems the OpenAPI schema cannot see; safe to run on any JSON value. */
export function richMenuRuleErrors(body: unknown): LineErrorDetail[] {
  if (!isRecord(body)) return [];
  const size = sizeErrors(body.size);
  return [...missing(body, REQUIRED_FIELDS, ""), ...size.errors, ...areasErrors(body.areas, size.valid)];
}
