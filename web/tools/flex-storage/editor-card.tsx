import { Trans, useLingui } from "@lingui/react";
import { ALT_TEXT_MAX_LENGTH } from "../../../shared/flex/limits.ts";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_LIMIT, FLEX_TITLE_MAX_LENGTH } from "../../../shared/flex/storage.ts";
import type { LineProblem } from "../../../shared/line-send/line-problems.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { FlexJsonField, type FlexJsonState } from "../../components/flex-preview-panel/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { tm } from "../../i18n/descriptor.ts";

export interface EditorValues {
  title: string;
  altText: string;
  jsonText: string;
}

export interface EditorCardProps {
  values: EditorValues;
  onChange: (patch: Partial<EditorValues>) => void;
  flex: FlexJsonState;
  loggedIn: boolean;
  /** Messages the user holds; null while unknown (logged out or not loaded yet). */
  savedCount: number | null;
  saving: boolean;
  /** Why saving is not possible now (spec order), or null. */
  saveProblem: MessageLike | null;
  onSave: () => void;
  /** The saved message this editor was loaded from (Update saves over it), or null. */
  loaded: { title: string } | null;
  updating: boolean;
  /** Why updating is not possible now, or null. */
  updateProblem: string | null;
  onUpdate: () => void;
  /** LINE's validate details for the JSON as it is, from the output card's "Validate with LINE". */
  lineProblems: LineProblem[];
}

export function EditorCard(props: EditorCardProps) {
  const { values, onChange, flex, loggedIn, savedCount, saving, saveProblem, onSave, lineProblems } = props;
  const { loaded, updating, updateProblem, onUpdate } = props;
  const { _: t } = useLingui();
  const limitReached = savedCount !== null && savedCount >= FLEX_STORAGE_LIMIT;
  const label = saving ? t("Saving...") : loggedIn ? t("Save Flex Message") : t("Login Required to Save");
  const busy = saving || updating;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t("Flex Message Editor")}</CardTitle>
          {loggedIn && savedCount !== null ? (
            <p className="text-sm text-gray-600">
              <Trans
                id="{count} saved"
                values={{
                  count: (
                    <span className="font-semibold text-gray-900">
                      {savedCount}/{FLEX_STORAGE_LIMIT}
                    </span>
                  ),
                }}
              />
            </p>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <form
          className="flex min-w-0 flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <Field label={t(LABEL.title)}>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                onChange={(event) => onChange({ title: event.target.value })}
                maxLength={FLEX_TITLE_MAX_LENGTH}
                placeholder={t("e.g. Welcome message")}
              />
            )}
          </Field>
          <Field label={t(LABEL.altText)} hint={t("Shown in notifications and chat lists.")}>
            {(control) => (
              <Input
                {...control}
                value={values.altText}
                onChange={(event) => onChange({ altText: event.target.value })}
                maxLength={ALT_TEXT_MAX_LENGTH}
              />
            )}
          </Field>
          <FlexJsonField
            label={t("Flex JSON Contents")}
            value={values.jsonText}
            onChange={(jsonText) => onChange({ jsonText })}
            parse={flex.parse}
            problems={flex.problems}
            lineProblems={lineProblems}
            note={flex.note}
          />
          {loaded ? (
            <p className="text-sm break-words text-gray-700">
              {t(`Editing your saved message "{title}": Update saves over it and keeps its expiry date.`, {
                title: loaded.title,
              })}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            {loaded ? (
              <Button
                type="button"
                size="lg"
                className="w-full sm:flex-1"
                disabled={busy || updateProblem !== null}
                onClick={onUpdate}
              >
                {updating ? t("Updating...") : t("Update Saved Message")}
              </Button>
            ) : null}
            <Button
              type="submit"
              size="lg"
              variant={loaded ? "outline" : "default"}
              className="w-full sm:flex-1"
              disabled={busy || saveProblem !== null}
            >
              {label}
            </Button>
          </div>
          {loggedIn && limitReached ? (
            <p role="status" className="text-sm font-medium text-amber-800">
              {tm(FLEX_SAVE_ERRORS.limitReached)}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
