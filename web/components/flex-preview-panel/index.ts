export { FlexPreviewPanel, type FlexPreviewPanelProps } from "./FlexPreviewPanel";
export { FlexJsonField, type FlexJsonFieldProps } from "./flex-json-field";
export { JsonBlock } from "./json-block";
export { SAMPLE_FLEX_BUBBLE, SAMPLE_FLEX_JSON } from "./sample";
export { FLEX_SIMULATOR_URL, JSON_COPIED, PREVIEW_HTML_COPIED, PREVIEW_NOTE } from "./texts";
export { type FlexJsonState, useFlexJson } from "./use-flex-json";
