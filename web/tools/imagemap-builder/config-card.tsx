import { useLingui } from "@lingui/react";
import { CloudUpload, Loader2 } from "lucide-react";
import { useId } from "react";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { SANDBOX_HOSTED_NOTE } from "./model.ts";

export interface HostingState {
  busy: boolean;
  error: string | null;
  /** The base URL the last hosting returned (for the success note). */
  hostedUrl: string | null;
}

export interface ConfigCardProps {
  baseUrl: string;
  altText: string;
  onBaseUrlChange: (value: string) => void;
  onAltTextChange: (value: string) => void;
  errors: { baseUrl?: MessageLike; altText?: MessageLike };
  hasImage: boolean;
  hosting: HostingState;
  /** The Base URL is the sandbox's own http host: said as a note, never as an error. */
  sandboxHosted: boolean;
  onHost: () => void;
}

function Required() {
  return (
    <span aria-hidden="true" className="text-red-600">
      {" "}
      *
    </span>
  );
}

export function ConfigCard(props: ConfigCardProps) {
  const { _: t } = useLingui();
  const { hosting } = props;
  const noteId = useId();
  const hostedNow = hosting.hostedUrl !== null && hosting.hostedUrl === props.baseUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Basic Configuration")}</CardTitle>
        <CardDescription>
          {t("Where LINE downloads the image from, and the text shown in notifications.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field
          label={
            <>
              {t("Base URL")}
              <Required />
            </>
          }
          hint={t(
            "LINE fetches '{Base URL}'/1040, /700, /460, /300 and /240. Host the chosen image here to get one.",
          )}
          error={props.errors.baseUrl && tm(props.errors.baseUrl)}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              required
              aria-required="true"
              placeholder="https://example.com/imagemap/campaign"
              value={props.baseUrl}
              onChange={(event) => props.onBaseUrlChange(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            className="self-start"
            onClick={props.onHost}
            disabled={!props.hasImage || hosting.busy}
            aria-describedby={noteId}
          >
            {hosting.busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <CloudUpload aria-hidden="true" />
            )}
            {hosting.busy ? t("Hosting…") : t("Host this image")}
          </Button>
          <p id={noteId} className="text-xs text-gray-600">
            {props.hasImage
              ? t("Uploads the chosen image (PNG or JPEG, at most 1 MB) and fills in Base URL.")
              : t("Choose an image below first.")}
          </p>
          {hosting.error ? (
            <Alert variant="destructive" title={t("Hosting failed")}>
              {t(hosting.error)}
            </Alert>
          ) : null}
          {hostedNow ? (
            <Alert variant="success">{t("Image hosted. Base URL now serves all five widths.")}</Alert>
          ) : null}
          {props.sandboxHosted ? <Alert title={t("LINE needs https")}>{t(SANDBOX_HOSTED_NOTE)}</Alert> : null}
        </div>
        <Field
          label={
            <>
              {t(LABEL.altText)}
              <Required />
            </>
          }
          hint={t("Shown in chat lists and notifications (at most 1500 characters).")}
          error={props.errors.altText && tm(props.errors.altText)}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              required
              aria-required="true"
              placeholder={t("e.g. Spring campaign: tap a product")}
              value={props.altText}
              onChange={(event) => props.onAltTextChange(event.target.value)}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
