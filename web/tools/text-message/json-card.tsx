import { useLingui } from "@lingui/react";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { IMAGEMAP_MESSAGES } from "../../../shared/imagemap/index.ts";
import { formatLineProblem, LINE_PATH_BASE } from "../../../shared/line-send/line-problems.ts";
import { singleMessage } from "../../../shared/line-send/messages.ts";
import { TEXT_MESSAGE_FILE_NAME, TEXT_MESSAGE_MESSAGES } from "../../../shared/text-message/index.ts";
import { LABEL } from "../../components/labels.ts";
import { LineActions } from "../../components/line-actions/line-actions.tsx";
import { useLineProblems } from "../../components/line-actions/use-line-problems.ts";
import { MessageActions } from "../../components/share/message-actions.tsx";
import { Alert, ListAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { t } from "../../i18n/i18n.ts";
import { downloadText } from "../../lib/download.ts";
import { toast } from "../../lib/toast.ts";
import type { TextMessageOutput } from "./model.ts";

function download(text: string) {
  downloadText(text, TEXT_MESSAGE_FILE_NAME, "application/json");
  toast.success(t(TEXT_MESSAGE_MESSAGES.downloaded));
}

export function JsonCard({ output }: { output: TextMessageOutput }) {
  const { _: t } = useLingui();
  const ready = output.kind === "json";
  const messages = useMemo(() => (ready ? singleMessage(output.json) : null), [ready, output]);
  const { lineProblems, onLineReport } = useLineProblems(messages, LINE_PATH_BASE.message);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Generated JSON")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {output.kind === "placeholder" ? (
          <Alert variant="destructive" title={t("No JSON yet")}>
            {t(output.error)}
          </Alert>
        ) : (
          <>
            <ListAlert
              variant="warning"
              title={t(LABEL.lineWouldRefuseThisMessage)}
              items={[...lineProblems.map(formatLineProblem), ...output.problems]}
            />
            <section
              aria-label={t("Text message JSON")}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard.
              tabIndex={0}
              className="max-h-[32rem] overflow-auto rounded-md bg-gray-900 p-3 text-xs text-gray-100"
            >
              <pre>{output.text}</pre>
            </section>
          </>
        )}
        <MessageActions
          message={ready ? output.json : null}
          copyVariant="default"
          copied={TEXT_MESSAGE_MESSAGES.copied}
          copyFailed={IMAGEMAP_MESSAGES.copyFailed}
          share={{ message: ready ? output.json : null, disabled: ready && output.problems.length > 0 }}
        >
          <Button variant="outline" disabled={!ready} onClick={() => ready && download(output.text)}>
            <Download aria-hidden="true" />
            {t(LABEL.download)}
          </Button>
        </MessageActions>
        <LineActions messages={messages} onLineReport={onLineReport} />
      </CardContent>
    </Card>
  );
}
