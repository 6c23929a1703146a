import type { ReactNode } from "react";
import { isFlexObject } from "../../../shared/flex/types.ts";
import { t } from "../../i18n/i18n.ts";
import type { Look } from "./look.ts";
import type { RenderSlot } from "./look-layout.ts";
import { spanLook, textBoxLook, textItemLook, textLook, textNeedsBox } from "./look-text.ts";
import { type FlexProps, readProps } from "./props.ts";
import { tappable } from "./use-action.tsx";
import { useShrinkToFit } from "./use-shrink-to-fit.ts";

export function renderText(text: FlexProps, slot: RenderSlot, key: number | string): ReactNode {
  // With spans, LINE ignores `text`.
  const spans = Array.isArray(text.contents) && text.contents.length > 0 ? text.contents : undefined;
  const content = spans ? spans.map((span, index) => renderSpan(span, text, index)) : textOf(text);
  if (!textNeedsBox(text, slot)) {
    const look = textItemLook(text, slot);
    if (text.action === undefined) {
      return (
        <p key={key} className={look.className} style={look.style}>
          {content}
        </p>
      );
    }
    return tappable("p", text.action, look, slot.ids, key, content);
  }
  const box = textBoxLook(text, slot);
  const { look, fontSize } = textLook(text);
  const paragraph =
    text.adjustMode === "shrink-to-fit" ? (
      <ShrinkParagraph look={look} fontSize={fontSize}>
        {content}
      </ShrinkParagraph>
    ) : (
      <p className={look.className} style={look.style}>
        {content}
      </p>
    );
  if (text.action === undefined) {
    return (
      <div key={key} className={box.className} style={box.style}>
        {paragraph}
      </div>
    );
  }
  return tappable("div", text.action, box, slot.ids, key, paragraph);
}

function ShrinkParagraph({
  look,
  fontSize,
  children,
}: {
  look: Look;
  fontSize?: string;
  children: ReactNode;
}) {
  const ref = useShrinkToFit<HTMLParagraphElement>(true, fontSize);
  return (
    <p ref={ref} className={look.className} style={look.style}>
      {children}
    </p>
  );
}

function renderSpan(node: unknown, parent: FlexProps, key: number): ReactNode {
  const span = isFlexObject(node) ? readProps(node) : undefined;
  if (span?.type !== "span") {
    const type = span ? String(span.type) : "nothing";
    return (
      <span key={key} data-flex-unsupported="">
        {t("Unsupported: {type}", { type })}
      </span>
    );
  }
  const look = spanLook(span, parent);
  return (
    <span key={key} className={look.className || undefined} style={look.style}>
      {textOf(span)}
    </span>
  );
}

function textOf(node: FlexProps): string {
  return typeof node.text === "string" ? node.text : "";
}
