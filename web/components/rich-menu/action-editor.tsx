import {
  type ActionChoice,
  actionChoiceOf,
  type RichMenuAction,
  sampleAction,
} from "../../../shared/richmenu/index.ts";
import { t } from "../../i18n/i18n.ts";
import { Field } from "../ui/field.tsx";
import { Select } from "../ui/select.tsx";
import { actionChoiceOptions, currentHost } from "./action-choices.ts";
import { ActionFields } from "./action-fields.tsx";
import { ShareOfficialAccountFields } from "./share-oa-fields.tsx";

export interface ActionEditorProps {
  action: RichMenuAction;
  onChange: (next: RichMenuAction) => void;
}

/** Action type picker (nine types + Share Official Account) and the chosen type's fields. */
export function ActionEditor({ action, onChange }: ActionEditorProps) {
  const choice = actionChoiceOf(action);
  return (
    <div className="flex flex-col gap-3">
      <Field label={t("Action Type")}>
        {(control) => (
          <Select
            {...control}
            value={choice}
            options={actionChoiceOptions()}
            // A new type starts from the spec's sample values, with '{host}' = this app's origin.
            onChange={(event) => onChange(sampleAction(event.target.value as ActionChoice, currentHost()))}
          />
        )}
      </Field>
      {choice === "shareOfficialAccount" && action.type === "uri" ? (
        <ShareOfficialAccountFields action={action} onChange={onChange} />
      ) : (
        <ActionFields action={action} onChange={onChange} />
      )}
    </div>
  );
}
