export {
  ACTIONS_ELSEWHERE,
  actionTypeRefusal,
  actionTypesAt,
  FLEX_ACTION_TYPES,
  liffShareRefusal,
} from "./actions.ts";
export {
  type AddChoice,
  type AddOption,
  addChoices,
  addOptions,
  applyCommand,
  type Clip,
  type Command,
  type CommandResult,
  copyNode,
  countAnimated,
  readClip,
  refusalOf,
} from "./commands.ts";
export {
  applyJsonText,
  type Design,
  exportMessage,
  type JsonEditResult,
  type OpenResult,
  openDesign,
} from "./design.ts";
export { type Field, type PropertySheet, propertySheet } from "./fields.ts";
export * from "./history.ts";
export { DESIGNER_MESSAGES } from "./messages.ts";
export { BLOCKS, type Block, locate, type NodeInfo } from "./model.ts";
export * from "./new-node.ts";
export { buildOutline, type OutlineNode } from "./outline.ts";
export { formatPath, getAt, parsePath, type Segment } from "./path.ts";
export { aspectRatioOf } from "./picture.ts";
export { measureSize, SIZE_WARNING_RATIO, type SizeMeter } from "./size-meter.ts";
export { FLEX_TEMPLATES, type FlexTemplate, type Lang, type TemplateMessage } from "./templates/index.ts";
