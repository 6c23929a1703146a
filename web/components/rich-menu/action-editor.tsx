import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { actionChoiceOf, sampleAction } from "../../../shared/richmenu/actions.ts";
import type { ActionChoice, RichMenuAction } from "../../../shared/richmenu/types.ts";
import { Field } from "../ui/field.tsx";
import { WithLineValue } from "../ui/line-value.tsx";
import { Select } from "../ui/select.tsx";
import { actionChoiceOptions, currentHost } from "./action-choices.ts";
import { ActionFields } from "./action-fields.tsx";
import { ShareOfficialAccountFields } from "./share-oa-fields.tsx";

export interface ActionEditorProps {
  action: RichMenuAction;
  onChange: (next: RichMenuAction) => void;
  /**
   * The action types LINE takes where this action goes (the Flex Designer's `actionTypesAt`); all of them
   * when absent (a rich menu). "Share Official Account" is a URI action, offered where URI is.
   */
  allowedTypes?: readonly string[];
  /** Said under the type picker where it applies (LIFF's share rule in the Flex Designer). */
  note?: ReactNode;
}

function allowedOptions(allowedTypes: readonly string[] | undefined, current: ActionChoice) {
  const options = actionChoiceOptions();
  if (!allowedTypes) return options;
  return options.filter(
    ({ value }) =>
      value === current ||
      allowedTypes.includes(value) ||
      (value === "shareOfficialAccount" && allowedTypes.includes("uri")),
  );
}

/** Action type picker (nine types + Share Official Account) and the chosen type's fields. */
export function ActionEditor({ action, onChange, allowedTypes, note }: ActionEditorProps) {
  const { _: t } = useLingui();
  const choice = actionChoiceOf(action);
  return (
    <div className="flex flex-col gap-3">
      <Field label={t("Action Type")}>
        {(control) => (
          // The type LINE receives beside its name ("Share Official Account" is a uri action).
          <WithLineValue value={String(action.type)}>
            <Select
              {...control}
              value={choice}
              options={allowedOptions(allowedTypes, choice)}
              // A new type starts from the spec's sample values, with '{host}' = this app's origin.
              onChange={(event) => onChange(sampleAction(event.target.value as ActionChoice, currentHost()))}
            />
          </WithLineValue>
        )}
      </Field>
      {note}
      {choice === "shareOfficialAccount" && action.type === "uri" ? (
        <ShareOfficialAccountFields action={action} onChange={onChange} />
      ) : (
        <ActionFields action={action} onChange={onChange} />
      )}
    </div>
  );
}
