import { useLingui } from "@lingui/react";
import { Replace, Rocket } from "lucide-react";
import { type Dispatch, useMemo } from "react";
import { buildRichMenuJson } from "../../../shared/richmenu/index.ts";
import { messageKey } from "../../../shared/text/descriptor.ts";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { JsonCard } from "../../components/rich-menu/json-card.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { DetailsCard } from "./details-card.tsx";
import { EditorCard } from "./editor-card.tsx";
import { EXAMPLE_ACTION_HINT } from "./example-action.ts";
import { ImageCard } from "./image-card.tsx";
import { CreatingProgress } from "./progress.tsx";
import type { useDeploy } from "./use-deploy.ts";
import type { SwapApi } from "./use-swap.ts";
import { toRichMenuAreas, type WizardAction, type WizardState } from "./wizard-state.ts";

interface StepOneProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  deploy: ReturnType<typeof useDeploy>;
  swap: SwapApi;
}

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "json", label: PANE_LABELS.json },
];

/** Step 1, "Create Rich Menu with Image": design on the left, live JSON on the right (a tab on phones). */
export function StepOne({ state, dispatch, deploy, swap }: StepOneProps) {
  const { _: t } = useLingui();
  // Selecting or dragging areas re-renders the step; the JSON only changes with the menu itself.
  const { name, chatBarText, selected, size } = state;
  const areas = state.editor.areas;
  const json = useMemo(
    () => buildRichMenuJson({ name, chatBarText, selected, size, areas: toRichMenuAreas(areas) }),
    [name, chatBarText, selected, size, areas],
  );
  return (
    <ResultSwitch panes={PANES} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <SwitchPane id="edit" className="flex flex-col gap-6">
        <DetailsCard state={state} dispatch={dispatch} />
        <ImageCard state={state} dispatch={dispatch} />
        <EditorCard state={state} dispatch={dispatch} />
        <Card>
          <CardHeader>
            <CardTitle>{t("Deploy")}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {!deploy.hasCredentials && (
              <Alert variant="warning">
                {t("Enter your Channel ID and Channel Secret above to create the rich menu.")}
              </Alert>
            )}
            {state.replacing ? (
              <ReplaceControls state={state} dispatch={dispatch} swap={swap} />
            ) : (
              <>
                <Button size="lg" onClick={() => void deploy.create()} disabled={deploy.creating}>
                  <Rocket aria-hidden="true" /> {deploy.creating ? t("Creating…") : t("Create Rich Menu")}
                </Button>
                {deploy.creating && <CreatingProgress label={t("Creating rich menu and uploading image…")} />}
              </>
            )}
            <LeftOutDialog deploy={deploy} />
            <ExampleActionDialog deploy={deploy} />
          </CardContent>
        </Card>
      </SwitchPane>
      <SwitchPane id="json" className="lg:sticky lg:top-20 lg:self-start">
        <JsonCard json={json} description={t("LINE's rich menu object, live. Invalid areas are left out.")} />
      </SwitchPane>
    </ResultSwitch>
  );
}

/** Edit a copy: publish as a replacement of the deployed menu, or fall back to a plain new menu. */
function ReplaceControls({ state, dispatch, swap }: Omit<StepOneProps, "deploy">) {
  const { _: t } = useLingui();
  const replacing = state.replacing;
  if (!replacing) return null;
  return (
    <>
      <Alert title={t('Editing a copy of "{name}"', { name: replacing.name })}>
        {t(
          "Publishing creates this design as a new menu and moves the default, the aliases and the users of",
        )}{" "}
        <span className="font-mono break-all">{replacing.richMenuId}</span> {t("to it.")}
      </Alert>
      <Button size="lg" onClick={swap.ask} disabled={swap.running}>
        <Replace aria-hidden="true" /> {t("Publish as replacement")}
      </Button>
      <Button variant="outline" onClick={() => dispatch({ type: "stopReplacing" })} disabled={swap.running}>
        {t("Create as a new menu instead")}
      </Button>
    </>
  );
}

/** Deploying with invalid areas asks first: fix them, or create the menu without them. */
function LeftOutDialog({ deploy }: { deploy: ReturnType<typeof useDeploy> }) {
  const { _: t } = useLingui();
  const notes = deploy.leftOut ?? [];
  return (
    <ConfirmDialog
      open={deploy.leftOut !== null}
      onOpenChange={(open) => {
        if (!open) deploy.fixAreas();
      }}
      title={t("Some areas are invalid")}
      description={
        <span className="flex flex-col gap-2">
          <span>
            {t(
              "These areas are not in the rich menu LINE receives; their part of the image will not respond:",
            )}
          </span>
          <span className="flex flex-col gap-1">
            {notes.map((note) => (
              <span key={messageKey(note)} className="block font-medium text-red-700">
                {tm(note)}
              </span>
            ))}
          </span>
        </span>
      }
      cancelLabel={t("Fix areas")}
      confirmLabel={t("Create without them")}
      onConfirm={() => void deploy.create({ example: true, leftOut: true })}
    />
  );
}

/** Deploying while areas still carry the example action asks first: edit them, or deploy as they are. */
function ExampleActionDialog({ deploy }: { deploy: ReturnType<typeof useDeploy> }) {
  const { _: t } = useLingui();
  return (
    <ConfirmDialog
      open={deploy.exampleNote !== null}
      onOpenChange={(open) => {
        if (!open) deploy.editExamples();
      }}
      title={t("Keep the example action?")}
      description={
        <span className="flex flex-col gap-2">
          <span className="block font-medium">{tm(deploy.exampleNote ?? "")}</span>
          <span>{t(EXAMPLE_ACTION_HINT)}</span>
        </span>
      }
      cancelLabel={t("Edit actions")}
      confirmLabel={t("Deploy anyway")}
      safePrimary
      onConfirm={() => void deploy.create({ example: true })}
    />
  );
}
