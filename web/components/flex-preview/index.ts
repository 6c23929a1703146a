export { describeAction } from "./describe-action.ts";
export {
  FlexPreview,
  type FlexPreviewMode,
  PREVIEW_PLACEHOLDER,
  SELECTED_ATTRIBUTE,
  standaloneHtml,
} from "./flex-preview.tsx";
