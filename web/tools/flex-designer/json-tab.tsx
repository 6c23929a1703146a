import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { applyJsonText, type Design } from "../../../shared/flex-designer/index.ts";
import { FlexJsonField, useFlexJson } from "../../components/flex-preview-panel/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { tm } from "../../i18n/descriptor.ts";

export interface JsonTabProps {
  design: Design;
  /** A valid text's design, as one undo step per pause in typing (merged while typing). */
  onDesign: (design: Design) => void;
}

const textOf = (design: Design) => JSON.stringify(design.contents, null, 2);

/**
 * The same message as JSON, both ways: edits that parse to a container replace the design; text that does
 * not parse waits (the outline keeps the last valid design) and says where it breaks.
 */
export function JsonTab({ design, onDesign }: JsonTabProps) {
  const { _: t } = useLingui();
  const [text, setText] = useState(() => textOf(design));
  const flex = useFlexJson(text);
  const applied = useRef(design);
  const [waiting, setWaiting] = useState<string | null>(null);

  // A change from elsewhere (undo, redo) shows here; the design this text made stays as typed.
  useEffect(() => {
    if (design === applied.current) return;
    applied.current = design;
    setText(textOf(design));
    setWaiting(null);
  }, [design]);

  const onChange = (next: string) => {
    setText(next);
    const result = applyJsonText(applied.current, next);
    if (!result.ok) return setWaiting(tm(result.reason));
    setWaiting(null);
    applied.current = result.design;
    onDesign(result.design);
  };

  return (
    <div className="flex flex-col gap-3">
      {waiting ? (
        <Alert variant="warning" role="status">
          {waiting}
        </Alert>
      ) : null}
      <FlexJsonField
        label={t(LABEL.flexJson)}
        value={text}
        onChange={onChange}
        parse={flex.parse}
        problems={flex.problems}
        note={flex.note}
      />
    </div>
  );
}
