import { useLingui } from "@lingui/react";
import { Split } from "lucide-react";
import { useEffect, useState } from "react";
import type { RelaySettings, RelayView } from "../../../shared/webhook/api.ts";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { cn } from "../../lib/cn.ts";

/** Mirror (forward to the bot) or Intercept (reply from here), the bot URL and "answer with the bot's status". */
export function ModeCard({
  relay,
  onUpdate,
}: {
  relay: RelayView;
  onUpdate: (settings: RelaySettings) => Promise<boolean>;
}) {
  const { _: t } = useLingui();
  const [botUrl, setBotUrl] = useState(relay.forwardUrl ?? "");
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setBotUrl(relay.forwardUrl ?? ""), [relay.forwardUrl]);
  const mode = (value: RelayView["mode"], label: string, hint: string) => (
    <label className="flex items-start gap-2 rounded-lg border border-gray-200 p-3 text-sm">
      <input
        type="radio"
        name={`mode-${relay.id}`}
        className="mt-1"
        checked={relay.mode === value}
        onChange={() => (value === "intercept" ? setConfirming(true) : void onUpdate({ mode: value }))}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-gray-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Split aria-hidden="true" className="size-5" /> {t(LABEL.mode)}
        </CardTitle>
        <CardDescription>{t("What the inspector does with each request after storing it.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t(LABEL.mode)}</legend>
          {mode(
            "mirror",
            t("Mirror"),
            t(
              "Forward each request byte for byte, with its signature, to your bot, and show the bot's answer.",
            ),
          )}
          {mode(
            "intercept",
            t("Intercept"),
            t("Do not forward: reply from here through the reply token. Your bot gets nothing."),
          )}
        </fieldset>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void onUpdate({ forwardUrl: botUrl.trim() === "" ? null : botUrl.trim() });
          }}
        >
          <Field
            label={t("Bot URL")}
            hint={t("Your bot's webhook URL (https; http and local addresses only in sandbox mode).")}
            className="flex-1"
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                value={botUrl}
                placeholder="https://bot.example.com/webhook"
                onChange={(event) => setBotUrl(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline">
            {t("Save bot URL")}
          </Button>
        </form>
        <Switch
          checked={relay.answerWithBotStatus}
          onCheckedChange={(checked) => void onUpdate({ answerWithBotStatus: checked })}
          label={t(
            "Answer LINE with the bot's status (so LINE's error statistics and redelivery see a failing bot)",
          )}
        />
      </CardContent>
      <InterceptConfirm
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          void onUpdate({ mode: "intercept" });
        }}
      />
    </Card>
  );
}

/**
 * The mode where the requests are (the Inspect tab): shown and switched beside them, so a reply needs no trip to
 * the Connect tab while the reply token counts down. Intercept asks first, as on the Connect tab.
 */
export function ModeSwitch({
  relay,
  onUpdate,
}: {
  relay: RelayView;
  onUpdate: (settings: RelaySettings) => Promise<boolean>;
}) {
  const { _: t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const choice = (value: RelayView["mode"], label: string) => (
    <label
      className={cn(
        "flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm",
        relay.mode === value
          ? "border-line bg-green-50 font-medium text-green-900"
          : "border-gray-300 bg-white",
      )}
    >
      <input
        type="radio"
        name={`inspect-mode-${relay.id}`}
        checked={relay.mode === value}
        onChange={() => (value === "intercept" ? setConfirming(true) : void onUpdate({ mode: value }))}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex items-center gap-2 rounded-xl border border-gray-200 bg-white p-2">
      <legend className="sr-only">{t(LABEL.mode)}</legend>
      <span aria-hidden="true" className="px-1 text-sm text-gray-600">
        {t(LABEL.mode)}
      </span>
      {choice("mirror", t("Mirror"))}
      {choice("intercept", t("Intercept"))}
      <InterceptConfirm
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          void onUpdate({ mode: "intercept" });
        }}
      />
    </fieldset>
  );
}

/** Intercept cuts the bot off: asked first wherever the mode is switched. */
function InterceptConfirm(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { _: t } = useLingui();
  return (
    <ConfirmDialog
      {...props}
      title={t("Switch to Intercept?")}
      description={t(
        "Intercept cuts your bot off this channel: nothing is forwarded until you switch back to Mirror. You reply from the inspector instead.",
      )}
      confirmLabel={t("Intercept")}
    />
  );
}
