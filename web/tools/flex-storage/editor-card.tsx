import { ALT_TEXT_MAX_LENGTH } from "../../../shared/flex/limits.ts";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_LIMIT, FLEX_TITLE_MAX_LENGTH } from "../../../shared/flex/storage.ts";
import type { LineProblem } from "../../../shared/line-send/line-problems.ts";
import { FlexJsonField, type FlexJsonState } from "../../components/flex-preview-panel/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";

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
  saveProblem: string | null;
  onSave: () => void;
  /** LINE's validate details for the JSON as it is, from the output card's "Validate with LINE". */
  lineProblems: LineProblem[];
}

export function EditorCard(props: EditorCardProps) {
  const { values, onChange, flex, loggedIn, savedCount, saving, saveProblem, onSave, lineProblems } = props;
  const limitReached = savedCount !== null && savedCount >= FLEX_STORAGE_LIMIT;
  const label = saving ? "Saving..." : loggedIn ? "Save Flex Message" : "Login Required to Save";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Flex Message Editor</CardTitle>
          {loggedIn && savedCount !== null ? (
            <p className="text-sm text-gray-600">
              <span className="font-semibold text-gray-900">
                {savedCount}/{FLEX_STORAGE_LIMIT}
              </span>{" "}
              saved
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
          <Field label="Title">
            {(control) => (
              <Input
                {...control}
                value={values.title}
                onChange={(event) => onChange({ title: event.target.value })}
                maxLength={FLEX_TITLE_MAX_LENGTH}
                placeholder="e.g. Welcome message"
              />
            )}
          </Field>
          <Field label="Alt Text" hint="Shown in notifications and chat lists.">
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
            label="Flex JSON Contents"
            value={values.jsonText}
            onChange={(jsonText) => onChange({ jsonText })}
            parse={flex.parse}
            problems={flex.problems}
            lineProblems={lineProblems}
            note={flex.note}
          />
          <Button type="submit" size="lg" className="w-full" disabled={saving || saveProblem !== null}>
            {label}
          </Button>
          {loggedIn && limitReached ? (
            <p role="status" className="text-sm font-medium text-amber-800">
              {FLEX_SAVE_ERRORS.limitReached}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
