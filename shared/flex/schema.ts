import { type Descriptor, descriptor } from "../text/descriptor.ts";
import { aspectRatio, boolean, type Check, color, count, httpsUrl, length, oneOf, string } from "./checks.ts";
import { MEDIA_URL_MAX_LENGTH } from "./limits.ts";
import {
  BORDER_WIDTH_KEYWORDS,
  BUBBLE_SIZES,
  BUTTON_HEIGHTS,
  DEFAULT_BUBBLE_SIZE,
  IMAGE_SIZE_KEYWORDS,
  SIZE_KEYWORDS,
  SPACE_KEYWORDS,
  SPACER_KEYWORDS,
} from "./tokens.ts";

/**
 * The one table of Flex properties (Messaging API reference, official OpenAPI schema): for every component,
 * bubble, block style and gradient, each property's kind, allowed keywords, LINE's default, label, the form
 * section it belongs to and its check. The validator reads the checks (COMPONENT_SPECS below is derived),
 * the designer its fields, `tests/unit/flex-property-table.test.ts` holds it to LINE's schema and the
 * preview's `props.ts` to it. Properties holding components or actions (contents, altContent, background,
 * action, the bubble's blocks and styles) have no check: the validator walks them.
 */

/** How a value is written, which decides the designer's field. */
export type PropertyKind =
  | "keyword"
  | "length"
  | "color"
  | "boolean"
  | "integer"
  | "text"
  | "url"
  | "aspectRatio"
  | "angle"
  | "percent"
  | "action"
  | "components"
  | "spans"
  | "bubbles"
  | "component"
  | "block"
  | "styles"
  | "blockStyle"
  | "background";

/** Where the designer shows a property: the form's sections, rarely used ones under "Advanced". */
export type PropertySection = "content" | "layout" | "style" | "advanced";

export type DefaultValue = string | number | boolean;
/** A default that depends on the parent box's layout (flex: 1 in a horizontal box, 0 in a vertical one). */
interface LayoutDefault {
  readonly horizontal: DefaultValue;
  readonly vertical: DefaultValue;
  readonly baseline: DefaultValue;
}

export interface PropertySpec {
  readonly kind: PropertyKind;
  readonly label: Descriptor;
  readonly section: PropertySection;
  readonly required?: boolean;
  /** Keywords of a keyword or length property, in LINE's order. */
  readonly keywords?: readonly string[];
  /** Whether a length may be pixels ("12px"), signed pixels, a percentage. */
  readonly px?: "positive" | "signed";
  readonly percent?: "positive" | "signed";
  /** LINE's default, shown by the designer and never written into the JSON for the user. */
  readonly default?: DefaultValue | LayoutDefault;
  readonly check?: Check;
}

export type PropertyTable = Readonly<Record<string, PropertySpec>>;

const SIZE_LABEL = "xxs…5xl";
const SPACE_LABEL = "none…xxl";

type Extra = Partial<Omit<PropertySpec, "kind" | "section">>;

function lengthSpec(
  section: PropertySection,
  label: Descriptor,
  options: {
    keywords?: readonly string[];
    keywordLabel?: string;
    px?: "positive" | "signed";
    percent?: "positive" | "signed";
  },
  extra: Extra = {},
): PropertySpec {
  const { keywords, keywordLabel, px, percent } = options;
  return {
    kind: "length",
    section,
    label,
    ...(keywords ? { keywords } : {}),
    ...(px ? { px } : {}),
    ...(percent ? { percent } : {}),
    check: length({
      ...(keywords ? { keywords } : {}),
      ...(keywordLabel ? { label: keywordLabel } : {}),
      px,
      percent,
    }),
    ...extra,
  };
}

function keywordSpec(
  section: PropertySection,
  label: Descriptor,
  keywords: readonly string[],
  extra: Extra = {},
): PropertySpec {
  return {
    kind: "keyword",
    section,
    label,
    keywords,
    check: oneOf(keywords),
    ...extra,
  };
}

function simple(
  kind: PropertyKind,
  section: PropertySection,
  label: Descriptor,
  check: Check | undefined,
  extra: Extra = {},
): PropertySpec {
  return { kind, section, label, ...(check ? { check } : {}), ...extra };
}

/**
 * The designer's name of each property, by its id (`flex.property.<id>`, the key of its Thai): literal
 * descriptors, so the extractor sees every one of them.
 */
