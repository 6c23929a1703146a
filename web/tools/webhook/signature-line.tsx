import { useLingui } from "@lingui/react";
import { RAW_BODY_RECIPES } from "../../../shared/webhook/signature.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { CHANGE_TEXTS, VERDICT_TEXTS } from "./texts.ts";
import { useSignature } from "./use-signature.ts";

/** The x-line-signature check, done in this browser with the secret typed here, and what a mismatch means. */
export function SignatureLine({
  bodyBase64,
  header,
  secret,
}: {
  bodyBase64: string;
  header: string | undefined;
  secret: string;
}) {
  const { _: t } = useLingui();
  const verdict = useSignature(bodyBase64, header, secret);
  if (secret.trim() === "")
    return (
      <p className="text-xs text-gray-600">{t("Enter the Channel Secret above to check the signature.")}</p>
    );
  if (!verdict) return <p className="text-xs text-gray-600">{t("Checking the signature…")}</p>;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        <Badge variant={verdict.valid ? "default" : "destructive"}>{t(VERDICT_TEXTS[verdict.code])}</Badge>
      </p>
      {verdict.code === "webhook.signature.bodyChanged" ? (
        <p>{t(CHANGE_TEXTS[verdict.params.change])}</p>
      ) : null}
      {verdict.code === "webhook.signature.mismatch" ? (
        <p>
          {t(
            "No usual change of the body explains it: most likely the channel secret is wrong (another channel's, or reissued). If the secret is right, your framework changed the body before the check.",
          )}
        </p>
      ) : null}
      {!verdict.valid && verdict.code !== "webhook.signature.missing" ? (
        <details className="rounded-lg border border-gray-200 p-2">
          <summary className="cursor-pointer text-sm font-medium">{t("How to check the raw bytes")}</summary>
          {(["node", "hono", "express"] as const).map((name) => (
            <div key={name} className="mt-2">
              <p className="text-xs font-medium" translate="no">
                {name === "node" ? "Node" : name === "hono" ? "Hono" : "Express"}
              </p>
              <pre className="overflow-auto rounded bg-gray-50 p-2 font-mono text-xs">
                {RAW_BODY_RECIPES[name]}
              </pre>
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}
