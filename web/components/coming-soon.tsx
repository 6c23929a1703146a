import { useT } from "../i18n/i18n.ts";

export function ComingSoon() {
  const t = useT();
  return (
    <p role="status" className="rounded-md border border-dashed p-6 text-center text-gray-600">
      {t("This tool is coming soon.")}
    </p>
  );
}
