import { useLingui } from "@lingui/react";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { msg } from "../../i18n/i18n.ts";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/dialog.tsx";

const START_OVER_DESCRIPTION = msg(
  "This clears everything in this builder, and its draft saved in this browser. It cannot be undone.",
);

/**
 * "Start over": empties the builder and, through its draft hook, the saved draft. Asks first,
 * since the work is gone for good; with nothing to lose there is nothing to start over from.
 */
export function StartOverButton({ hasWork, onStartOver }: { hasWork: boolean; onStartOver: () => void }) {
  const { _: t } = useLingui();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={!hasWork} onClick={() => setAsking(true)}>
        <RotateCcw aria-hidden="true" />
        {t("Start over")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("Start over?")}
        description={t(START_OVER_DESCRIPTION)}
        confirmLabel={t("Start over")}
        cancelLabel={t("Cancel")}
        destructive
        onConfirm={() => {
          setAsking(false);
          onStartOver();
        }}
      />
    </>
  );
}

/** While the saved draft is read (a few milliseconds): announced, nothing to click yet. */
export function DraftLoading() {
  const { _: t } = useLingui();
  return (
    <p role="status" className="sr-only">
      {t("Restoring your draft…")}
    </p>
  );
}
