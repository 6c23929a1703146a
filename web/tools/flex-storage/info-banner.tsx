import { useLingui } from "@lingui/react";
import { Info } from "lucide-react";
import { FLEX_STORAGE_LIMIT } from "../../../shared/flex/storage.ts";
import { cn } from "../../lib/cn.ts";

/** What works without login (and, logged out, that saving needs it), what storage keeps and for how long, and whether LIFF sharing is ready. */
export function InfoBanner({ shareReady, loggedOut }: { shareReady: boolean; loggedOut: boolean }) {
  const { _: t } = useLingui();
  return (
    <section
      aria-label={t("About Flex Storage")}
      className="flex min-w-0 flex-wrap items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1">
        <p>{t("You can create and preview Flex messages without logging in.")}</p>
        <p>
          {t(
            "Logged-in users can store up to {max} messages; saved messages are deleted automatically after 1 month.",
            { max: FLEX_STORAGE_LIMIT },
          )}
        </p>
        {/* Only to someone logged out: a logged-in user read it as being told to log in (issue 35). */}
        {loggedOut ? <p className="font-medium">{t("You must log in with LINE to save messages.")}</p> : null}
      </div>
      <ShareMarker ready={shareReady} />
    </section>
  );
}

function ShareMarker({ ready }: { ready: boolean }) {
  const { _: t } = useLingui();
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium",
        ready
          ? "border-green-300 bg-green-100 text-green-800"
          : "border-orange-300 bg-orange-100 text-orange-800",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", ready ? "bg-green-600" : "bg-orange-500")}
      />
      {ready ? t("LIFF Share ready") : t("LIFF Share not available")}
    </span>
  );
}
