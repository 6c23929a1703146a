import { useLingui } from "@lingui/react";
import { type ReactNode, useContext } from "react";
import {
  DATETIME_MODES,
  POSTBACK_INPUT_OPTIONS,
  type RichMenuAction,
} from "../../../shared/richmenu/types.ts";
import { msg } from "../../i18n/i18n.ts";
import { Field } from "../ui/field.tsx";
import { WithLineValue } from "../ui/line-value.tsx";
import { Select } from "../ui/select.tsx";
import { DATETIME_MODE_LABELS, INPUT_OPTION_LABELS } from "./action-choices.ts";
import { AliasSuggestions } from "./alias-suggestions.ts";
import { TextField } from "./text-field.tsx";

export interface ActionFieldsProps {
  action: RichMenuAction;
  onChange: (next: RichMenuAction) => void;
}

type Fields = Record<string, unknown>;

const DATETIME_LIMIT_LABELS = { initial: msg("Initial"), max: msg("Max"), min: msg("Min") } as const;

const DATETIME_PLACEHOLDERS = { date: "2017-12-25", time: "00:00", datetime: "2017-12-25t00:00" } as const;

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** The fields of one action type (spec section 3's table), straight onto the action object. */
export function ActionFields({ action, onChange }: ActionFieldsProps) {
  const { _: t } = useLingui();
  const fields = action as unknown as Fields;
  const aliases = useContext(AliasSuggestions);
  const text = (
    key: string,
    label: string,
    extra: { placeholder?: string; multiline?: boolean; type?: "url" } = {},
  ) => (
    <TextField
      label={label}
      value={fields[key]}
      onChange={(value) => onChange({ ...action, [key]: value } as RichMenuAction)}
      {...extra}
    />
  );
  switch (action.type) {
    case "uri":
      return (
        <Grid>
          {text("uri", t("URI"), { type: "url", placeholder: "https://example.com" })}
          {text("label", t("Label"))}
        </Grid>
      );
    case "message":
      return text("text", t("Text"), { multiline: true });
    case "postback":
      return <PostbackFields action={action} onChange={onChange} text={text} />;
    case "datetimepicker":
      return (
        <Grid>
          {text("label", t("Label"))}
          {text("data", t("Data"))}
          <Field label={t("Mode")}>
            {(control) => (
              <WithLineValue value={typeof action.mode === "string" ? action.mode : ""}>
                <Select
                  {...control}
                  value={typeof action.mode === "string" ? action.mode : ""}
                  options={DATETIME_MODES.map((mode) => ({
                    value: mode,
                    label: t(DATETIME_MODE_LABELS[mode]),
                  }))}
                  onChange={(event) =>
                    onChange({ ...action, mode: event.target.value as typeof action.mode })
                  }
                />
              </WithLineValue>
            )}
          </Field>
          {(["initial", "max", "min"] as const).map((key) => (
            <TextField
              key={key}
              label={t(DATETIME_LIMIT_LABELS[key])}
              value={action[key]}
              placeholder={DATETIME_PLACEHOLDERS[action.mode] ?? ""}
              onChange={(value) => onChange({ ...action, [key]: value })}
            />
          ))}
        </Grid>
      );
    case "camera":
    case "cameraRoll":
    case "location":
      return text("label", t("Label"));
    case "richmenuswitch":
      return (
        <Grid>
          <TextField
            label={t("Rich Menu Alias ID")}
            value={fields.richMenuAliasId}
            suggestions={aliases}
            hint={aliases.length > 0 ? t("Existing aliases are offered as you type.") : undefined}
            onChange={(value) => onChange({ ...action, richMenuAliasId: value })}
          />
          {text("data", t("Data"))}
        </Grid>
      );
    case "clipboard":
      return (
        <Grid>
          {text("label", t("Label (optional)"))}
          {text("clipboardText", t("Clipboard Text"), { multiline: true })}
        </Grid>
      );
    default:
      return null;
  }
}

type TextFieldFactory = (key: string, label: string) => ReactNode;

function PostbackFields({
  action,
  onChange,
  text,
}: {
  action: Extract<RichMenuAction, { type: "postback" }>;
  onChange: (next: RichMenuAction) => void;
  text: TextFieldFactory;
}) {
  const { _: t } = useLingui();
  // Fill-in text only works with openKeyboard; it stays visible if set otherwise, so its error can be fixed.
  const showFillIn = action.inputOption === "openKeyboard" || (action.fillInText ?? "") !== "";
  return (
    <Grid>
      {text("label", t("Label"))}
      {text("data", t("Data"))}
      {text("displayText", t("Display Text"))}
      <Field label={t("Input Option")}>
        {(control) => (
          <WithLineValue value={action.inputOption ?? ""}>
            <Select
              {...control}
              value={action.inputOption ?? ""}
              options={[
                { value: "", label: t("None") },
                ...POSTBACK_INPUT_OPTIONS.map((option) => ({
                  value: option,
                  label: t(INPUT_OPTION_LABELS[option]),
                })),
              ]}
              onChange={(event) => {
                const inputOption = event.target.value as typeof action.inputOption | "";
                onChange({ ...action, inputOption: inputOption === "" ? undefined : inputOption });
              }}
            />
          </WithLineValue>
        )}
      </Field>
      {showFillIn && text("fillInText", t("Fill-in Text"))}
    </Grid>
  );
}
