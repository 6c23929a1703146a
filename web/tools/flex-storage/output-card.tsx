import { useLingui } from "@lingui/react";
import { useState } from "react";
import { wrapFlexMessage } from "../../../shared/flex/message.ts";
import type { LineMessage } from "../../../shared/line-send/messages.ts";
import { FlexPreviewPanel, JsonBlock } from "../../components/flex-preview-panel/index.ts";
import { LABEL } from "../../components/labels.ts";
import { LineActions } from "../../components/line-actions/line-actions.tsx";
import type { LineReport } from "../../components/line-actions/use-line-problems.ts";
import { MessageActions } from "../../components/share/message-actions.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { OUTPUT_PLACEHOLDER } from "./texts.ts";

export interface OutputCardProps {
  /** The parsed contents; undefined while the JSON is empty or invalid. */
  container: unknown;
  /** The JSON changed and is still being checked: `container` and `messages` are the previous text's. */
  pending: boolean;
  previewContainer: unknown;
  altText: string;
  /** The message as LINE gets it (null while the JSON is empty or invalid). */
  messages: LineMessage[] | null;
  onLineReport: (report: LineReport | null) => void;
}

/** "API JSON" and "Preview" of the editor's message, each in a 460 px tall area. */
export function OutputCard({
  container,
  pending,
  previewContainer,
  altText,
  messages,
  onLineReport,
}: OutputCardProps) {
  const { _: t } = useLingui();
  const [view, setView] = useState("json");
  const message = container === undefined ? null : wrapFlexMessage(container, altText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(LABEL.output)}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs value={view} onValueChange={setView}>
          <TabsList aria-label={t("Output view")}>
            <TabsTrigger value="json">{t(LABEL.apiJson)}</TabsTrigger>
            <TabsTrigger value="preview">{t(LABEL.preview)}</TabsTrigger>
          </TabsList>
          <TabsContent value="json">
            <div className="flex h-[460px] min-w-0 flex-col gap-2">
              {message ? (
                <>
                  <MessageActions message={pending ? null : message} copyLabel="Copy" size="sm" />
                  <JsonBlock value={message} label={t(LABEL.apiJson)} className="min-h-0 flex-1" />
                  <LineActions messages={pending ? null : messages} size="sm" onLineReport={onLineReport} />
                </>
              ) : (
                <p className="flex flex-1 items-center justify-center rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500">
                  {t(OUTPUT_PLACEHOLDER)}
                </p>
              )}
            </div>
          </TabsContent>
          <TabsContent value="preview">
            <div className="flex h-[460px] min-w-0 flex-col gap-2 overflow-y-auto">
              <p className="text-sm break-words text-gray-700">
                <span className="text-gray-500">{t("Alt text:")}</span> {altText}
              </p>
              <FlexPreviewPanel container={previewContainer} altText={altText} />
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
