import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { Link } from "wouter";

export function NotFoundPage({ path }: { path: string }) {
  const { _: t } = useLingui();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);
  return (
    <div className="grid min-h-[60vh] place-items-center text-center">
      <div>
        <h1 className="font-bold text-5xl">404</h1>
        <p className="mt-3 text-gray-600 text-xl">{t("Oops! Page not found")}</p>
        <Link
          href="/"
          className="mt-4 inline-block min-h-11 py-2 text-blue-600 underline hover:text-blue-800"
        >
          {t("Return to Home")}
        </Link>
      </div>
    </div>
  );
}
