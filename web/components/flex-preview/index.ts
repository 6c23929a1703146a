export { describeAction } from "./describe-action.ts";
export {
  FlexPreview,
  type FlexPreviewMode,
  type FlexPreviewProps,
  PREVIEW_PLACEHOLDER,
  PREVIEW_WIDTH_PX,
  standaloneHtml,
} from "./flex-preview.tsx";
