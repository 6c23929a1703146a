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

function label(name: string, message: string): Descriptor {
  return descriptor(`flex.property.${name}`, message);
}

type Extra = Partial<Omit<PropertySpec, "kind" | "section">>;

function lengthSpec(
  section: PropertySection,
  name: string,
  message: string,
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
    label: label(name, message),
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
  name: string,
  message: string,
  keywords: readonly string[],
  extra: Extra = {},
): PropertySpec {
  return {
    kind: "keyword",
    section,
    label: label(name, message),
    keywords,
    check: oneOf(keywords),
    ...extra,
  };
}

function simple(
  kind: PropertyKind,
  section: PropertySection,
  name: string,
  message: string,
  check: Check | undefined,
  extra: Extra = {},
): PropertySpec {
  return { kind, section, label: label(name, message), ...(check ? { check } : {}), ...extra };
}

const FLEX_DEFAULT: LayoutDefault = { horizontal: 1, vertical: 0, baseline: 1 };
const space = (name: string, message: string, extra: Extra = {}) =>
  lengthSpec(
    "layout",
    name,
    message,
    { keywords: SPACE_KEYWORDS, keywordLabel: SPACE_LABEL, px: "positive" },
    extra,
  );
const offset = (name: string, message: string) =>
  lengthSpec("advanced", name, message, {
    keywords: SPACE_KEYWORDS,
    keywordLabel: SPACE_LABEL,
    px: "signed",
    percent: "signed",
  });
const dimension = (name: string, message: string, section: PropertySection = "layout") =>
  lengthSpec(section, name, message, { px: "positive", percent: "positive" });
const padding = (name: string, message: string, section: PropertySection = "layout") =>
  lengthSpec(section, name, message, {
    keywords: SPACE_KEYWORDS,
    keywordLabel: SPACE_LABEL,
    px: "positive",
    percent: "positive",
  });
const fontSize = (name: string, message: string, extra: Extra = {}) =>
  lengthSpec(
    "style",
    name,
    message,
    { keywords: SIZE_KEYWORDS, keywordLabel: SIZE_LABEL, px: "positive" },
    extra,
  );
const mediaUrl = (name: string, message: string, required = true) =>
  simple("url", "content", name, message, httpsUrl(MEDIA_URL_MAX_LENGTH), required ? { required } : {});
const colorSpec = (name: string, message: string, section: PropertySection = "style") =>
  simple("color", section, name, message, color);
const flexSpec = simple("integer", "layout", "flex", "Flex (share of the space)", count, {
  default: FLEX_DEFAULT,
});
const actionSpec = simple("action", "content", "action", "Action", undefined);
const scaling = simple("boolean", "advanced", "scaling", "Scale with the user's font size", boolean, {
  default: false,
});
const adjustMode = keywordSpec("advanced", "adjustMode", "Shrink to fit", ["shrink-to-fit"]);
const align = keywordSpec("layout", "align", "Horizontal alignment", ["start", "end", "center"]);
const gravity = keywordSpec("layout", "gravity", "Vertical alignment", ["top", "bottom", "center"], {
  default: "top",
});
const weight = keywordSpec("style", "weight", "Weight", ["regular", "bold"], { default: "regular" });
const fontStyle = keywordSpec("style", "style.font", "Font style", ["normal", "italic"], {
  default: "normal",
});
const decoration = keywordSpec("style", "decoration", "Decoration", ["none", "underline", "line-through"], {
  default: "none",
});
const aspectRatioSpec = (section: PropertySection, extra: Extra = {}) =>
  simple("aspectRatio", section, "aspectRatio", "Aspect ratio (width:height)", aspectRatio, extra);

/** Placement properties shared by components that sit in a box. */
const placement: PropertyTable = {
  margin: space("margin", "Space before"),
  position: keywordSpec("advanced", "position", "Position", ["relative", "absolute"], {
    default: "relative",
  }),
  offsetTop: offset("offsetTop", "Offset top"),
  offsetBottom: offset("offsetBottom", "Offset bottom"),
  offsetStart: offset("offsetStart", "Offset start"),
  offsetEnd: offset("offsetEnd", "Offset end"),
};

