import { LABEL } from "../../components/labels.ts";
import { msg, t } from "../../i18n/i18n.ts";

/**
 * Words for LINE's keyword values (`align: "start"`, `weight: "bold"`, `size: "md"`): the property sheet
 * shows this label in the option and LINE's value beside it as code (what a developer searches for), so a
 * Thai screen shows no raw English. A value not listed here is shown as LINE writes it.
 */
const KEYWORD_LABELS: Readonly<Record<string, string>> = {
  true: LABEL.yes,
  false: LABEL.no,
  none: LABEL.none,
  start: msg("Start"),
  end: msg("End"),
  center: msg("Center"),
  top: msg("Top"),
  bottom: msg("Bottom"),
  "flex-start": msg("Start"),
  "flex-end": msg("End"),
  "space-between": msg("Space between"),
  "space-around": msg("Space around"),
  "space-evenly": msg("Space evenly"),
  horizontal: msg("Horizontal"),
  vertical: msg("Vertical"),
  baseline: msg("Along the baseline"),
  regular: msg("Regular"),
  bold: msg("Bold"),
  normal: msg("Normal"),
  italic: msg("Italic"),
  underline: msg("Underline"),
  "line-through": msg("Strikethrough"),
  light: msg("Light"),
  medium: msg("Medium"),
  "semi-bold": msg("Semi-bold"),
  relative: msg("In the flow"),
  absolute: msg("Placed by offsets"),
  "shrink-to-fit": msg("Shrink to fit"),
  primary: msg("Primary"),
  secondary: msg("Secondary"),
  link: msg("Link"),
  fit: msg("Fit inside"),
  cover: msg("Fill and crop"),
  ltr: msg("Left to right"),
  rtl: msg("Right to left"),
  linearGradient: msg("Linear gradient"),
  full: msg("Full width"),
  xxs: msg("Smallest"),
  xs: msg("Extra small"),
  sm: msg("Small"),
  md: msg("Medium"),
  lg: msg("Large"),
  xl: msg("Extra large"),
  xxl: msg("2× extra large"),
  "3xl": msg("3× extra large"),
  "4xl": msg("4× extra large"),
  "5xl": msg("5× extra large"),
  nano: msg("Nano"),
  micro: msg("Micro"),
  deca: msg("Deca"),
  hecto: msg("Hecto"),
  kilo: msg("Kilo"),
  mega: msg("Mega"),
  giga: msg("Giga"),
};

/** The keyword's label in the language shown, or the keyword itself when it has none. */
export function keywordLabel(keyword: string): string {
  const label = KEYWORD_LABELS[keyword];
  return label ? t(label) : keyword;
}

/** Whether {@link keywordLabel} names this keyword (else the value is shown as it is). */
export const hasKeywordLabel = (keyword: string) => Object.hasOwn(KEYWORD_LABELS, keyword);