const LABELS = {
  flex: descriptor("flex.property.flex", "Flex (share of the space)"),
  action: descriptor("flex.property.action", "Action"),
  scaling: descriptor("flex.property.scaling", "Scale with the user's font size"),
  adjustMode: descriptor("flex.property.adjustMode", "Shrink to fit"),
  align: descriptor("flex.property.align", "Horizontal alignment"),
  gravity: descriptor("flex.property.gravity", "Vertical alignment"),
  weight: descriptor("flex.property.weight", "Weight"),
  "style.font": descriptor("flex.property.style.font", "Font style"),
  decoration: descriptor("flex.property.decoration", "Decoration"),
  aspectRatio: descriptor("flex.property.aspectRatio", "Aspect ratio (width:height)"),
  margin: descriptor("flex.property.margin", "Space before"),
  position: descriptor("flex.property.position", "Position"),
  offsetTop: descriptor("flex.property.offsetTop", "Offset top"),
  offsetBottom: descriptor("flex.property.offsetBottom", "Offset bottom"),
  offsetStart: descriptor("flex.property.offsetStart", "Offset start"),
  offsetEnd: descriptor("flex.property.offsetEnd", "Offset end"),
  layout: descriptor("flex.property.layout", "Layout"),
  contents: descriptor("flex.property.contents", "Contents"),
  spacing: descriptor("flex.property.spacing", "Space between children"),
  backgroundColor: descriptor("flex.property.backgroundColor", "Background colour"),
  borderColor: descriptor("flex.property.borderColor", "Border colour"),
  borderWidth: descriptor("flex.property.borderWidth", "Border width"),
  cornerRadius: descriptor("flex.property.cornerRadius", "Corner radius"),
  width: descriptor("flex.property.width", "Width"),
  maxWidth: descriptor("flex.property.maxWidth", "Maximum width"),
  height: descriptor("flex.property.height", "Height"),
  maxHeight: descriptor("flex.property.maxHeight", "Maximum height"),
  paddingAll: descriptor("flex.property.paddingAll", "Padding"),
  paddingTop: descriptor("flex.property.paddingTop", "Padding top"),
  paddingBottom: descriptor("flex.property.paddingBottom", "Padding bottom"),
  paddingStart: descriptor("flex.property.paddingStart", "Padding start"),
  paddingEnd: descriptor("flex.property.paddingEnd", "Padding end"),
  justifyContent: descriptor("flex.property.justifyContent", "Distribute children"),
  alignItems: descriptor("flex.property.alignItems", "Align children"),
  background: descriptor("flex.property.background", "Gradient background"),
  "height.button": descriptor("flex.property.height.button", "Height"),
  "style.button": descriptor("flex.property.style.button", "Button style"),
  "color.button": descriptor("flex.property.color.button", "Button colour"),
  "url.image": descriptor("flex.property.url.image", "Image URL"),
  "size.image": descriptor("flex.property.size.image", "Width"),
  aspectMode: descriptor("flex.property.aspectMode", "Fit or fill"),
  animated: descriptor("flex.property.animated", "Animated (APNG)"),
  "url.video": descriptor("flex.property.url.video", "Video URL"),
  previewUrl: descriptor("flex.property.previewUrl", "Preview image URL"),
  altContent: descriptor("flex.property.altContent", "Shown where video cannot play"),
  "url.icon": descriptor("flex.property.url.icon", "Icon URL"),
  "size.icon": descriptor("flex.property.size.icon", "Size"),
  text: descriptor("flex.property.text", "Text"),
  "contents.text": descriptor("flex.property.contents.text", "Spans"),
  "size.text": descriptor("flex.property.size.text", "Font size"),
  "color.text": descriptor("flex.property.color.text", "Text colour"),
  wrap: descriptor("flex.property.wrap", "Wrap long text"),
  lineSpacing: descriptor("flex.property.lineSpacing", "Line spacing"),
  maxLines: descriptor("flex.property.maxLines", "Maximum lines (0 = no limit)"),
  "color.separator": descriptor("flex.property.color.separator", "Line colour"),
  "size.spacer": descriptor("flex.property.size.spacer", "Size"),
  "size.bubble": descriptor("flex.property.size.bubble", "Bubble size"),
  direction: descriptor("flex.property.direction", "Text direction"),
  header: descriptor("flex.property.header", "Header"),
  hero: descriptor("flex.property.hero", "Hero"),
  body: descriptor("flex.property.body", "Body"),
  footer: descriptor("flex.property.footer", "Footer"),
  styles: descriptor("flex.property.styles", "Block styles"),
  "contents.carousel": descriptor("flex.property.contents.carousel", "Bubbles"),
  separator: descriptor("flex.property.separator", "Separator line above"),
  separatorColor: descriptor("flex.property.separatorColor", "Separator colour"),
  "background.type": descriptor("flex.property.background.type", "Background type"),
  angle: descriptor("flex.property.angle", "Angle"),
  startColor: descriptor("flex.property.startColor", "Start colour"),
  endColor: descriptor("flex.property.endColor", "End colour"),
  centerColor: descriptor("flex.property.centerColor", "Centre colour"),
  centerPosition: descriptor("flex.property.centerPosition", "Centre position"),
} as const;

