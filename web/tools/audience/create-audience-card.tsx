import { useLingui } from "@lingui/react";
import { Loader2, UserPlus } from "lucide-react";
import type { FormEvent } from "react";
import { AUDIENCE_DESCRIPTION_MAX } from "../../../shared/audience/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { cn } from "../../lib/cn.ts";
import { descriptionCounter } from "./create-form.ts";
import { IdListField } from "./id-list-field.tsx";
import { useCreateAudience } from "./use-create-audience.ts";

/** Create an upload audience from pasted IDs or a file (spec 1's Description, Upload Description, User IDs). */
export function CreateAudienceCard({ onCreated }: { onCreated: () => void }) {
  const { _: t } = useLingui();
  const { form, update, parsed, errors, busy, submit } = useCreateAudience(onCreated);
  const over = form.description.length > AUDIENCE_DESCRIPTION_MAX;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Create Audience")}</CardTitle>
        <CardDescription>
          {t("Upload up to 10,000 user IDs as a new audience for your channel.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t("Create audience")}
          noValidate
        >
          <Field
            label={t("Description")}
            hint={
              <span className={cn(over && "font-medium text-red-600")}>
                {descriptionCounter(form.description)}
              </span>
            }
            error={errors.description && tm(errors.description)}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                placeholder={t("e.g. Songkran campaign 2025")}
                value={form.description}
                onChange={(event) => update({ description: event.target.value })}
              />
            )}
          </Field>
          <Field label={t("Upload Description")} hint={t("Optional: a note about this upload.")}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={form.uploadDescription}
                onChange={(event) => update({ uploadDescription: event.target.value })}
              />
            )}
          </Field>
          <Switch
            label={t("IFA audience (advertising IDs)")}
            checked={form.isIfaAudience}
            onCheckedChange={(isIfaAudience) => update({ isIfaAudience })}
          />
          <IdListField
            value={form.idsText}
            ifa={form.isIfaAudience}
            parsed={parsed}
            error={errors.ids}
            onChange={(idsText) => update({ idsText })}
          />
          <Button type="submit" disabled={busy} aria-busy={busy} className="sm:self-start">
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <UserPlus aria-hidden="true" />}
            {t("Create Audience")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
