import { useLingui } from "@lingui/react";
import { Check, CircleDashed, Loader2, Undo2, X } from "lucide-react";
import { useId } from "react";
import type { SwapProgress, SwapStepStatus } from "../../../shared/richmenu/swap-plan.ts";
import { messageKey } from "../../../shared/text/descriptor.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CANCEL_LABEL, Dialog } from "../../components/ui/dialog.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";
import { EXAMPLE_ACTION_HINT } from "./example-action.ts";
import { stepText, swapOutcomeText } from "./step-text.ts";
import type { SwapApi } from "./use-swap.ts";

const STATUS_TEXT: Record<SwapStepStatus, string> = {
  pending: msg("waiting"),
  running: msg("running"),
  done: msg("done"),
  failed: msg("failed"),
};

function StatusIcon({ status }: { status: SwapStepStatus }) {
  const props = { "aria-hidden": true, className: "size-4 shrink-0" } as const;
  if (status === "done") return <Check {...props} className="size-4 shrink-0 text-green-700" />;
  if (status === "failed") return <X {...props} className="size-4 shrink-0 text-red-700" />;
  if (status === "running") return <Loader2 {...props} className="size-4 shrink-0 animate-spin" />;
  return <CircleDashed {...props} className="size-4 shrink-0 text-gray-400" />;
}

/** Each step of the plan with its state, then the undos when it was rolled back. */
function ProgressList({ progress }: { progress: SwapProgress }) {
  const { _: t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={t("Swap progress")} className="flex flex-col gap-1 text-sm">
        {progress.steps.map((step) => (
          <li key={messageKey(step.label)} className="flex items-center gap-2">
            <StatusIcon status={step.status} />
            <span className="min-w-0 flex-1">{stepText(step.label)}</span>
            <span className="text-xs text-gray-600">{t(STATUS_TEXT[step.status])}</span>
          </li>
        ))}
      </ol>
      {progress.undos.length > 0 && (
        <ol aria-label={t("Rollback")} className="flex flex-col gap-1 text-sm">
          {progress.undos.map((undo) => (
            <li key={messageKey(undo.label)} className="flex items-center gap-2">
              <Undo2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 flex-1">{stepText(undo.label)}</span>
              <span className="text-xs text-gray-600">{undo.ok ? t("undone") : t("could not undo")}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** "Publish as replacement": what moves, whether to delete the old menu, then the live progress. */
export function SwapDialog({ swap }: { swap: SwapApi }) {
  const { _: t } = useLingui();
  const deleteId = useId();
  const result = swap.progress?.result ?? null;
  const started = swap.progress !== null;
  const footer = started ? (
    <Button onClick={swap.close} disabled={swap.running}>
      {swap.running ? t("Publishing…") : t("Done")}
    </Button>
  ) : (
    <>
      <Button variant="outline" autoFocus onClick={swap.close}>
        {t(CANCEL_LABEL)}
      </Button>
      <Button onClick={() => void swap.publish()}>{t("Publish swap")}</Button>
    </>
  );
  return (
    <Dialog
      open={swap.open}
      onOpenChange={(open) => !open && swap.close()}
      hideClose={swap.running}
      title={t('Replace "{name}"?', { name: swap.target?.name ?? "" })}
      description={t(
        "LINE never replaces a menu's image, so this design is created as a new menu and everything that showed the old one moves to it: the default (if it was the default), every alias pointing at it and the users linked to it. If any step fails, all of it is undone.",
      )}
      footer={footer}
    >
      {!started && (
        <div className="flex flex-col gap-3">
          {swap.example && (
            <Alert variant="warning" title={t("Keep the example action?")}>
              <span className="block font-medium">{tm(swap.example)}</span>
              <span className="block">{t(EXAMPLE_ACTION_HINT)}</span>
            </Alert>
          )}
          {swap.leftOut.length > 0 && (
            <Alert variant="warning" title={t("Invalid areas are left out")}>
              {swap.leftOut.map((note) => (
                <span key={messageKey(note)} className="block">
                  {tm(note)}
                </span>
              ))}
            </Alert>
          )}
          <div className="flex items-center gap-2 text-sm">
            <input
              id={deleteId}
              type="checkbox"
              className="size-4 accent-line"
              checked={swap.deleteOld}
              onChange={(event) => swap.setDeleteOld(event.target.checked)}
            />
            <label htmlFor={deleteId}>{t("Delete the old menu after the swap")}</label>
          </div>
        </div>
      )}
      {swap.progress && <ProgressList progress={swap.progress} />}
      {result && (
        <Alert variant={result.ok ? "success" : "destructive"}>
          {swapOutcomeText(result, {
            oldRichMenuId: swap.target?.richMenuId ?? "",
            deleteOld: swap.deleteOld,
          })}
        </Alert>
      )}
      {swap.error && <Alert variant="destructive">{swap.error}</Alert>}
    </Dialog>
  );
}
