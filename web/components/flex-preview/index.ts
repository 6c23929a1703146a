export { describeAction } from "./describe-action";
export {
  FlexPreview,
  type FlexPreviewMode,
  type FlexPreviewProps,
  PREVIEW_PLACEHOLDER,
  PREVIEW_WIDTH_PX,
} from "./FlexPreview";
