import { useLingui } from "@lingui/react";
import { Copy, Download } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { msg } from "../../i18n/i18n.ts";
import { copyWithToast } from "../../lib/clipboard.ts";
import { downloadText } from "../../lib/download.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { JsonBlock } from "./json-block.tsx";

const RICH_MENU_JSON_FILE_NAME = "line-rich-menu.json";

async function copyJson(text: string): Promise<void> {
  await copyWithToast(text, msg("JSON copied to clipboard!"));
}

/** The live JSON output with Copy and Download (line-rich-menu.json). */
export function JsonCard({
  json,
  title: givenTitle,
  description,
}: {
  json: unknown;
  title?: string;
  description?: ReactNode;
}) {
  const { _: t } = useLingui();
  const title = givenTitle ?? t("Rich Menu JSON");
  const text = useMemo(() => JSON.stringify(json, null, 2), [json]);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => void copyJson(text)}>
              <Copy aria-hidden="true" /> {t("Copy")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadText(text, RICH_MENU_JSON_FILE_NAME, "application/json")}
            >
              <Download aria-hidden="true" /> {t("Download")}
            </Button>
          </div>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <JsonBlock label={title} text={text} className="max-h-[32rem]" />
      </CardContent>
    </Card>
  );
}
