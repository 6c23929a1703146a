export {
  actionTypesAt,
  liffShareRefusal,
} from "./actions.ts";
export {
  type AddChoice,
  addChoices,
  applyCommand,
  type Clip,
  type Command,
  copyNode,
  readClip,
  refusalOf,
} from "./commands.ts";
export {
  applyJsonText,
  type Design,
  exportMessage,
  openDesign,
} from "./design.ts";
export { type Field, propertySheet } from "./fields.ts";
export * from "./history.ts";
export { DESIGNER_MESSAGES } from "./messages.ts";
export { BLOCKS } from "./model.ts";
export * from "./new-node.ts";
export { buildOutline, type OutlineNode } from "./outline.ts";
export { getAt, parsePath } from "./path.ts";

export { measureSize, SIZE_WARNING_RATIO } from "./size-meter.ts";
export { FLEX_TEMPLATES } from "./templates/index.ts";
