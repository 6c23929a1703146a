import { useLingui } from "@lingui/react";
import { Check } from "lucide-react";
import type { Dispatch } from "react";
import { cn } from "../../lib/cn.ts";
import { canVisitStep, WIZARD_STEPS, type WizardAction, type WizardState } from "./wizard-state.ts";

/** Step circles: done steps show a check; clickable up to one step past the furthest completed. */
export function StepIndicator({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { _: t } = useLingui();
  return (
    <nav aria-label={t("Wizard steps")}>
      <ol className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        {WIZARD_STEPS.map(({ number, title }, index) => {
          const current = state.step === number;
          const done = state.completed[number];
          return (
            <li key={number} className="flex min-w-0 items-center gap-4">
              {index > 0 && <span aria-hidden="true" className="hidden h-px w-8 bg-gray-300 sm:block" />}
              <button
                type="button"
                onClick={() => dispatch({ type: "goTo", step: number })}
                disabled={!canVisitStep(state, number)}
                aria-current={current ? "step" : undefined}
                className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-md text-left disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold",
                    done
                      ? "border-line bg-line text-white"
                      : current
                        ? "border-line text-[#058c3c]"
                        : "border-gray-300 text-gray-500",
                  )}
                >
                  {done ? <Check className="size-4" /> : number}
                </span>
                <span className={cn("min-w-0 text-sm", current ? "font-semibold" : "text-gray-700")}>
                  <span className="sr-only">{t("Step {number}:", { number })} </span>
                  {t(title)}
                  {done && <span className="sr-only"> {t("(done)")}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
