import { useLingui } from "@lingui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { flexProblemLine } from "../../../shared/flex/types.ts";
import { type DesignerReply, designerReplyOf } from "../../../shared/webhook/designer-reply.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTm } from "../../i18n/descriptor.ts";
import { draftStore } from "../../lib/drafts/idb-store.ts";
// The draft's spec only (zod, no React): the designer's own code stays out of this chunk.
import { FLEX_DESIGNER_DRAFT } from "../flex-designer/draft.ts";

// The renderer is loaded when a design is shown, not with the inspector.
const FlexPreview = lazy(() =>
  import("../../components/flex-preview/flex-preview.tsx").then((m) => ({ default: m.FlexPreview })),
);

/** The designer, told where it was opened from: it shows the way back (`flex-designer/back-link.tsx`). */
const DESIGNER_FROM_HERE = "/flex-designer?from=webhook";

export type DesignerReplyState = DesignerReply | { kind: "loading" };

/**
 * The Flex Designer's draft as a reply, read again whenever this window comes back into view (the design
 * may have been edited in another tab meanwhile).
 */
export function useDesignerReply(active: boolean): DesignerReplyState {
  const [reply, setReply] = useState<DesignerReplyState>({ kind: "loading" });
  useEffect(() => {
    if (!active) return;
    let live = true;
    const read = () =>
      draftStore()
        .read(FLEX_DESIGNER_DRAFT)
        .catch(() => null)
        .then((draft) => live && setReply(designerReplyOf(draft)));
    const onVisible = () => document.visibilityState === "visible" && void read();
    void read();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [active]);
  return reply;
}

function EditLink({ label }: { label: string }) {
  return (
    <Link href={DESIGNER_FROM_HERE} className={`${buttonClasses("outline", "sm")} self-start`}>
      {label}
    </Link>
  );
}

/** What "Reply with: Flex Designer message" sends: its altText, a small preview, and the way to edit it. */
export function DesignerSource({ reply }: { reply: DesignerReplyState }) {
  const { _: t } = useLingui();
  const tm = useTm();
  if (reply.kind === "loading")
    return <p className="text-sm text-gray-600">{t("Reading the Flex Designer's design…")}</p>;
  if (reply.kind === "none") {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">{t("There is no design in the Flex Designer yet.")}</p>
        <EditLink label={t("Open the Flex Designer")} />
      </div>
    );
  }
  if (reply.kind === "invalid") {
    return (
      <div className="flex flex-col gap-2">
        <p role="alert" className="text-sm text-red-700">
          {t("LINE would refuse the Flex Designer's message: {problem}", {
            problem: flexProblemLine(reply.problems[0].path, tm(reply.problems[0].message)),
          })}
        </p>
        <EditLink label={t("Edit in Flex Designer")} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="font-medium">{t("altText:")}</span> {reply.altText}
      </p>
      <p className="text-xs text-gray-600">
        {reply.carousel
          ? t("{count, plural, one {Carousel of # bubble} other {Carousel of # bubbles}}", {
              count: reply.bubbles,
            })
          : t("One bubble")}
      </p>
      <div className="max-h-64 overflow-auto rounded border bg-white">
        <Suspense fallback={null}>
          <FlexPreview container={reply.message.contents} altText={reply.altText} mode="mobile" />
        </Suspense>
      </div>
      <EditLink label={t("Edit in Flex Designer")} />
    </div>
  );
}
