import { useLingui } from "@lingui/react";
import { LABEL } from "../../components/labels.ts";
import { Badge } from "../../components/ui/badge.tsx";

/** LINE's webhook test answer. */
export interface EndpointTest {
  /** Absent in LINE's answer when the test failed (the SDK types it optional). */
  success?: boolean;
  timestamp: string;
  statusCode: number;
  reason: string;
  detail: string;
}

export function TestResult({ result, label }: { result: EndpointTest; label: string }) {
  const { _: t } = useLingui();
  return (
    <section aria-label={label} className="rounded-lg border border-gray-200 p-3 text-sm">
      <p className="mb-2 flex flex-wrap items-center gap-2 font-medium">
        {label}
        <Badge variant={result.success ? "default" : "destructive"}>
          {result.success ? t("Success") : t("Failed")}
        </Badge>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-600">{t("Status code")}</dt>
        <dd>{result.statusCode}</dd>
        <dt className="text-gray-600">{t("Reason")}</dt>
        <dd translate="no">{result.reason}</dd>
        <dt className="text-gray-600">{t("Detail")}</dt>
        <dd translate="no" className="break-all">
          {result.detail || "—"}
        </dd>
        <dt className="text-gray-600">{t(LABEL.time)}</dt>
        <dd>{result.timestamp}</dd>
      </dl>
    </section>
  );
}
