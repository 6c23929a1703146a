import { useLingui } from "@lingui/react";
import { Code, ExternalLink, Monitor, Smartphone } from "lucide-react";
import { memo, useRef, useState } from "react";
import { msg } from "../../i18n/i18n.ts";
import { copyWithToast } from "../../lib/clipboard.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast.ts";
import { FlexPreview, type FlexPreviewMode, standaloneHtml } from "../flex-preview/index.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { FLEX_SIMULATOR_URL, PREVIEW_HTML_COPIED, PREVIEW_NOTE, PREVIEW_STILL_DRAWING } from "./texts.ts";

export interface FlexPreviewPanelProps {
  /** The parsed container; undefined shows the placeholder. */
  container: unknown;
  altText?: string;
  /** Classes of the area around the preview, e.g. a fixed height that scrolls. */
  viewportClassName?: string;
}

/** FlexPreview with its toolbar: Mobile/Desktop view, Open in Simulator, Copy HTML, and the accuracy note. */
// Memoised: its page re-renders on every keystroke, and a big carousel is thousands of elements to diff.
export const FlexPreviewPanel = memo(function FlexPreviewPanel({
  container,
  altText,
  viewportClassName,
}: FlexPreviewPanelProps) {
  // Memoised, so its parent's re-render does not reach it: it follows a language switch itself.
  const { _: t } = useLingui();
  const [mode, setMode] = useState<FlexPreviewMode>("mobile");
  const previewRef = useRef<HTMLElement>(null);
  const empty = container === undefined;

  const copyHtml = () => {
    const element = previewRef.current;
    if (!element) return;
    if (element.querySelector('[aria-busy="true"]')) {
      toast.info(t(PREVIEW_STILL_DRAWING));
      return;
    }
    copyWithToast(standaloneHtml(element), PREVIEW_HTML_COPIED);
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ViewToggle mode={mode} onChange={setMode} />
        <a
          href={FLEX_SIMULATOR_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("outline", "sm")}
        >
          <ExternalLink aria-hidden="true" />
          {t("Open in Simulator")}
        </a>
        <Button variant="outline" size="sm" onClick={copyHtml} disabled={empty}>
          <Code aria-hidden="true" />
          {t("Copy HTML")}
        </Button>
      </div>
      <div className={cn("min-w-0 rounded-lg border border-gray-200 bg-gray-50", viewportClassName)}>
        <FlexPreview container={container} altText={altText} mode={mode} ref={previewRef} />
      </div>
      <p className="text-xs text-gray-600">{t(PREVIEW_NOTE)}</p>
    </div>
  );
});

const VIEWS: { mode: FlexPreviewMode; label: string; Icon: typeof Smartphone }[] = [
  { mode: "mobile", label: msg("Mobile"), Icon: Smartphone },
  { mode: "desktop", label: msg("Desktop"), Icon: Monitor },
];

function ViewToggle({
  mode,
  onChange,
}: {
  mode: FlexPreviewMode;
  onChange: (mode: FlexPreviewMode) => void;
}) {
  const { _: t } = useLingui();
  return (
    <fieldset className="inline-flex rounded-md border border-gray-300 p-0.5">
      <legend className="sr-only">{t("Preview view")}</legend>
      {VIEWS.map(({ mode: value, label, Icon }) => (
        <Button
          key={value}
          variant={mode === value ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(mode === value && "bg-gray-200")}
        >
          <Icon aria-hidden="true" />
          {t(label)}
        </Button>
      ))}
    </fieldset>
  );
}