const FLEX_DEFAULT: LayoutDefault = { horizontal: 1, vertical: 0, baseline: 1 };
const space = (label: Descriptor, extra: Extra = {}) =>
  lengthSpec("layout", label, { keywords: SPACE_KEYWORDS, keywordLabel: SPACE_LABEL, px: "positive" }, extra);
const offset = (label: Descriptor) =>
  lengthSpec("advanced", label, {
    keywords: SPACE_KEYWORDS,
    keywordLabel: SPACE_LABEL,
    px: "signed",
    percent: "signed",
  });
const dimension = (label: Descriptor, section: PropertySection = "layout") =>
  lengthSpec(section, label, { px: "positive", percent: "positive" });
const padding = (label: Descriptor, section: PropertySection = "layout") =>
  lengthSpec(section, label, {
    keywords: SPACE_KEYWORDS,
    keywordLabel: SPACE_LABEL,
    px: "positive",
    percent: "positive",
  });
const fontSize = (label: Descriptor, extra: Extra = {}) =>
  lengthSpec("style", label, { keywords: SIZE_KEYWORDS, keywordLabel: SIZE_LABEL, px: "positive" }, extra);
const mediaUrl = (label: Descriptor, required = true) =>
  simple("url", "content", label, httpsUrl(MEDIA_URL_MAX_LENGTH), required ? { required } : {});
const colorSpec = (label: Descriptor, section: PropertySection = "style") =>
  simple("color", section, label, color);
const flexSpec = simple("integer", "layout", LABELS.flex, count, {
  default: FLEX_DEFAULT,
});
const actionSpec = simple("action", "content", LABELS.action, undefined);
const scaling = simple("boolean", "advanced", LABELS.scaling, boolean, {
  default: false,
});
const adjustMode = keywordSpec("advanced", LABELS.adjustMode, ["shrink-to-fit"]);
const align = keywordSpec("layout", LABELS.align, ["start", "end", "center"]);
const gravity = keywordSpec("layout", LABELS.gravity, ["top", "bottom", "center"], {
  default: "top",
});
const weight = keywordSpec("style", LABELS.weight, ["regular", "bold"], { default: "regular" });
const fontStyle = keywordSpec("style", LABELS["style.font"], ["normal", "italic"], {
  default: "normal",
});
const decoration = keywordSpec("style", LABELS.decoration, ["none", "underline", "line-through"], {
  default: "none",
});
const aspectRatioSpec = (section: PropertySection, extra: Extra = {}) =>
  simple("aspectRatio", section, LABELS.aspectRatio, aspectRatio, extra);

/** Placement properties shared by components that sit in a box. */
const placement: PropertyTable = {
  margin: space(LABELS.margin),
  position: keywordSpec("advanced", LABELS.position, ["relative", "absolute"], {
    default: "relative",
  }),
  offsetTop: offset(LABELS.offsetTop),
  offsetBottom: offset(LABELS.offsetBottom),
  offsetStart: offset(LABELS.offsetStart),
  offsetEnd: offset(LABELS.offsetEnd),
};

