import { useLingui } from "@lingui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Dispatch } from "react";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { canGoNext, canGoPrevious, type WizardAction, type WizardState } from "./wizard-state.ts";

export function WizardNav({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { _: t } = useLingui();
  return (
    <div className="flex justify-between gap-2 border-t border-gray-200 pt-4">
      <Button
        variant="outline"
        onClick={() => dispatch({ type: "previous" })}
        disabled={!canGoPrevious(state)}
      >
        <ChevronLeft aria-hidden="true" /> {t(LABEL.previous)}
      </Button>
      <Button variant="outline" onClick={() => dispatch({ type: "next" })} disabled={!canGoNext(state)}>
        {t(LABEL.next)} <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
