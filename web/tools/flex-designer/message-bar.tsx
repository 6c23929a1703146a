import { useLingui } from "@lingui/react";
import { memo, useMemo, useState } from "react";
import { isFlexObject } from "../../../shared/flex/types.ts";
import {
  type Command,
  type Design,
  measureSize,
  refusalOf,
  SIZE_WARNING_RATIO,
} from "../../../shared/flex-designer/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { CANCEL_LABEL, Dialog } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { cn } from "../../lib/cn.ts";

export interface MessageBarProps {
  /** The altText now (its field is typed into). */
  altText: string;
  /** The design as the preview shows it (deferred): the size meter and bubble ↔ carousel follow it. */
  shown: Design;
  dispatch: (command: Command, mergeKey?: string) => boolean;
  /** The design now: what bubble ↔ carousel acts on. */
  now: () => { design: Design };
  onSeal: () => void;
}

/** The message's own settings: its altText, the size meter, bubble ↔ carousel. */
// Memoised: an edit of a component (a tap that adds or moves, a keystroke in its sheet) changes none of its props.
export const MessageBar = memo(function MessageBar({
  altText,
  shown,
  dispatch,
  now,
  onSeal,
}: MessageBarProps) {
  const { _: t } = useLingui();
  const meter = useMemo(() => measureSize(shown.contents), [shown.contents]);
  const carousel = shown.contents.type === "carousel";
  const [asking, setAsking] = useState<"video" | "bubble" | null>(null);
  const bubbles = carousel && Array.isArray(shown.contents.contents) ? shown.contents.contents : [];
  const [keep, setKeep] = useState(0);
  const videoReason = asking === "video" ? refusalOf(shown, { type: "toCarousel" }) : null;

  const toCarousel = () => {
    const { design } = now();
    const refusal = refusalOf(design, { type: "toCarousel" });
    // A video hero: the carousel can take its stand-in instead, if the user agrees.
    if (refusal && refusalOf(design, { type: "toCarousel", convertVideo: true }) === null) setAsking("video");
    else dispatch({ type: "toCarousel" });
  };
  const toBubble = () => {
    const { contents } = now().design;
    if (Array.isArray(contents.contents) && contents.contents.length > 1) setAsking("bubble");
    else dispatch({ type: "toBubble", keep: 0 });
  };

  return (
    <div className="flex flex-col gap-3">
      <Field label={t("Alt text (shown in notifications and the chat list)")}>
        {(control) => (
          <Input
            {...control}
            value={altText}
            maxLength={1500}
            onChange={(event) => dispatch({ type: "setAltText", altText: event.target.value }, "altText")}
            onBlur={onSeal}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <meter
            aria-label={t("Message size")}
            aria-valuetext={tm(meter.message)}
            min={0}
            max={meter.max}
            low={meter.max * SIZE_WARNING_RATIO}
            high={meter.max}
            optimum={0}
            value={Math.min(meter.bytes, meter.max)}
            className="h-3 w-full"
          />
          <p className={cn("text-xs", meter.level === "over" ? "text-red-700" : "text-gray-600")}>
            {tm(meter.message)}
            {meter.bubblesOver.map((over) => ` · ${tm(over.message)}`).join("")}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => (now().design.contents.type === "carousel" ? toBubble() : toCarousel())}
        >
          {carousel ? t("Make it a single bubble") : t("Make it a carousel")}
        </Button>
      </div>
      <Dialog
        open={asking === "video"}
        onOpenChange={(open) => setAsking(open ? "video" : null)}
        role="alertdialog"
        title={t("Make it a carousel")}
        description={videoReason ? tm(videoReason) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(null)}>
              {t(CANCEL_LABEL)}
            </Button>
            <Button
              onClick={() => {
                setAsking(null);
                dispatch({ type: "toCarousel", convertVideo: true });
              }}
            >
              {t("Replace the video and continue")}
            </Button>
          </>
        }
      />
      <Dialog
        open={asking === "bubble"}
        onOpenChange={(open) => setAsking(open ? "bubble" : null)}
        role="alertdialog"
        title={t("Make it a single bubble")}
        description={t("Choose which of the {count} bubbles to keep", { count: bubbles.length })}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(null)}>
              {t(CANCEL_LABEL)}
            </Button>
            <Button
              onClick={() => {
                setAsking(null);
                dispatch({ type: "toBubble", keep });
              }}
            >
              {t("Keep this bubble")}
            </Button>
          </>
        }
      >
        {/* Only while asked: the options walk every bubble for its words. */}
        {asking === "bubble" ? (
          <Field label={t("Bubble to keep")}>
            {(control) => (
              <Select
                {...control}
                value={String(keep)}
                onChange={(event) => setKeep(Number(event.target.value))}
                options={bubbles.map((bubble, index) => ({
                  value: String(index),
                  label: t("Bubble {number}", { number: index + 1 }) + bubbleWords(bubble),
                }))}
              />
            )}
          </Field>
        ) : null}
      </Dialog>
    </div>
  );
});

/** A few of the bubble's words, to tell bubbles apart in the list. */
function bubbleWords(bubble: unknown): string {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (texts.length >= 2 || !isFlexObject(node)) return;
    if (typeof node.text === "string") texts.push(node.text);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (isFlexObject(value)) walk(value);
    }
  };
  walk(bubble);
  return texts.length > 0 ? `: ${texts.join(" · ").slice(0, 40)}` : "";
}
