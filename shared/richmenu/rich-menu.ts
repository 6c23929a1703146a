/**
 * The rich menu create request: the wizard's validation (spec section 5, "Rich menu create"),
 * the size and bounds rules, and the JSON builder that leaves invalid areas out.
 */
import { asDescriptor, type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
import { compactAction } from "./actions.ts";
import { RICH_MENU_IMAGE_LIMITS } from "./image.ts";
import { lineSchemaErrors } from "./schema-check.ts";
import { graphemeLength, truncateGraphemes } from "./text-length.ts";
import type {
  RichMenuArea,
  RichMenuBounds,
  RichMenuConfig,
  RichMenuSize,
  ValidationResult,
} from "./types.ts";
import { validateAction } from "./validate-action.ts";

export const DEFAULT_RICH_MENU_SIZE: Readonly<RichMenuSize> = { width: 2500, height: 1686 };

export const RICH_MENU_LIMITS = {
  maxAreas: 20,
  chatBarTextMax: 14,
  nameMax: 300,
  minWidth: RICH_MENU_IMAGE_LIMITS.minWidth,
  maxWidth: RICH_MENU_IMAGE_LIMITS.maxWidth,
  minHeight: RICH_MENU_IMAGE_LIMITS.minHeight,
  minAspectRatio: RICH_MENU_IMAGE_LIMITS.minAspectRatio,
} as const;

export const RICH_MENU_MESSAGES = {
  nameAndChatBarRequired: "Please fill in name and chat bar text",
  imageRequired: "Please upload an image",
  menuJsonRequired: "richMenu must be the rich menu's JSON text",
  maxAreas: "Maximum 20 areas allowed per rich menu",
  chatBarTextTooLong: "Chat bar text must not exceed 14 characters",
  nameTooLong: "Name must not exceed 300 characters",
  sizeNotInteger: "Width and height must be whole numbers",
  width: "Width must be between 800 and 2500 pixels",
  height: "Height must be at least 250 pixels",
  aspectRatio: "Aspect ratio (width / height) must be at least 1.45",
  boundsNotInteger: "Bounds must be whole numbers",
  boundsNegative: "Bounds x and y must be at least 0",
  boundsEmpty: "Bounds width and height must be at least 1",
} as const;

/** "Bounds must lie inside the 2500 × 1686 image" for the given size. */
export function boundsOutsideMessage(size: RichMenuSize): Descriptor {
  return desc("Bounds must lie inside the {width} × {height} image", {
    width: size.width,
    height: size.height,
  });
}

/**
 * Chat bar text as typed or imported, capped at 14 characters like a maxLength field. A cut
 * text loses the spaces it ends on ("Open the menu now" → "Open the menu", not "…menu "),
 * while text within the limit is kept as typed so a space can still be typed between words.
 */
export function capChatBarText(text: string): string {
  const max = RICH_MENU_LIMITS.chatBarTextMax;
  return graphemeLength(text) > max ? truncateGraphemes(text, max).trimEnd() : text;
}

/** One line per invalid area, "Area 1 will be left out: <first reason>", in area order. */
export function leftOutAreaNotes(areas: readonly RichMenuArea[], size: RichMenuSize): Descriptor[] {
  return areas.flatMap((area, index) => {
    const { valid, errors } = validateArea(area, size);
    return valid
      ? []
      : [
          desc("Area {area} will be left out: {errors}", {
            area: index + 1,
            errors: errors.map(asDescriptor),
          }),
        ];
  });
}

/** The wizard's reset state: empty name and chat bar text, 2500×1686, not selected, no areas. */
export function emptyRichMenuConfig(): RichMenuConfig {
  return { name: "", chatBarText: "", size: { ...DEFAULT_RICH_MENU_SIZE }, selected: false, areas: [] };
}

/** A bounds input as stored: rounded to an integer, at least 0 (non-numbers become 0). */
export function roundBoundsInput(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
}

export function canAddArea(config: Pick<RichMenuConfig, "areas">): boolean {
  return config.areas.length < RICH_MENU_LIMITS.maxAreas;
}

export function validateRichMenuSize(size: RichMenuSize): MessageLike[] {
  const m = RICH_MENU_MESSAGES;
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return [m.sizeNotInteger];
  const errors: MessageLike[] = [];
  if (width < RICH_MENU_LIMITS.minWidth || width > RICH_MENU_LIMITS.maxWidth) errors.push(m.width);
  if (height < RICH_MENU_LIMITS.minHeight) errors.push(m.height);
  if (height > 0 && width / height < RICH_MENU_LIMITS.minAspectRatio) errors.push(m.aspectRatio);
  return errors;
}

/** Bounds must be integers, x/y ≥ 0, width/height ≥ 1 and lie inside the image. */
function validateBounds(bounds: RichMenuBounds, size: RichMenuSize): MessageLike[] {
  const m = RICH_MENU_MESSAGES;
  const { x, y, width, height } = bounds;
  if (![x, y, width, height].every(Number.isInteger)) return [m.boundsNotInteger];
  const errors: MessageLike[] = [];
  if (x < 0 || y < 0) errors.push(m.boundsNegative);
  if (width < 1 || height < 1) errors.push(m.boundsEmpty);
  if (x + width > size.width || y + height > size.height) errors.push(boundsOutsideMessage(size));
  return errors;
}

/** The per-area mark of the editor: bounds first, then the action. */
export function validateArea(area: RichMenuArea, size: RichMenuSize): ValidationResult {
  const errors = [...validateBounds(area.bounds, size), ...validateAction(area.action).errors];
  return { valid: errors.length === 0, errors };
}

export interface RichMenuValidation extends ValidationResult {
  /** One result per area, same order as config.areas. */
  areas: ValidationResult[];
}

function headerErrors(config: RichMenuConfig): MessageLike[] {
  const m = RICH_MENU_MESSAGES;
  const errors: MessageLike[] = [];
  if (config.name.trim() === "" || config.chatBarText.trim() === "") errors.push(m.nameAndChatBarRequired);
  if (graphemeLength(config.chatBarText) > RICH_MENU_LIMITS.chatBarTextMax) errors.push(m.chatBarTextTooLong);
  if (graphemeLength(config.name) > RICH_MENU_LIMITS.nameMax) errors.push(m.nameTooLong);
  return errors;
}

/**
 * Validates a create request as the server must before calling LINE. Area errors are prefixed
 * "Area N: ". Pass `hasImage` from the wizard to include 'Please upload an image'. When all the
 * hand-written rules pass, the request is also checked against LINE's `RichMenuRequest` schema.
 */
export function validateRichMenu(
  config: RichMenuConfig,
  options: { hasImage?: boolean } = {},
): RichMenuValidation {
  const errors = headerErrors(config);
  if (options.hasImage === false) errors.push(RICH_MENU_MESSAGES.imageRequired);
  errors.push(...validateRichMenuSize(config.size));
  if (config.areas.length > RICH_MENU_LIMITS.maxAreas) errors.push(RICH_MENU_MESSAGES.maxAreas);
  const areas = config.areas.map((area) => validateArea(area, config.size));
  areas.forEach((result, index) => {
    for (const error of result.errors)
      errors.push(desc("Area {area}: {error}", { area: index + 1, error: asDescriptor(error) }));
  });
  if (errors.length === 0)
    errors.push(...lineSchemaErrors("RichMenuRequest", toRequest(config, config.areas)));
  return { valid: errors.length === 0, errors, areas };
}

function toRequest(config: RichMenuConfig, areas: RichMenuArea[]): RichMenuConfig {
  return {
    size: { width: config.size.width, height: config.size.height },
    selected: config.selected,
    name: config.name,
    chatBarText: config.chatBarText,
    areas: areas.map((area) => ({ bounds: { ...area.bounds }, action: compactAction(area.action) })),
  };
}

/**
 * The live JSON output and the `richMenu` of the create call: LINE's RichMenuRequest with
 * LINE's key order, invalid areas left out and empty optional action fields dropped.
 */
export function buildRichMenuJson(config: RichMenuConfig): RichMenuConfig {
  return toRequest(
    config,
    config.areas.filter((area) => validateArea(area, config.size).valid),
  );
}
