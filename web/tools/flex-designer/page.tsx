import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { openDesign } from "../../../shared/flex-designer/index.ts";
import { DraftLoading } from "../../components/drafts/start-over-button.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { preloadDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { PRERENDERING } from "../../lib/prerendering.ts";
import { BackLink } from "./back-link.tsx";
import { Designer } from "./designer.tsx";
import { FLEX_DESIGNER_DRAFT, type FlexDesignerDraft } from "./draft.ts";
import { clearHandoff, type Handoff, peekHandoff } from "./handoff.ts";
import type { Session } from "./session.ts";
import { StartScreen } from "./start-screen.tsx";

export default function FlexDesignerPage() {
  const restored = useRestoredDraft(FLEX_DESIGNER_DRAFT);
  // "Open in Designer" wins over the draft; it is removed once the page has it.
  const [handoff] = useState(() => (PRERENDERING ? null : peekHandoff()));
  useEffect(() => clearHandoff(), []);
  return restored.ready ? <FlexDesigner initial={firstSession(handoff, restored.draft)} /> : <DraftLoading />;
}

function firstSession(handoff: Handoff | null, draft: FlexDesignerDraft | null): Session | null {
  if (handoff) {
    const opened = openDesign(handoff.message);
    if (opened.ok) return { design: opened.design, selection: "", origin: handoff.origin, id: 0 };
  }
  if (!draft) return null;
  const opened = openDesign(draft.message);
  return opened.ok
    ? { design: opened.design, selection: draft.selection, origin: draft.origin, id: 0 }
    : null;
}

function FlexDesigner({ initial }: { initial: Session | null }) {
  const { _: t } = useLingui();
  const [session, setSession] = useState(initial);
  if (session) {
    return <Designer key={session.id} session={session} onStartOver={() => setSession(null)} />;
  }
  const start = (contents: FlexObject, altText: string) => {
    const opened = openDesign(contents, altText);
    if (opened.ok) setSession({ design: opened.design, selection: "", origin: null, id: Date.now() });
  };
  return (
    <div className="min-w-0">
      <PageHeader
        title={t("Flex Designer")}
        description={t("Build a Flex Message part by part, with a live preview: no JSON to write.")}
      >
        <BackLink />
      </PageHeader>
      <StartScreen onStart={start} />
    </div>
  );
}

/**
 * The route table runs this before the first render: the designer mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(FLEX_DESIGNER_DRAFT);