export const COMPONENT_PROPERTIES: Readonly<Record<string, PropertyTable>> = {
  box: {
    ...placement,
    layout: keywordSpec("layout", LABELS.layout, ["horizontal", "vertical", "baseline"], {
      required: true,
    }),
    contents: simple("components", "content", LABELS.contents, undefined, { required: true }),
    flex: flexSpec,
    spacing: space(LABELS.spacing, { default: "none" }),
    backgroundColor: colorSpec(LABELS.backgroundColor),
    borderColor: colorSpec(LABELS.borderColor),
    borderWidth: lengthSpec("style", LABELS.borderWidth, {
      keywords: BORDER_WIDTH_KEYWORDS,
      px: "positive",
    }),
    cornerRadius: space(LABELS.cornerRadius),
    width: dimension(LABELS.width),
    maxWidth: dimension(LABELS.maxWidth, "advanced"),
    height: dimension(LABELS.height),
    maxHeight: dimension(LABELS.maxHeight, "advanced"),
    paddingAll: padding(LABELS.paddingAll),
    paddingTop: padding(LABELS.paddingTop, "advanced"),
    paddingBottom: padding(LABELS.paddingBottom, "advanced"),
    paddingStart: padding(LABELS.paddingStart, "advanced"),
    paddingEnd: padding(LABELS.paddingEnd, "advanced"),
    justifyContent: keywordSpec(
      "layout",
      LABELS.justifyContent,
      ["center", "flex-start", "flex-end", "space-between", "space-around", "space-evenly"],
      { default: "flex-start" },
    ),
    alignItems: keywordSpec("layout", LABELS.alignItems, ["center", "flex-start", "flex-end"], {
      default: "flex-start",
    }),
    background: simple("background", "advanced", LABELS.background, undefined),
    action: actionSpec,
  },
  button: {
    ...placement,
    action: { ...actionSpec, required: true },
    flex: flexSpec,
    height: keywordSpec("layout", LABELS["height.button"], BUTTON_HEIGHTS, { default: "md" }),
    style: keywordSpec("style", LABELS["style.button"], ["primary", "secondary", "link"], {
      default: "link",
    }),
    color: colorSpec(LABELS["color.button"]),
    gravity,
    adjustMode,
    scaling,
  },
  image: {
    ...placement,
    url: mediaUrl(LABELS["url.image"]),
    flex: flexSpec,
    align: { ...align, default: "center" },
    gravity,
    size: lengthSpec(
      "style",
      LABELS["size.image"],
      {
        keywords: IMAGE_SIZE_KEYWORDS,
        keywordLabel: `${SIZE_LABEL}, full`,
        px: "positive",
        percent: "positive",
      },
      { default: "md" },
    ),
    aspectRatio: aspectRatioSpec("style", { default: "1:1" }),
    aspectMode: keywordSpec("style", LABELS.aspectMode, ["fit", "cover"], { default: "fit" }),
    backgroundColor: colorSpec(LABELS.backgroundColor),
    animated: simple("boolean", "advanced", LABELS.animated, boolean, { default: false }),
    action: actionSpec,
  },
  video: {
    url: mediaUrl(LABELS["url.video"]),
    previewUrl: mediaUrl(LABELS.previewUrl),
    altContent: simple("component", "content", LABELS.altContent, undefined, {
      required: true,
    }),
    aspectRatio: aspectRatioSpec("style"),
    action: actionSpec,
  },
  icon: {
    ...placement,
    url: mediaUrl(LABELS["url.icon"]),
    size: fontSize(LABELS["size.icon"], { default: "md" }),
    aspectRatio: aspectRatioSpec("style", { default: "1:1" }),
    scaling,
  },
  text: {
    ...placement,
    text: simple("text", "content", LABELS.text, string),
    contents: simple("spans", "content", LABELS["contents.text"], undefined),
    flex: flexSpec,
    size: fontSize(LABELS["size.text"], { default: "md" }),
    align: { ...align, default: "start" },
    gravity,
    color: colorSpec(LABELS["color.text"]),
    weight,
    style: fontStyle,
    decoration,
    wrap: simple("boolean", "layout", LABELS.wrap, boolean, { default: false }),
    lineSpacing: lengthSpec("advanced", LABELS.lineSpacing, { px: "positive" }),
    maxLines: simple("integer", "layout", LABELS.maxLines, count, { default: 0 }),
    adjustMode,
    scaling,
    action: actionSpec,
  },
  span: {
    text: simple("text", "content", LABELS.text, string),
    size: fontSize(LABELS["size.text"]),
    color: colorSpec(LABELS["color.text"]),
    weight,
    style: fontStyle,
    decoration,
  },
  separator: { margin: space(LABELS.margin), color: colorSpec(LABELS["color.separator"]) },
  filler: { flex: flexSpec },
  /** Discontinued in Flex Message Update 2 (2020) but still found in older messages; kept for them. */
  spacer: { size: keywordSpec("layout", LABELS["size.spacer"], SPACER_KEYWORDS, { default: "md" }) },
};

