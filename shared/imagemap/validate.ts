/**
 * Checks an imagemap message against LINE's rules: the official ImagemapMessage schema
 * (messaging-api.yml: required fields, integer areas, clipboardText 1–1000) plus the limits
 * the Messaging API reference documents in prose — baseUrl HTTPS and ≤ 2000 characters,
 * altText ≤ 1500, baseSize.width 1040, at most 50 actions, linkUri ≤ 1000 with the http,
 * https, line or tel scheme, message text ≤ 400 — and areas inside the base size.
 */

import { lineSchemaErrors } from "../richmenu/schema-check.ts";
import type { ValidationResult } from "../richmenu/types.ts";
import { asDescriptor, desc, type MessageLike } from "../text/descriptor.ts";
import {
  IMAGEMAP_ACTION_TYPES,
  IMAGEMAP_BASE_WIDTH,
  type ImagemapBounds,
  MAX_IMAGEMAP_AREAS,
} from "./imagemap.ts";

const IMAGEMAP_LIMITS = {
  baseUrlMax: 2000,
  altTextMax: 1500,
  linkUriMax: 1000,
  messageTextMax: 400,
  clipboardTextMax: 1000,
  maxActions: MAX_IMAGEMAP_AREAS,
} as const;

export const IMAGEMAP_VALIDATION_MESSAGES = {
  notObject: "Imagemap message must be an object",
  type: 'Type must be "imagemap"',
  baseUrlRequired: "Base URL is required",
  baseUrlHttps: "Base URL must be a valid https:// URL",
  baseUrlTooLong: "Base URL must not exceed 2000 characters",
  altTextRequired: "Alt text is required",
  altTextTooLong: "Alt text must not exceed 1500 characters",
  baseWidth: "Base size width must be 1040",
  baseHeight: "Base size height must be a positive whole number",
  actionsRequired: "Actions must be a list",
  tooManyActions: "At most 50 actions are allowed",
} as const;

/** Messages about one action, to be prefixed with "Action N: ". */
export const IMAGEMAP_ACTION_MESSAGES = {
  type: "type must be one of: uri, message, clipboard",
  areaNotInteger: "area must have whole-number x, y, width and height",
  areaEmpty: "area width and height must be at least 1",
  areaOutside: "area must lie inside the base size",
  linkUriRequired: "link URI is required",
  linkUriTooLong: "link URI must not exceed 1000 characters",
  linkUriScheme: "link URI must be a valid http, https, line or tel URL",
  textRequired: "text is required",
  textTooLong: "text must not exceed 400 characters",
  clipboardTextRequired: "clipboard text is required",
  clipboardTextTooLong: "clipboard text must not exceed 1000 characters",
} as const;

type Fields = Record<string, unknown>;
interface Size {
  width: number;
  height: number;
}

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function baseUrlErrors(baseUrl: unknown): MessageLike[] {
  const m = IMAGEMAP_VALIDATION_MESSAGES;
  if (typeof baseUrl !== "string" || baseUrl.trim() === "") return [m.baseUrlRequired];
  const errors: MessageLike[] = [];
  if (parsedUrl(baseUrl)?.protocol !== "https:") errors.push(m.baseUrlHttps);
  if (baseUrl.length > IMAGEMAP_LIMITS.baseUrlMax) errors.push(m.baseUrlTooLong);
  return errors;
}

function altTextErrors(altText: unknown): MessageLike[] {
  const m = IMAGEMAP_VALIDATION_MESSAGES;
  if (typeof altText !== "string" || altText.trim() === "") return [m.altTextRequired];
  return altText.length > IMAGEMAP_LIMITS.altTextMax ? [m.altTextTooLong] : [];
}

function baseSizeErrors(baseSize: unknown): MessageLike[] {
  const m = IMAGEMAP_VALIDATION_MESSAGES;
  const size = isObject(baseSize) ? baseSize : {};
  const errors: MessageLike[] = [];
  if (size.width !== IMAGEMAP_BASE_WIDTH) errors.push(m.baseWidth);
  if (!Number.isInteger(size.height) || (size.height as number) < 1) errors.push(m.baseHeight);
  return errors;
}

