export { describeAction } from "./describe-action.ts";
export {
  FlexPreview,
  type FlexPreviewMode,
  type FlexPreviewProps,
  PREVIEW_PLACEHOLDER,
  PREVIEW_WIDTH_PX,
  type PreviewSelection,
  SELECTED_ATTRIBUTE,
  standaloneHtml,
} from "./flex-preview.tsx";
