export { FlexJsonField } from "./flex-json-field.tsx";
export { FlexPreviewPanel } from "./flex-preview-panel.tsx";
export { JsonBlock } from "./json-block.tsx";

export { JSON_COPIED } from "./texts.ts";
export { type FlexJsonState, useFlexJson } from "./use-flex-json.ts";
