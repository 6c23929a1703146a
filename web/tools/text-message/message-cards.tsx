import { useLingui } from "@lingui/react";
import { useState } from "react";
import { SENDER_NAME_MAX, type TextMessageState } from "../../../shared/text-message/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { cn } from "../../lib/cn.ts";
import { IconUrlField } from "./icon-url-field.tsx";
import { changeSenderName, textCounter } from "./model.ts";

export function MessageTextCard({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { _: t } = useLingui();
  const counter = textCounter(text);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Message Text")}</CardTitle>
        <CardDescription>{t("The text of the message (required, at most 5000 characters).")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field
          label={
            <>
              {t("Message Text")}
              <span aria-hidden="true" className="text-red-600">
                {" "}
                *
              </span>
            </>
          }
          hint={
            <span className={cn("tabular-nums", counter.over && "font-semibold text-red-600")}>
              {counter.count}/{counter.max}
              <span className="sr-only"> {t("characters")}</span>
            </span>
          }
          error={counter.over ? t("Message text must not exceed 5000 characters") : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              required
              aria-required="true"
              placeholder={t("Hello! How can we help you today?")}
              value={text}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}

export interface SenderCardProps {
  sender: TextMessageState["sender"];
  onName: (name: string) => void;
  onIcon: (url: string) => void;
}

export function SenderCard({ sender, onName, onIcon }: SenderCardProps) {
  const { _: t } = useLingui();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Sender Details")}</CardTitle>
        <CardDescription>
          {t("Optional: the name and icon shown instead of the account's own.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field
          label={t("Sender Name")}
          hint={
            <>
              <span className="tabular-nums">
                {sender.name.length}/{SENDER_NAME_MAX}
              </span>{" "}
              · {t('may not contain "LINE" in any case.')}
              <span aria-live="polite" className="block font-medium text-amber-700">
                {notice && t(notice)}
              </span>
            </>
          }
        >
          {(control) => (
            <Input
              {...control}
              placeholder={t("e.g. Support Team")}
              value={sender.name}
              onChange={(event) => {
                const change = changeSenderName(sender.name, event.target.value);
                setNotice(change.hint);
                onName(change.value);
              }}
            />
          )}
        </Field>
        <IconUrlField label={t("Sender Icon URL")} value={sender.iconUrl} onCommit={onIcon} />
      </CardContent>
    </Card>
  );
}
