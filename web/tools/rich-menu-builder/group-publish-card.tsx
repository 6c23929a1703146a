import { useLingui } from "@lingui/react";
import { Rocket } from "lucide-react";
import { type Dispatch, useState } from "react";
import { setGroupFields, type TabGroup } from "../../../shared/richmenu/group.ts";
import { exampleActionAreas, exampleActionNote } from "../../../shared/richmenu/index.ts";
import { failureLine } from "../../../shared/richmenu/publish-plan.ts";
import { messageKey } from "../../../shared/text/descriptor.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { CANCEL_LABEL, ConfirmDialog } from "../../components/ui/dialog.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";
import { EXAMPLE_ACTION_HINT } from "./example-action.ts";
import { publishFailureText, stepText } from "./step-text.ts";
import { type PublishProgress, type StepStatus, useGroupPublish } from "./use-group-publish.ts";
import type { GroupImage, WizardAction, WizardState } from "./wizard-state.ts";

const STATUS_TEXT: Record<StepStatus, string> = {
  waiting: msg("waiting"),
  running: msg("in progress"),
  done: msg("done"),
  failed: msg("failed"),
};

const STATUS_MARK: Record<StepStatus, string> = { waiting: "○", running: "…", done: "✓", failed: "✗" };

/** Publish options, the one publish request, and its progress per step as the server streams it. */
export function GroupPublishCard({
  state,
  dispatch,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}) {
  const { _: t } = useLingui();
  const { group } = state;
  const publisher = useGroupPublish(state, dispatch);
  /** The question open before publishing: already published, or areas still carrying the example action. */
  const [asking, setAsking] = useState<"again" | "example" | null>(null);
  const exampleNotes = group.pages.flatMap((page, index) => {
    const note = exampleActionNote(exampleActionAreas(page.editor.areas.map((area) => area.data)));
    return note ? [tm(failureLine({ error: note, page: index + 1, area: null }))] : [];
  });
  /** Each question in turn, then the publish. */
  const start = (answered: "again" | "example" | null) => {
    if (group.published && answered === null) return setAsking("again");
    if (exampleNotes.length > 0 && answered !== "example") return setAsking("example");
    setAsking(null);
    void publisher.publish();
  };
  const setField = (patch: Partial<Pick<TabGroup<GroupImage>, "setDefault" | "repointAliases">>) =>
    dispatch({ type: "group", update: (g) => setGroupFields(g, patch) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Publish Group")}</CardTitle>
        <CardDescription>
          {t(
            "One request: LINE validates every page, then the menus, images and aliases are created. If any step fails, everything is undone.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Switch
          checked={group.setDefault}
          onCheckedChange={(setDefault) => setField({ setDefault })}
          label={t("Set page 1 as default")}
        />
        <Switch
          checked={group.repointAliases}
          onCheckedChange={(repointAliases) => setField({ repointAliases })}
          label={t("Re-point existing aliases")}
        />
        {!publisher.hasCredentials && (
          <Alert variant="warning">
            {t("Enter your Channel ID and Channel Secret above to publish the group.")}
          </Alert>
        )}
        {group.published && !publisher.progress && (
          <Alert
            variant="success"
            title={t("Published as {count} menus", { count: group.published.pages.length })}
          >
            <PublishedPages pages={group.published.pages} />
          </Alert>
        )}
        <Button size="lg" onClick={() => start(null)} disabled={publisher.publishing}>
          <Rocket aria-hidden="true" />{" "}
          {publisher.publishing
            ? t("Publishing…")
            : group.published
              ? t("Publish again")
              : t("Publish group")}
        </Button>
        <ConfirmDialog
          open={asking === "again"}
          onOpenChange={(open) => setAsking(open ? "again" : null)}
          title={t("Publish this group again?")}
          description={t(
            "This group is already published. Publishing again creates {count} new menus on your channel (the ones published before stay until you delete them) and moves the aliases to the new ones.",
            { count: group.pages.length },
          )}
          confirmLabel={t("Publish again")}
          cancelLabel={t(CANCEL_LABEL)}
          onConfirm={() => start("again")}
        />
        <ConfirmDialog
          open={asking === "example"}
          onOpenChange={(open) => setAsking(open ? "example" : null)}
          title={t("Keep the example action?")}
          description={
            <span className="flex flex-col gap-2">
              {exampleNotes.map((note) => (
                <span key={note} className="block font-medium">
                  {note}
                </span>
              ))}
              <span>{t(EXAMPLE_ACTION_HINT)}</span>
            </span>
          }
          confirmLabel={t("Publish anyway")}
          cancelLabel={t("Edit actions")}
          safePrimary
          onConfirm={() => start("example")}
        />
        {publisher.problems.length > 0 && !publisher.progress && (
          <Alert variant="destructive" title={t("The group cannot be published yet")}>
            <ul className="list-disc pl-5">
              {publisher.problems.map((problem) => (
                <li key={messageKey(problem)}>{tm(problem)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {publisher.progress && <ProgressList progress={publisher.progress} />}
      </CardContent>
    </Card>
  );
}

function ProgressList({ progress }: { progress: PublishProgress }) {
  const { _: t } = useLingui();
  const total = progress.steps.length;
  const done = progress.steps.filter((step) => step.status === "done").length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const { outcome } = progress;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="progressbar"
        aria-label={t("Publishing group")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("{done} of {total} steps done", { done, total })}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-line transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-label={t("Publish steps")} className="flex flex-col gap-1 text-sm">
        {progress.steps.map((step, index) => (
          <li
            key={`${index}-${messageKey(step.label)}`}
            className={step.status === "failed" ? "text-red-700" : "text-gray-800"}
          >
            <span aria-hidden="true">{STATUS_MARK[step.status]} </span>
            {stepText(step.label)} <span className="sr-only">({t(STATUS_TEXT[step.status])})</span>
          </li>
        ))}
      </ol>
      {progress.undos.length > 0 && (
        <ul aria-label={t("Undone")} className="flex flex-col gap-1 text-sm text-gray-700">
          {progress.undos.map((undo) => (
            <li key={messageKey(undo.label)}>
              {undo.ok
                ? t("Undone: {step}", { step: stepText(undo.label) })
                : t("Could not undo: {step}", { step: stepText(undo.label) })}
            </li>
          ))}
        </ul>
      )}
      {outcome?.ok === true && (
        <Alert variant="success" title={t("Group published")}>
          <PublishedPages pages={outcome.pages} />
        </Alert>
      )}
      {outcome?.ok === false && (
        <Alert variant="destructive" title={t("The group was not published")}>
          <p>{publishFailureText(outcome)}</p>
          <p>
            {outcome.rolledBack
              ? t("Everything done before the failure was undone: the channel is as it was.")
              : t("These could not be undone: {steps}", {
                  steps: outcome.leftBehind.map((line) => stepText(line)).join("; "),
                })}
          </p>
        </Alert>
      )}
    </div>
  );
}

/** Each published page: its alias and the menu LINE created for it. */
function PublishedPages({ pages }: { pages: readonly { aliasId: string; richMenuId: string }[] }) {
  const { _: t } = useLingui();
  return (
    <ul className="flex flex-col gap-1">
      {pages.map((page, index) => (
        <li key={page.aliasId} className="break-words">
          {t("Page {page}: alias {alias} → {id}", {
            page: index + 1,
            alias: page.aliasId,
            id: page.richMenuId,
          })}
        </li>
      ))}
    </ul>
  );
}
