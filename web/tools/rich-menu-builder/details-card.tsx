import { Trans, useLingui } from "@lingui/react";
import type { Dispatch } from "react";
import {
  capChatBarText,
  graphemeLength,
  RICH_MENU_LIMITS,
  validateRichMenuSize,
} from "../../../shared/richmenu/index.ts";
import { LABEL } from "../../components/labels.ts";
import { SizeFields } from "../../components/rich-menu/size-fields.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import type { WizardAction, WizardState } from "./wizard-state.ts";

const CHAT_BAR_MAX = RICH_MENU_LIMITS.chatBarTextMax;

/** Name, chat bar text (≤ 14, counted as LINE counts: user-perceived characters), size, selected, area count. */
export function DetailsCard({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { _: t } = useLingui();
  const chatBarCount = graphemeLength(state.chatBarText);
  const sizeErrors = validateRichMenuSize(state.size);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Rich Menu Details")}</CardTitle>
        <CardDescription>
          {t("What LINE shows in the chat: the menu's name is for you, the chat bar text for users.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t(LABEL.name)}>
          {(control) => (
            <Input
              {...control}
              value={state.name}
              placeholder={t("e.g. Main menu")}
              autoComplete="off"
              onChange={(event) => dispatch({ type: "fields", patch: { name: event.target.value } })}
            />
          )}
        </Field>
        <Field
          label={t("Chat Bar Text")}
          hint={t("{count}/{max} characters", { count: chatBarCount, max: CHAT_BAR_MAX })}
        >
          {(control) => (
            <Input
              {...control}
              value={state.chatBarText}
              placeholder={t("e.g. Tap to open")}
              autoComplete="off"
              // Capped at 14 like a maxLength field: a longer paste keeps its first 14 characters.
              onChange={(event) =>
                dispatch({
                  type: "fields",
                  patch: { chatBarText: capChatBarText(event.target.value) },
                })
              }
            />
          )}
        </Field>
        <SizeFields
          widthLabel={t("Menu Width")}
          heightLabel={t("Menu Height")}
          size={state.size}
          errors={sizeErrors}
          onChange={(size) => dispatch({ type: "size", size })}
        />
        {state.image &&
          (state.image.width !== state.size.width || state.image.height !== state.size.height) && (
            <p className="text-xs text-amber-800">
              {t(
                "The image is {width} × {height} px; LINE expects the image to be exactly the menu's size.",
                {
                  width: state.image.width,
                  height: state.image.height,
                },
              )}
            </p>
          )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Switch
            checked={state.selected}
            onCheckedChange={(selected) => dispatch({ type: "fields", patch: { selected } })}
            label={t("Set as Active Rich Menu")}
          />
          <p className="text-sm text-gray-700" aria-live="polite">
            <Trans
              id="Areas: {count}"
              values={{
                count: (
                  <span className="font-semibold tabular-nums">
                    {state.editor.areas.length}/{RICH_MENU_LIMITS.maxAreas}
                  </span>
                ),
              }}
            />
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
