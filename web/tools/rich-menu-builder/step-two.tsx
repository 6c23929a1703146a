import { useLingui } from "@lingui/react";
import { CheckCircle2, RotateCcw, Star } from "lucide-react";
import type { Dispatch } from "react";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import type { useDeploy } from "./use-deploy.ts";
import type { WizardAction, WizardState } from "./wizard-state.ts";

interface StepTwoProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  deploy: ReturnType<typeof useDeploy>;
}

function Summary({ state }: { state: WizardState }) {
  const { _: t } = useLingui();
  const menu = state.deployed;
  // The third field marks the value shown as code (LINE's id) or as the user wrote it (their words).
  const rows: [string, string, ("code" | "typed")?][] = [
    [t(LABEL.name), menu?.name ?? "", "typed"],
    [t("Chat Bar Text"), menu?.chatBarText ?? "", "typed"],
    [t(LABEL.size), menu ? `${menu.size.width} × ${menu.size.height}` : ""],
    [t(LABEL.areas), String(menu?.areas.length ?? 0)],
    [t("Selected"), menu?.selected ? t(LABEL.yes) : t(LABEL.no)],
    [t("Rich Menu ID"), state.richMenuId ?? "", "code"],
  ];
  return (
    <dl className="grid min-w-0 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([term, value, kind]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-gray-600">{term}</dt>
          <dd translate={kind ? "no" : undefined} className="min-w-0 break-all">
            {kind === "code" ? <code>{value}</code> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Deployed({ onReset }: { onReset: () => void }) {
  const { _: t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-6 text-center">
      <CheckCircle2 aria-hidden="true" className="size-10 text-line" />
      <h2 className="text-xl font-semibold">{t("Rich Menu Deployed Successfully!")}</h2>
      <p className="text-sm text-gray-700">{t("It is now the default rich menu of your channel.")}</p>
      <Button onClick={onReset}>
        <RotateCcw aria-hidden="true" /> {t("Create Another Rich Menu")}
      </Button>
    </div>
  );
}

/** Step 2, "Set as Default Rich Menu": what was created, the all-users warning, Set as Default. */
export function StepTwo({ state, dispatch, deploy }: StepTwoProps) {
  const { _: t } = useLingui();
  if (state.completed[2]) return <Deployed onReset={() => dispatch({ type: "reset" })} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Set as Default Rich Menu")}</CardTitle>
        <CardDescription>
          {t("Your rich menu was created. Make it the one every chat shows.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Summary state={state} />
        <Alert variant="warning" title={t("Applies to all users")}>
          {t(
            "The default rich menu is shown to all users of this channel who have no rich menu linked to them.",
          )}
        </Alert>
        <Button size="lg" onClick={() => void deploy.setDefault()} disabled={deploy.settingDefault}>
          <Star aria-hidden="true" /> {deploy.settingDefault ? t("Setting as default…") : t("Set as Default")}
        </Button>
        {/* Step 1 is closed once the menu exists (no accidental duplicate); this starts over. */}
        <Button
          variant="outline"
          onClick={() => dispatch({ type: "reset" })}
          disabled={deploy.settingDefault}
        >
          <RotateCcw aria-hidden="true" /> {t("Create Another Rich Menu")}
        </Button>
      </CardContent>
    </Card>
  );
}
