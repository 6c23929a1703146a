const HEX_DIGITS = /^[0-9a-f]{3}$|^[0-9a-f]{4}$|^[0-9a-f]{6}$|^[0-9a-f]{8}$/i;

export const HEX_COLOR_ERROR = "Enter a hex colour such as #000000 (3, 4, 6 or 8 digits)";

/** "#" followed by 3, 4, 6 or 8 hex digits (RGB, RGBA, RRGGBB, RRGGBBAA) — what the qrcode library takes. */
export function isValidHexColor(value: string): boolean {
  return value.startsWith("#") && HEX_DIGITS.test(value.slice(1));
}

/**
 * Lenient reading of the hex box: trims, accepts a missing "#", expands the short forms.
 * Returns "#rrggbb" or "#rrggbbaa" in lower case, or null when it is not a colour.
 */
export function normalizeHexColor(input: string): string | null {
  const digits = input.trim().replace(/^#/, "");
  if (!HEX_DIGITS.test(digits)) return null;
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return `#${long.toLowerCase()}`;
}

/** Value for <input type="color">, which only takes #rrggbb: alpha is dropped, invalid gives the fallback. */
export function toColorInputValue(input: string, fallback: string): string {
  return normalizeHexColor(input)?.slice(0, 7) ?? fallback;
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Channels 0–255 with any alpha composited over white, the usual page and paper behind a code. */
function parseRgb(hex: string): Rgb {
  const digits = hex.slice(1);
  const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  const alpha = digits.length === 8 ? channel(3) / 255 : 1;
  const over = (value: number) => value * alpha + 255 * (1 - alpha);
  return { r: over(channel(0)), g: over(channel(1)), b: over(channel(2)) };
}

function linearChannel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance (0 black … 1 white). */
function relativeLuminance(color: string): number {
  const normalized = normalizeHexColor(color);
  if (!normalized) throw new Error(`Not a hex colour: ${color}`);
  const { r, g, b } = parseRgb(normalized);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Below this many scanners fail to separate modules from the background. */
export const MIN_QR_CONTRAST = 3;

type ContrastProblem = "low-contrast" | "inverted";

export interface ContrastCheck {
  ratio: number;
  problems: ContrastProblem[];
}

/** Null when either colour is invalid (that error is reported on its own field). */
export function checkQrContrast(darkColor: string, lightColor: string): ContrastCheck | null {
  if (!normalizeHexColor(darkColor) || !normalizeHexColor(lightColor)) return null;
  const ratio = contrastRatio(darkColor, lightColor);
  const problems: ContrastProblem[] = [];
  if (ratio < MIN_QR_CONTRAST) problems.push("low-contrast");
  // Many camera apps only read dark modules on a light background.
  if (relativeLuminance(darkColor) > relativeLuminance(lightColor)) problems.push("inverted");
  return { ratio, problems };
}
