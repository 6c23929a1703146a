import type { FlexObject } from "../../../shared/flex/types.ts";

/**
 * A component's properties in one fixed shape. Pasted JSON gives almost every node its own hidden class, so
 * reading the ~40 properties the renderer asks about (most of them absent) by name from each node is a
 * megamorphic lookup per read: that was most of the preview's time. One pass over the keys a node has, then
 * every read is monomorphic. Values stay unknown: each look checks the form it accepts.
 */
export class FlexProps {
  type: unknown = undefined;
  layout: unknown = undefined;
  contents: unknown = undefined;
  text: unknown = undefined;
  action: unknown = undefined;
  flex: unknown = undefined;
  position: unknown = undefined;
  offsetTop: unknown = undefined;
  offsetBottom: unknown = undefined;
  offsetStart: unknown = undefined;
  offsetEnd: unknown = undefined;
  margin: unknown = undefined;
  spacing: unknown = undefined;
  width: unknown = undefined;
  height: unknown = undefined;
  maxWidth: unknown = undefined;
  maxHeight: unknown = undefined;
  backgroundColor: unknown = undefined;
  background: unknown = undefined;
  borderColor: unknown = undefined;
  borderWidth: unknown = undefined;
  cornerRadius: unknown = undefined;
  paddingAll: unknown = undefined;
  paddingTop: unknown = undefined;
  paddingBottom: unknown = undefined;
  paddingStart: unknown = undefined;
  paddingEnd: unknown = undefined;
  justifyContent: unknown = undefined;
  alignItems: unknown = undefined;
  size: unknown = undefined;
  color: unknown = undefined;
  weight: unknown = undefined;
  style: unknown = undefined;
  decoration: unknown = undefined;
  align: unknown = undefined;
  gravity: unknown = undefined;
  wrap: unknown = undefined;
  maxLines: unknown = undefined;
  lineSpacing: unknown = undefined;
  adjustMode: unknown = undefined;
  scaling: unknown = undefined;
  url: unknown = undefined;
  aspectRatio: unknown = undefined;
  aspectMode: unknown = undefined;
  animated: unknown = undefined;
  altContent: unknown = undefined;
  previewUrl: unknown = undefined;

  /** Back to no properties, to read the next sibling into the same object. */
  clear(): void {
    this.type = undefined;
    this.layout = undefined;
    this.contents = undefined;
    this.text = undefined;
    this.action = undefined;
    this.flex = undefined;
    this.position = undefined;
    this.offsetTop = undefined;
    this.offsetBottom = undefined;
    this.offsetStart = undefined;
    this.offsetEnd = undefined;
    this.margin = undefined;
    this.spacing = undefined;
    this.width = undefined;
    this.height = undefined;
    this.maxWidth = undefined;
    this.maxHeight = undefined;
    this.backgroundColor = undefined;
    this.background = undefined;
    this.borderColor = undefined;
    this.borderWidth = undefined;
    this.cornerRadius = undefined;
    this.paddingAll = undefined;
    this.paddingTop = undefined;
    this.paddingBottom = undefined;
    this.paddingStart = undefined;
    this.paddingEnd = undefined;
    this.justifyContent = undefined;
    this.alignItems = undefined;
    this.size = undefined;
    this.color = undefined;
    this.weight = undefined;
    this.style = undefined;
    this.decoration = undefined;
    this.align = undefined;
    this.gravity = undefined;
    this.wrap = undefined;
    this.maxLines = undefined;
    this.lineSpacing = undefined;
    this.adjustMode = undefined;
    this.scaling = undefined;
    this.url = undefined;
    this.aspectRatio = undefined;
    this.aspectMode = undefined;
    this.animated = undefined;
    this.altContent = undefined;
    this.previewUrl = undefined;
  }
}

/** Reads the properties of one Flex component; keys the renderer does not use are skipped. */
export function readProps(node: FlexObject): FlexProps {
  return fill(new FlexProps(), node);
}

/**
 * readProps into an object already made, for the children of a box one after the other: a child's props are
 * used only while it renders, so one object per nesting depth (renderBox) instead of one per node keeps the
 * garbage (and the collections that copy the half-built tree) down.
 */
export function readPropsInto(props: FlexProps, node: FlexObject): FlexProps {
  props.clear();
  return fill(props, node);
}

function fill(props: FlexProps, node: FlexObject): FlexProps {
  for (const key in node) {
    const value = node[key];
    // A switch on the key, not props[key] = value: a pasted "__proto__" or "constructor" must stay inert,
    // and a store by a computed name would be megamorphic again. Cases run in order: most frequent first.
    switch (key) {
      case "type":
        props.type = value;
        break;
      case "text":
        props.text = value;
        break;
      case "size":
        props.size = value;
        break;
      case "contents":
        props.contents = value;
        break;
      case "layout":
        props.layout = value;
        break;
      case "flex":
        props.flex = value;
        break;
      case "align":
        props.align = value;
        break;
      case "color":
        props.color = value;
        break;
      case "spacing":
        props.spacing = value;
        break;
      case "margin":
        props.margin = value;
        break;
      case "url":
        props.url = value;
        break;
      case "weight":
        props.weight = value;
        break;
      case "gravity":
        props.gravity = value;
        break;
      case "height":
        props.height = value;
        break;
      case "wrap":
        props.wrap = value;
        break;
      case "action":
        props.action = value;
        break;
      case "width":
        props.width = value;
        break;
      case "style":
        props.style = value;
        break;
      case "backgroundColor":
        props.backgroundColor = value;
        break;
      case "cornerRadius":
        props.cornerRadius = value;
        break;
      case "paddingAll":
        props.paddingAll = value;
        break;
      case "offsetTop":
        props.offsetTop = value;
        break;
      case "aspectMode":
        props.aspectMode = value;
        break;
      case "aspectRatio":
        props.aspectRatio = value;
        break;
      case "offsetStart":
        props.offsetStart = value;
        break;
      case "paddingTop":
        props.paddingTop = value;
        break;
      case "borderWidth":
        props.borderWidth = value;
        break;
      case "borderColor":
        props.borderColor = value;
        break;
      case "position":
        props.position = value;
        break;
      case "alignItems":
        props.alignItems = value;
        break;
      case "offsetBottom":
        props.offsetBottom = value;
        break;
      case "paddingBottom":
        props.paddingBottom = value;
        break;
      case "paddingStart":
        props.paddingStart = value;
        break;
      case "offsetEnd":
        props.offsetEnd = value;
        break;
      case "decoration":
        props.decoration = value;
        break;
      case "justifyContent":
        props.justifyContent = value;
        break;
      case "background":
        props.background = value;
        break;
      case "paddingEnd":
        props.paddingEnd = value;
        break;
      case "maxHeight":
        props.maxHeight = value;
        break;
      case "maxWidth":
        props.maxWidth = value;
        break;
      case "maxLines":
        props.maxLines = value;
        break;
      case "lineSpacing":
        props.lineSpacing = value;
        break;
      case "adjustMode":
        props.adjustMode = value;
        break;
      case "scaling":
        props.scaling = value;
        break;
      case "animated":
        props.animated = value;
        break;
      case "altContent":
        props.altContent = value;
        break;
      case "previewUrl":
        props.previewUrl = value;
        break;
    }
  }
  return props;
}
