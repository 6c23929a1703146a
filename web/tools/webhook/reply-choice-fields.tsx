import { useLingui } from "@lingui/react";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select, type SelectOption } from "../../components/ui/select.tsx";

/**
 * What a reply says: a text typed here or a Flex message picked from a list. The reply panel (sent now) and
 * the prepared reply (sent by the server on the next message) ask the same, under their own labels.
 */
export function ReplyChoiceFields({
  choiceLabel,
  textLabel,
  options,
  choice,
  onChoice,
  text,
  onText,
  complete,
}: {
  choiceLabel: string;
  textLabel: string;
  options: readonly SelectOption[];
  choice: string;
  onChoice: (choice: string) => void;
  text: string;
  onText: (text: string) => void;
  /** Whether the channel's credentials are in: a reply needs them. */
  complete: boolean;
}) {
  const { _: t } = useLingui();
  return (
    <>
      {!complete ? (
        <p className="text-xs text-gray-600">{t("Enter the channel's credentials above to reply.")}</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label={choiceLabel}>
          {(control) => (
            <Select
              {...control}
              value={choice}
              options={options}
              onChange={(e) => onChoice(e.target.value)}
            />
          )}
        </Field>
        {choice === "text" ? (
          <Field label={textLabel}>
            {(control) => <Input {...control} value={text} onChange={(e) => onText(e.target.value)} />}
          </Field>
        ) : null}
      </div>
    </>
  );
}
