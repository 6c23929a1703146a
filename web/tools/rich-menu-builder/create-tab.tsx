import { useLingui } from "@lingui/react";
import type { Dispatch } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { GroupBuilder } from "./group-builder.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import { StepOne } from "./step-one.tsx";
import { StepTwo } from "./step-two.tsx";
import { SwapDialog } from "./swap-dialog.tsx";
import { useDeploy } from "./use-deploy.ts";
import { useSwap } from "./use-swap.ts";
import { WizardNav } from "./wizard-nav.tsx";
import type { CreateMode, WizardAction, WizardState } from "./wizard-state.ts";

/**
 * The Create tab: the two-step wizard of spec 2.3 / 4 for one menu, or a tab group of pages
 * published at once. State lives in the page so tabs keep it.
 */
export function CreateTab({
  state,
  dispatch,
  onSwapped,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** After a successful swap: the Manage list is out of date. */
  onSwapped: () => void;
}) {
  const { _: t } = useLingui();
  const deploy = useDeploy(state, dispatch);
  const swap = useSwap(state, dispatch, onSwapped);
  return (
    <Tabs value={state.mode} onValueChange={(mode) => dispatch({ type: "mode", mode: mode as CreateMode })}>
      <TabsList aria-label={t("What to create")}>
        <TabsTrigger value="single">{t("Single menu")}</TabsTrigger>
        <TabsTrigger value="group">{t("Tab group")}</TabsTrigger>
      </TabsList>
      <TabsContent value="single">
        <div className="flex min-w-0 flex-col gap-6">
          <StepIndicator state={state} dispatch={dispatch} />
          {state.step === 1 ? (
            <StepOne state={state} dispatch={dispatch} deploy={deploy} swap={swap} />
          ) : (
            <StepTwo state={state} dispatch={dispatch} deploy={deploy} />
          )}
          <WizardNav state={state} dispatch={dispatch} />
          {/* Outside the steps: the swap moves the wizard to step 2 while its result is still shown. */}
          <SwapDialog swap={swap} />
        </div>
      </TabsContent>
      <TabsContent value="group">
        <GroupBuilder state={state} dispatch={dispatch} />
      </TabsContent>
    </Tabs>
  );
}
