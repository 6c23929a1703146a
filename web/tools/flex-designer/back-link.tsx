import { Link, useSearch } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";

/**
 * The way back when the designer was opened from the Webhook Inspector's reply panel
 * (`/flex-designer?from=webhook`): the inspector reads the design from the draft, so nothing is handed back.
 */
export function BackLink() {
  const t = useT();
  const from = new URLSearchParams(useSearch()).get("from");
  if (from !== "webhook") return null;
  return (
    <Link href="/webhook" className={buttonClasses("outline")}>
      {t("Back to the Webhook Inspector")}
    </Link>
  );
}
