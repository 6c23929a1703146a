import { useLingui } from "@lingui/react";
import { useId, useMemo, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { readNodeJson } from "./field-value.ts";

/**
 * The node's own JSON: every property, the rare ones and those the table does not know, edited as text and
 * applied as one step (the command checks LINE allows the new node there). Ctrl/Cmd+Z in it is its own.
 */
export function NodeJsonEditor(props: { node: object; label: string; onApply: (node: unknown) => boolean }) {
  const { _: t } = useLingui();
  const { node, label, onApply } = props;
  const id = useId();
  // Once per node: the sheet re-renders on every keystroke into a field, and a bubble's JSON is kilobytes.
  const pretty = useMemo(() => JSON.stringify(node, null, 2), [node]);
  const [text, setText] = useState<string | null>(null);
  const parsed = text === null ? node : readNodeJson(text);
  return (
    <details className="rounded-md border border-gray-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold">{label}</summary>
      <div className="mt-2 flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <textarea
          id={id}
          data-designer-own-undo=""
          value={text ?? pretty}
          spellCheck={false}
          rows={Math.min(16, pretty.split("\n").length + 1)}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={parsed === null ? true : undefined}
          className="w-full rounded-md border border-gray-300 p-2 font-mono text-xs"
        />
        {parsed === null ? <p className="text-sm text-red-700">{t("Not a JSON object yet")}</p> : null}
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={text === null || parsed === null}
            onClick={() => {
              if (parsed && onApply(parsed)) setText(null);
            }}
          >
            {t("Apply JSON")}
          </Button>
          <Button variant="outline" size="sm" disabled={text === null} onClick={() => setText(null)}>
            {t("Reset")}
          </Button>
        </div>
      </div>
    </details>
  );
}
