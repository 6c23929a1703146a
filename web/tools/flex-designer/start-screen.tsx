import { useLingui } from "@lingui/react";
import { FilePlus2, LayoutTemplate } from "lucide-react";
import { Link } from "wouter";
import type { FlexObject } from "../../../shared/flex/types.ts";
import { FLEX_TEMPLATES, newBubble } from "../../../shared/flex-designer/index.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { useLang } from "../../i18n/i18n.ts";
import { newNodeWords } from "./words.ts";

export interface StartScreenProps {
  onStart: (contents: FlexObject, altText: string) => void;
}

/** Where a design starts: empty, one of the templates (in the language shown), Flex Storage or the formatter. */
export function StartScreen({ onStart }: StartScreenProps) {
  const { _: t } = useLingui();
  const lang = useLang() === "th" ? "th" : "en";
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("Start a Flex Message")}</CardTitle>
          <CardDescription>
            {t("Build it part by part, with LINE's rules checked as you go: no JSON to write.")}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => onStart(newBubble(undefined, newNodeWords()), t("Flex Message"))}>
            <FilePlus2 aria-hidden="true" />
            {t("Start empty")}
          </Button>
          <Link href="/flex-storage" className={buttonClasses("outline")}>
            {t("Open from Flex Storage")}
          </Link>
          <Link href="/flex-formatter" className={buttonClasses("outline")}>
            {t("Paste JSON in the Flex Formatter")}
          </Link>
        </CardContent>
      </Card>
      <section aria-labelledby="flex-designer-templates" className="flex flex-col gap-3">
        <h2 id="flex-designer-templates" className="flex items-center gap-2 text-lg font-semibold">
          <LayoutTemplate aria-hidden="true" className="size-5" />
          {t("Templates")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {FLEX_TEMPLATES.map((template) => {
            const message = template.messages[lang];
            return (
              <li key={template.id}>
                <Button
                  variant="outline"
                  className="h-auto min-h-12 w-full justify-start text-left"
                  onClick={() => onStart(message.contents, message.altText)}
                >
                  {tm(template.title)}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
