import { useLingui } from "@lingui/react";
import { useMemo, useState } from "react";
import {
  emptyTextMessageState,
  type QuickReplyDraft,
  type TextMessageState,
} from "../../../shared/text-message/index.ts";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { PRERENDERING } from "../../lib/prerendering.ts";
import { ChatPreview } from "./chat-preview.tsx";
import { TEXT_MESSAGE_DRAFT, textMessageHasWork } from "./draft.ts";
import { JsonCard } from "./json-card.tsx";
import { MessageTextCard, SenderCard } from "./message-cards.tsx";
import { textMessageOutput } from "./model.ts";
import { QuickRepliesCard } from "./quick-replies-card.tsx";

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "preview", label: PANE_LABELS.preview },
  { id: "json", label: PANE_LABELS.json },
];

export default function TextMessagePage() {
  const restored = useRestoredDraft(TEXT_MESSAGE_DRAFT);
  return restored.ready ? <TextMessageBuilder initial={restored.draft} /> : <DraftLoading />;
}

function TextMessageBuilder({ initial }: { initial: TextMessageState | null }) {
  const { _: t } = useLingui();
  const host = PRERENDERING ? "" : window.location.origin;
  const [state, setState] = useState<TextMessageState>(() => initial ?? emptyTextMessageState());
  const output = useMemo(() => textMessageOutput(state), [state]);
  const hasWork = textMessageHasWork(state);
  useDraft(TEXT_MESSAGE_DRAFT, state, hasWork);

  const setSender = (patch: Partial<TextMessageState["sender"]>) =>
    setState((current) => ({ ...current, sender: { ...current.sender, ...patch } }));
  const changeQuickReplies = (change: (items: QuickReplyDraft[]) => QuickReplyDraft[]) =>
    setState((current) => ({ ...current, quickReplies: change(current.quickReplies) }));

  return (
    <div className="min-w-0">
      <PageHeader
        title={t("Text Message Generator")}
        description={t("Build a text message with sender details and quick reply buttons as JSON.")}
      >
        <StartOverButton hasWork={hasWork} onStartOver={() => setState(emptyTextMessageState())} />
      </PageHeader>
      <ResultSwitch panes={PANES} className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SwitchPane id="edit" className="flex flex-col gap-6">
          <MessageTextCard
            text={state.text}
            onChange={(text) => setState((current) => ({ ...current, text }))}
          />
          <SenderCard
            sender={state.sender}
            onName={(name) => setSender({ name })}
            onIcon={(iconUrl) => setSender({ iconUrl })}
          />
          <QuickRepliesCard items={state.quickReplies} onChange={changeQuickReplies} host={host} />
        </SwitchPane>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <SwitchPane id="preview">
            <ChatPreview state={state} />
          </SwitchPane>
          <SwitchPane id="json">
            <JsonCard output={output} />
          </SwitchPane>
        </div>
      </ResultSwitch>
    </div>
  );
}

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(TEXT_MESSAGE_DRAFT);