function areaErrors(area: unknown, base: Size | null): MessageLike[] {
  const m = IMAGEMAP_ACTION_MESSAGES;
  const fields = isObject(area) ? area : {};
  if (![fields.x, fields.y, fields.width, fields.height].every(Number.isInteger)) return [m.areaNotInteger];
  const { x, y, width, height } = fields as unknown as ImagemapBounds;
  if (width < 1 || height < 1) return [m.areaEmpty];
  const inside = x >= 0 && y >= 0 && (!base || (x + width <= base.width && y + height <= base.height));
  return inside ? [] : [m.areaOutside];
}

function textErrors(value: unknown, max: number, required: string, tooLong: string): MessageLike[] {
  if (typeof value !== "string" || value === "") return [required];
  return value.length > max ? [tooLong] : [];
}

function linkUriErrors(linkUri: unknown): MessageLike[] {
  const m = IMAGEMAP_ACTION_MESSAGES;
  if (typeof linkUri !== "string" || linkUri === "") return [m.linkUriRequired];
  const errors: MessageLike[] = [];
  if (linkUri.length > IMAGEMAP_LIMITS.linkUriMax) errors.push(m.linkUriTooLong);
  const protocol = parsedUrl(linkUri)?.protocol;
  if (!protocol || !["http:", "https:", "line:", "tel:"].includes(protocol)) errors.push(m.linkUriScheme);
  return errors;
}

function actionErrors(action: unknown, base: Size | null): MessageLike[] {
  const m = IMAGEMAP_ACTION_MESSAGES;
  const fields = isObject(action) ? action : {};
  if (!(IMAGEMAP_ACTION_TYPES as readonly unknown[]).includes(fields.type)) return [m.type];
  const errors = areaErrors(fields.area, base);
  const limits = IMAGEMAP_LIMITS;
  if (fields.type === "uri") errors.push(...linkUriErrors(fields.linkUri));
  if (fields.type === "message") {
    errors.push(...textErrors(fields.text, limits.messageTextMax, m.textRequired, m.textTooLong));
  }
  if (fields.type === "clipboard") {
    errors.push(
      ...textErrors(
        fields.clipboardText,
        limits.clipboardTextMax,
        m.clipboardTextRequired,
        m.clipboardTextTooLong,
      ),
    );
  }
  return errors;
}

/** The base size when it is usable for the inside check (whole and positive), else null. */
function validBase(baseSize: unknown): Size | null {
  if (!isObject(baseSize)) return null;
  const { width, height } = baseSize;
  const usable = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1;
  return usable(width) && usable(height) ? { width, height } : null;
}

/** Validates an imagemap message (e.g. buildImagemapJson's output) with readable messages. */
export function validateImagemap(json: unknown): ValidationResult {
  const m = IMAGEMAP_VALIDATION_MESSAGES;
  if (!isObject(json)) return { valid: false, errors: [m.notObject] };
  const errors: MessageLike[] = [];
  if (json.type !== "imagemap") errors.push(m.type);
  errors.push(
    ...baseUrlErrors(json.baseUrl),
    ...altTextErrors(json.altText),
    ...baseSizeErrors(json.baseSize),
  );
  if (!Array.isArray(json.actions)) errors.push(m.actionsRequired);
  else {
    if (json.actions.length > IMAGEMAP_LIMITS.maxActions) errors.push(m.tooManyActions);
    const base = validBase(json.baseSize);
    json.actions.forEach((action, index) => {
      for (const error of actionErrors(action, base))
        errors.push(desc("Action {number}: {error}", { number: index + 1, error: asDescriptor(error) }));
    });
  }
  if (errors.length === 0) errors.push(...lineSchemaErrors("ImagemapMessage", json));
  return { valid: errors.length === 0, errors };
}
