import { useLingui } from "@lingui/react";
import { memo, useMemo, useState } from "react";
import { DEFAULT_ALT_TEXT } from "../../../shared/flex/limits.ts";
import { wrapFlexMessage } from "../../../shared/flex/message.ts";
import { LINE_PATH_BASE } from "../../../shared/line-send/line-problems.ts";
import { flexMessages, type LineMessage } from "../../../shared/line-send/messages.ts";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import {
  FlexJsonField,
  FlexPreviewPanel,
  JsonBlock,
  useFlexJson,
} from "../../components/flex-preview-panel/index.ts";
import { LABEL } from "../../components/labels.ts";
import { LineActions } from "../../components/line-actions/line-actions.tsx";
import { type LineReport, useLineProblems } from "../../components/line-actions/use-line-problems.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { MessageActions } from "../../components/share/message-actions.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { msg } from "../../i18n/i18n.ts";
import type { DraftSpec } from "../../lib/drafts/draft.ts";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { z } from "../../lib/drafts/zod.ts";
import { OpenInDesignerButton } from "../flex-designer/open-in-designer.tsx";

const OUTPUT_PLACEHOLDER = LABEL.completeJsonWillAppearHereWhenYouEnterValidFlexJson;

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "json", label: PANE_LABELS.apiJson },
  { id: "preview", label: PANE_LABELS.preview },
];

const FLEX_FORMATTER_DRAFT: DraftSpec<{ text: string }> = {
  key: "flex-formatter",
  version: 1,
  schema: () => z.object({ text: z.string() }),
};

export default function FlexFormatterPage() {
  const restored = useRestoredDraft(FLEX_FORMATTER_DRAFT);
  return restored.ready ? <FlexFormatter initialText={restored.draft?.text ?? ""} /> : <DraftLoading />;
}

function FlexFormatter({ initialText }: { initialText: string }) {
  const { _: t } = useLingui();
  const [text, setText] = useState(initialText);
  const flex = useFlexJson(text);
  const valid = flex.container !== undefined;
  const message = useMemo(
    () => (flex.container === undefined ? null : wrapFlexMessage(flex.container, flex.altText)),
    [flex.container, flex.altText],
  );
  const messages = useMemo(() => (message ? flexMessages(message) : null), [message]);
  const { lineProblems, onLineReport } = useLineProblems(messages, LINE_PATH_BASE.flexContainer);
  const hasWork = text.trim() !== "";
  useDraft(
    FLEX_FORMATTER_DRAFT,
    useMemo(() => ({ text }), [text]),
    hasWork,
  );

  return (
    <div className="min-w-0">
      <PageHeader
        title={t("Flex Formatter")}
        description={t(
          "Paste Flex JSON, check it against LINE's schema, wrap it as a message and preview it.",
        )}
      >
        <StartOverButton hasWork={hasWork} onStartOver={() => setText("")} />
      </PageHeader>
      <ResultSwitch panes={PANES} className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <SwitchPane id="edit">
            <Card>
              <CardHeader>
                <CardTitle>{t(LABEL.flexJson)}</CardTitle>
                <CardDescription>
                  {t("A bubble or a carousel: the contents of a Flex Message.")}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <FlexJsonField
                  label={t(LABEL.flexJson)}
                  value={text}
                  onChange={setText}
                  parse={flex.parse}
                  problems={flex.problems}
                  lineProblems={lineProblems}
                  note={flex.note}
                />
              </CardContent>
            </Card>
          </SwitchPane>
          <SwitchPane id="json">
            <ApiJsonCard
              message={valid ? message : null}
              messages={messages}
              warnings={flex.problems.length}
              onLineReport={onLineReport}
              pending={flex.pending}
            />
          </SwitchPane>
        </div>
        <SwitchPane id="preview" className="lg:sticky lg:top-20 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle>{t(LABEL.preview)}</CardTitle>
            </CardHeader>
            <CardContent>
              <FlexPreviewPanel container={flex.previewContainer} />
            </CardContent>
          </Card>
        </SwitchPane>
      </ResultSwitch>
    </div>
  );
}

interface ApiJsonCardProps {
  message: ReturnType<typeof wrapFlexMessage> | null;
  messages: LineMessage[] | null;
  warnings: number;
  onLineReport: (report: LineReport | null) => void;
  /** The text changed and is still being checked: what is shown belongs to the previous text. */
  pending: boolean;
}

// Memoised: the page re-renders on every keystroke, and a carousel's JSON output is ~130 KB of text.
const ApiJsonCard = memo(function ApiJsonCard({
  message,
  messages,
  warnings,
  onLineReport,
  pending,
}: ApiJsonCardProps) {
  // Memoised: it follows a language switch itself (its page's re-render stops at it).
  const { _: t } = useLingui();
  // Nothing copied, shared or sent may be the previous text's message.
  const current = pending ? null : message;
  const alt = message?.altText ?? DEFAULT_ALT_TEXT;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Complete API JSON")}</CardTitle>
        <CardDescription>
          {warnings > 0
            ? t(
                'Wrapped as a flex message (alt text "{alt}"), but LINE may reject it: fix the schema warnings first.',
                { alt },
              )
            : t('Ready to send with the Messaging API (type flex, alt text "{alt}").', { alt })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <MessageActions message={current} copyLabel="Copy" size="sm" share={{ message: current }} simulator>
          <OpenInDesignerButton message={current} />
        </MessageActions>
        <LineActions messages={pending ? null : messages} size="sm" onLineReport={onLineReport} />
        {message ? (
          <JsonBlock value={message} label={t("Complete API JSON")} className="max-h-[460px]" />
        ) : (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500">
            {t(OUTPUT_PLACEHOLDER)}
          </p>
        )}
      </CardContent>
    </Card>
  );
});

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(FLEX_FORMATTER_DRAFT);
