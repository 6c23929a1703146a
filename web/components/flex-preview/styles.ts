/** Pure style computation: Flex JSON node → inline CSS properties (no DOM), unit-testable on its own. */

export { imageWidth } from "../../../shared/flex/image-box.ts";
export {
  type BlockName,
  blockStyle,
  bubbleCardStyle,
  bubbleFrameStyle,
  bubbleSize,
  CAROUSEL_END_STYLE,
  CAROUSEL_ROW_STYLE,
} from "./style-bubble.ts";
export {
  boxStyle,
  itemStyle,
  linearGradient,
  paddingStyle,
  type Slot,
  separatorStyle,
  spacerStyle,
} from "./style-layout.ts";
export {
  aspectRatioPercent,
  BUTTON_LABEL_STYLE,
  buttonBoxStyle,
  buttonStyle,
  drawingAreaStyle,
  iconBoxStyle,
  iconPictureStyle,
  imageBoxStyle,
  pictureStyle,
} from "./style-media.ts";
export { DEFAULT_TEXT_COLOR, spanStyle, textBoxStyle, textStyle } from "./style-text.ts";
export { FONT_SCALE_VAR, fontSize, measure, scaledFontSize, spaceLength } from "./style-units.ts";