/** The bubble's own properties (its blocks are components, its styles an object of block styles). */
export const BUBBLE_PROPERTIES: PropertyTable = {
  size: keywordSpec("layout", LABELS["size.bubble"], BUBBLE_SIZES, { default: DEFAULT_BUBBLE_SIZE }),
  direction: keywordSpec("layout", LABELS.direction, ["ltr", "rtl"], { default: "ltr" }),
  header: simple("block", "content", LABELS.header, undefined),
  hero: simple("block", "content", LABELS.hero, undefined),
  body: simple("block", "content", LABELS.body, undefined),
  footer: simple("block", "content", LABELS.footer, undefined),
  styles: simple("styles", "style", LABELS.styles, undefined),
  action: actionSpec,
};

export const CAROUSEL_PROPERTIES: PropertyTable = {
  contents: simple("bubbles", "content", LABELS["contents.carousel"], undefined, { required: true }),
};

/** `styles.header` … `styles.footer` of a bubble. */
export const BLOCK_STYLE_PROPERTIES: PropertyTable = {
  backgroundColor: colorSpec(LABELS.backgroundColor),
  separator: simple("boolean", "style", LABELS.separator, boolean, { default: false }),
  separatorColor: colorSpec(LABELS.separatorColor),
};

/**
 * A box's `background` (linearGradient, the only type). Its angle and centre position have range checks of
 * their own in walk.ts, so only the kinds are here.
 */
export const LINEAR_GRADIENT_PROPERTIES: PropertyTable = {
  type: keywordSpec("advanced", LABELS["background.type"], ["linearGradient"], { required: true }),
  angle: simple("angle", "advanced", LABELS.angle, undefined, { required: true }),
  startColor: { ...colorSpec(LABELS.startColor, "advanced"), required: true },
  endColor: { ...colorSpec(LABELS.endColor, "advanced"), required: true },
  centerColor: colorSpec(LABELS.centerColor, "advanced"),
  centerPosition: simple("percent", "advanced", LABELS.centerPosition, undefined),
};

/** What the validator checks of one object: its required keys and the checks of the others. */
export interface ComponentSpec {
  required: readonly string[];
  props: Readonly<Record<string, Check>>;
  /**
   * The same checks as a list, which the validator walks for every node: an object built key by key, like
   * `props`, is a dictionary in V8, and `Object.entries` of one made the whole validator 1.5 × slower.
   */
  checks: readonly (readonly [key: string, check: Check])[];
}

export function toCheckSpec(table: PropertyTable): ComponentSpec {
  const required: string[] = [];
  const props: Record<string, Check> = {};
  for (const [name, spec] of Object.entries(table)) {
    if (spec.required) required.push(name);
    if (spec.check) props[name] = spec.check;
  }
  return { required, props, checks: Object.entries(props) };
}

export const COMPONENT_SPECS: Readonly<Record<string, ComponentSpec>> = Object.fromEntries(
  Object.entries(COMPONENT_PROPERTIES).map(([type, table]) => [type, toCheckSpec(table)]),
);

/** The table read the other way: which component types have each property, in the reference's order. */
export const PROPERTY_COMPONENTS: Readonly<Record<string, readonly string[]>> = (() => {
  const found = new Map<string, string[]>();
  for (const [type, table] of Object.entries(COMPONENT_PROPERTIES)) {
    for (const name of Object.keys(table)) found.set(name, [...(found.get(name) ?? []), type]);
  }
  return Object.fromEntries(found);
})();

/** LINE's default of a property where it stands (`parentLayout` for the flex ratio), if it has one. */
export function defaultOf(
  spec: PropertySpec,
  parentLayout?: "horizontal" | "vertical" | "baseline",
): DefaultValue | undefined {
  const value = spec.default;
  if (value === undefined || typeof value !== "object") return value;
  return parentLayout ? value[parentLayout] : undefined;
}

/** Component types a user may write, in the reference's order (spacer is legacy and left out). */
export const COMPONENT_TYPES = [
  "box",
  "button",
  "image",
  "video",
  "icon",
  "text",
  "span",
  "separator",
  "filler",
];

/** Where a component sits, which decides the types allowed there. */
export type Place = "block" | "hero" | "horizontal" | "vertical" | "baseline" | "span" | "altContent";

const IN_BOX = ["box", "button", "image", "text", "separator", "filler"];
export const ALLOWED_TYPES: Readonly<Record<Place, readonly string[]>> = {
  block: ["box"],
  hero: ["box", "image", "video"],
  horizontal: [...IN_BOX, "spacer"],
  vertical: [...IN_BOX, "spacer"],
  baseline: ["icon", "text", "filler", "spacer"],
  span: ["span"],
  altContent: ["box", "image"],
};
