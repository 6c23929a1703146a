import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { type Slot, spanStyle, textBoxStyle, textStyle } from "./styles.ts";
import { POINTER, useAction } from "./use-action.tsx";
import { useShrinkToFit } from "./use-shrink-to-fit.ts";

export function FlexText({ text, slot }: { text: FlexObject; slot: Slot }) {
  const binding = useAction(text.action);
  const style = textStyle(text);
  const ref = useShrinkToFit<HTMLParagraphElement>(
    text.adjustMode === "shrink-to-fit",
    String(style.fontSize),
  );
  // With spans, LINE ignores `text`.
  const spans = Array.isArray(text.contents) && text.contents.length > 0 ? text.contents : undefined;
  return (
    <>
      <div style={{ ...textBoxStyle(text, slot), ...(binding && POINTER) }} {...binding?.hostProps}>
        <p ref={ref} style={style}>
          {spans ? spans.map((span, index) => <Span key={index} span={span} parent={text} />) : textOf(text)}
        </p>
      </div>
      {binding?.hint}
    </>
  );
}

function Span({ span, parent }: { span: unknown; parent: FlexObject }) {
  if (!isFlexObject(span) || span.type !== "span") {
    const type = isFlexObject(span) ? String(span.type) : "nothing";
    return <span data-flex-unsupported="">{`Unsupported: ${type}`}</span>;
  }
  return <span style={spanStyle(span, parent)}>{textOf(span)}</span>;
}

function textOf(node: FlexObject): string {
  return typeof node.text === "string" ? node.text : "";
}
