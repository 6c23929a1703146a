import { useLingui } from "@lingui/react";
import { Check } from "lucide-react";
import { useMemo } from "react";
import { IMAGEMAP_MESSAGES } from "../../../shared/imagemap/index.ts";
import { formatLineProblem, LINE_PATH_BASE } from "../../../shared/line-send/line-problems.ts";
import { singleMessage } from "../../../shared/line-send/messages.ts";
import { LABEL } from "../../components/labels.ts";
import { LineActions } from "../../components/line-actions/line-actions.tsx";
import { useLineProblems } from "../../components/line-actions/use-line-problems.ts";
import { MessageActions } from "../../components/share/message-actions.tsx";
import { ListAlert } from "../../components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import type { ImagemapOutput } from "./model.ts";

export function JsonCard({ output, sandboxHosted }: { output: ImagemapOutput; sandboxHosted: boolean }) {
  const { _: t } = useLingui();
  const { json, problems } = output;
  const shareable = json !== null && problems.length === 0;
  const messages = useMemo(() => (shareable ? singleMessage(json) : null), [shareable, json]);
  const { lineProblems, onLineReport } = useLineProblems(messages, LINE_PATH_BASE.message);
  const listed = [...lineProblems.map(formatLineProblem), ...problems];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("JSON Output")}</CardTitle>
        <CardDescription>{t("The imagemap message to send with the Messaging API.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {json === null ? (
          <ListAlert title={t("To generate the JSON:")} items={output.hints} />
        ) : (
          <>
            {listed.length > 0 ? (
              <ListAlert variant="warning" title={t(LABEL.lineWouldRefuseThisMessage)} items={listed} />
            ) : (
              <p className="flex items-center gap-1 text-sm text-green-700">
                <Check aria-hidden="true" className="size-4" />
                {sandboxHosted
                  ? t("Valid imagemap message for the sandbox (LINE needs an https Base URL)")
                  : t("Valid imagemap message")}
              </p>
            )}
            <section
              aria-label={t("Imagemap JSON")}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard.
              tabIndex={0}
              className="max-h-[32rem] overflow-auto rounded-md bg-gray-900 p-3 text-xs text-gray-100"
            >
              <pre>{JSON.stringify(json, null, 2)}</pre>
            </section>
          </>
        )}
        {/* LIFF cannot share imagemaps (shared/line-send): no Share here, Send to my LINE instead. */}
        <MessageActions
          message={json}
          copyLabel="Copy"
          copyVariant="default"
          copied={IMAGEMAP_MESSAGES.copied}
          copyFailed={IMAGEMAP_MESSAGES.copyFailed}
        />
        <LineActions messages={messages} onLineReport={onLineReport} />
      </CardContent>
    </Card>
  );
}
