import { useLingui } from "@lingui/react";
import { FileJson } from "lucide-react";
import { useId, useState } from "react";
import { type EditorState, importAreas } from "../../../shared/editor/index.ts";
import type { RichMenuAction } from "../../../shared/richmenu/index.ts";
import { showRefusal } from "../../components/rich-menu/refusal-toast.ts";
import { Button } from "../../components/ui/button.tsx";
import { CANCEL_LABEL, Dialog } from "../../components/ui/dialog.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { msg } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { importedMenuFields } from "./wizard-state.ts";

/** Each imported area keeps its action as it is; the per-area validation then marks bad ones. */
function actionOf(item: Record<string, unknown>): RichMenuAction {
  const action = item.action;
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    throw new Error(msg("action is missing"));
  }
  return action as RichMenuAction;
}

/** "Import JSON": paste an existing rich menu's JSON to take over its areas, actions and menu fields. */
export function ImportJsonButton({
  editor,
  onEditorChange,
  onMenuFields,
}: {
  editor: EditorState<RichMenuAction>;
  onEditorChange: (next: EditorState<RichMenuAction>) => void;
  /** Name, chat bar text and selected found in the JSON, filled in with the areas. */
  onMenuFields: (fields: ReturnType<typeof importedMenuFields>) => void;
}) {
  const { _: t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const fieldId = useId();

  const onImport = () => {
    const next = importAreas(editor, text, actionOf, { replace: true });
    if (next.refusal && next.refusal !== editor.refusal) return showRefusal(next.refusal);
    onEditorChange(next);
    onMenuFields(importedMenuFields(text));
    const count = next.areas.length;
    toast.success(count === 1 ? t("Imported 1 area") : t("Imported {count} areas", { count }));
    setOpen(false);
    setText("");
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={!editor.image}>
        <FileJson aria-hidden="true" /> {t("Import JSON")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("Import JSON")}
        description={t(
          "Paste an existing rich menu's JSON. Its areas and actions replace the current ones (bounds are scaled to this image); its name, chat bar text and selected are filled in.",
        )}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t(CANCEL_LABEL)}
            </Button>
            <Button onClick={onImport} disabled={text.trim() === ""}>
              {t("Import")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{t("Rich menu JSON")}</Label>
          <Textarea
            id={fieldId}
            rows={10}
            value={text}
            spellCheck={false}
            placeholder='{ "size": { "width": 2500, "height": 1686 }, "areas": [ … ] }'
            className="font-mono text-xs"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </Dialog>
    </>
  );
}