export const COMPONENT_PROPERTIES: Readonly<Record<string, PropertyTable>> = {
  box: {
    ...placement,
    layout: keywordSpec("layout", "layout", "Layout", ["horizontal", "vertical", "baseline"], {
      required: true,
    }),
    contents: simple("components", "content", "contents", "Contents", undefined, { required: true }),
    flex: flexSpec,
    spacing: space("spacing", "Space between children", { default: "none" }),
    backgroundColor: colorSpec("backgroundColor", "Background colour"),
    borderColor: colorSpec("borderColor", "Border colour"),
    borderWidth: lengthSpec("style", "borderWidth", "Border width", {
      keywords: BORDER_WIDTH_KEYWORDS,
      px: "positive",
    }),
    cornerRadius: space("cornerRadius", "Corner radius"),
    width: dimension("width", "Width"),
    maxWidth: dimension("maxWidth", "Maximum width", "advanced"),
    height: dimension("height", "Height"),
    maxHeight: dimension("maxHeight", "Maximum height", "advanced"),
    paddingAll: padding("paddingAll", "Padding"),
    paddingTop: padding("paddingTop", "Padding top", "advanced"),
    paddingBottom: padding("paddingBottom", "Padding bottom", "advanced"),
    paddingStart: padding("paddingStart", "Padding start", "advanced"),
    paddingEnd: padding("paddingEnd", "Padding end", "advanced"),
    justifyContent: keywordSpec(
      "layout",
      "justifyContent",
      "Distribute children",
      ["center", "flex-start", "flex-end", "space-between", "space-around", "space-evenly"],
      { default: "flex-start" },
    ),
    alignItems: keywordSpec("layout", "alignItems", "Align children", ["center", "flex-start", "flex-end"], {
      default: "flex-start",
    }),
    background: simple("background", "advanced", "background", "Gradient background", undefined),
    action: actionSpec,
  },
  button: {
    ...placement,
    action: { ...actionSpec, required: true },
    flex: flexSpec,
    height: keywordSpec("layout", "height.button", "Height", BUTTON_HEIGHTS, { default: "md" }),
    style: keywordSpec("style", "style.button", "Button style", ["primary", "secondary", "link"], {
      default: "link",
    }),
    color: colorSpec("color.button", "Button colour"),
    gravity,
    adjustMode,
    scaling,
  },
  image: {
    ...placement,
    url: mediaUrl("url.image", "Image URL"),
    flex: flexSpec,
    align: { ...align, default: "center" },
    gravity,
    size: lengthSpec(
      "style",
      "size.image",
      "Width",
      {
        keywords: IMAGE_SIZE_KEYWORDS,
        keywordLabel: `${SIZE_LABEL}, full`,
        px: "positive",
        percent: "positive",
      },
      { default: "md" },
    ),
    aspectRatio: aspectRatioSpec("style", { default: "1:1" }),
    aspectMode: keywordSpec("style", "aspectMode", "Fit or fill", ["fit", "cover"], { default: "fit" }),
    backgroundColor: colorSpec("backgroundColor", "Background colour"),
    animated: simple("boolean", "advanced", "animated", "Animated (APNG)", boolean, { default: false }),
    action: actionSpec,
  },
  video: {
    url: mediaUrl("url.video", "Video URL"),
    previewUrl: mediaUrl("previewUrl", "Preview image URL"),
    altContent: simple("component", "content", "altContent", "Shown where video cannot play", undefined, {
      required: true,
    }),
    aspectRatio: aspectRatioSpec("style"),
    action: actionSpec,
  },
  icon: {
    ...placement,
    url: mediaUrl("url.icon", "Icon URL"),
    size: fontSize("size.icon", "Size", { default: "md" }),
    aspectRatio: aspectRatioSpec("style", { default: "1:1" }),
    scaling,
  },
  text: {
    ...placement,
    text: simple("text", "content", "text", "Text", string),
    contents: simple("spans", "content", "contents.text", "Spans", undefined),
    flex: flexSpec,
    size: fontSize("size.text", "Font size", { default: "md" }),
    align: { ...align, default: "start" },
    gravity,
    color: colorSpec("color.text", "Text colour"),
    weight,
    style: fontStyle,
    decoration,
    wrap: simple("boolean", "layout", "wrap", "Wrap long text", boolean, { default: false }),
    lineSpacing: lengthSpec("advanced", "lineSpacing", "Line spacing", { px: "positive" }),
    maxLines: simple("integer", "layout", "maxLines", "Maximum lines (0 = no limit)", count, { default: 0 }),
    adjustMode,
    scaling,
    action: actionSpec,
  },
  span: {
    text: simple("text", "content", "text", "Text", string),
    size: fontSize("size.text", "Font size"),
    color: colorSpec("color.text", "Text colour"),
    weight,
    style: fontStyle,
    decoration,
  },
  separator: { margin: space("margin", "Space before"), color: colorSpec("color.separator", "Line colour") },
  filler: { flex: flexSpec },
  /** Discontinued in Flex Message Update 2 (2020) but still found in older messages; kept for them. */
  spacer: { size: keywordSpec("layout", "size.spacer", "Size", SPACER_KEYWORDS, { default: "md" }) },
};

/** The bubble's own properties (its blocks are components, its styles an object of block styles). */
export const BUBBLE_PROPERTIES: PropertyTable = {
  size: keywordSpec("layout", "size.bubble", "Bubble size", BUBBLE_SIZES, { default: DEFAULT_BUBBLE_SIZE }),
  direction: keywordSpec("layout", "direction", "Text direction", ["ltr", "rtl"], { default: "ltr" }),
  header: simple("block", "content", "header", "Header", undefined),
  hero: simple("block", "content", "hero", "Hero", undefined),
  body: simple("block", "content", "body", "Body", undefined),
  footer: simple("block", "content", "footer", "Footer", undefined),
  styles: simple("styles", "style", "styles", "Block styles", undefined),
  action: actionSpec,
};

export const CAROUSEL_PROPERTIES: PropertyTable = {
  contents: simple("bubbles", "content", "contents.carousel", "Bubbles", undefined, { required: true }),
};

/** `styles.header` … `styles.footer` of a bubble. */
export const BLOCK_STYLE_PROPERTIES: PropertyTable = {
  backgroundColor: colorSpec("backgroundColor", "Background colour"),
  separator: simple("boolean", "style", "separator", "Separator line above", boolean, { default: false }),
  separatorColor: colorSpec("separatorColor", "Separator colour"),
};

/**
 * A box's `background` (linearGradient, the only type). Its angle and centre position have range checks of
 * their own in walk.ts, so only the kinds are here.
 */
export const LINEAR_GRADIENT_PROPERTIES: PropertyTable = {
  type: keywordSpec("advanced", "background.type", "Background type", ["linearGradient"], { required: true }),
  angle: simple("angle", "advanced", "angle", "Angle", undefined, { required: true }),
  startColor: { ...colorSpec("startColor", "Start colour", "advanced"), required: true },
  endColor: { ...colorSpec("endColor", "End colour", "advanced"), required: true },
  centerColor: colorSpec("centerColor", "Centre colour", "advanced"),
  centerPosition: simple("percent", "advanced", "centerPosition", "Centre position", undefined),
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
