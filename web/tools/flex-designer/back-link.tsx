import { useLingui } from "@lingui/react";
import { Link, useSearch } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";

/**
 * The way back when the designer was opened from the Webhook Inspector's reply panel
 * (`/flex-designer?from=webhook`): the inspector reads the design from the draft, so nothing is handed back.
 */
export function BackLink() {
  const { _: t } = useLingui();
  const from = new URLSearchParams(useSearch()).get("from");
  if (from !== "webhook") return null;
  return (
    <Link href="/webhook" className={buttonClasses("outline")}>
      {t("Back to the Webhook Inspector")}
    </Link>
  );
}
