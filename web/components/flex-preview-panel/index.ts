export { FlexJsonField, type FlexJsonFieldProps } from "./flex-json-field.tsx";
export { FlexPreviewPanel, type FlexPreviewPanelProps } from "./flex-preview-panel.tsx";
export { JsonBlock } from "./json-block.tsx";
export { SAMPLE_FLEX_BUBBLE, SAMPLE_FLEX_JSON } from "./sample.ts";
export { FLEX_SIMULATOR_URL, JSON_COPIED, PREVIEW_HTML_COPIED, PREVIEW_NOTE } from "./texts.ts";
export { type FlexJsonState, useFlexJson } from "./use-flex-json.ts";
