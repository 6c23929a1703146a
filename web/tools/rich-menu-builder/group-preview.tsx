import { useLingui } from "@lingui/react";
import { useState } from "react";
import { type TabGroup, tapOutcome } from "../../../shared/richmenu/group.ts";
import { actionTarget } from "../../../shared/richmenu/index.ts";
import { percentBox } from "../../components/canvas-editor/layout.ts";
import { LABEL } from "../../components/labels.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { tm } from "../../i18n/descriptor.ts";
import type { GroupImage } from "./wizard-state.ts";

interface Bubble {
  id: number;
  text: string;
}

/**
 * The group as a phone shows it: a chat above, the menu below. Tapping an area does what LINE
 * would: a richmenuswitch shows that page, a message or a postback's displayText appears as the
 * user's bubble, anything else is named in the status line (the preview cannot open it).
 */
export function GroupPreview({
  group,
  imageUrls,
}: {
  group: TabGroup<GroupImage>;
  imageUrls: ReadonlyMap<Blob, string>;
}) {
  const { _: t } = useLingui();
  const [shownId, setShownId] = useState<string | null>(null);
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  const [status, setStatus] = useState("");
  const index = Math.max(
    0,
    group.pages.findIndex((page) => page.id === shownId),
  );
  const page = group.pages[index];
  if (!page) return null;
  const url = page.image ? imageUrls.get(page.image.blob) : undefined;
  const { size } = group;

  const tap = (areaIndex: number) => {
    const area = page.editor.areas[areaIndex];
    if (!area) return;
    const outcome = tapOutcome(group, area.data);
    switch (outcome.kind) {
      case "switch": {
        setShownId(outcome.pageId);
        const target = group.pages.findIndex((each) => each.id === outcome.pageId);
        setStatus(t("Switched to page {page} ({alias})", { page: target + 1, alias: outcome.aliasId }));
        return;
      }
      case "switchOutside":
        return setStatus(
          t("Switches to alias {alias}, which is not a page of this group", { alias: outcome.aliasId }),
        );
      case "bubble":
        setBubbles((list) => [...list.slice(-19), { id: (list.at(-1)?.id ?? 0) + 1, text: outcome.text }]);
        return setStatus(t('Sent "{text}"', { text: outcome.text }));
      case "target":
        return setStatus(tm(outcome.text));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Tap-through preview")}</CardTitle>
        <CardDescription>
          {t("Tap the menu as a user would: tabs switch pages, messages appear in the chat.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <section
          aria-label={t("Phone preview")}
          className="mx-auto flex w-full max-w-sm flex-col overflow-hidden rounded-3xl border-8 border-gray-900 bg-[#8cabd9]"
        >
          <div
            role="log"
            aria-label={t("Preview chat")}
            className="flex min-h-40 flex-col items-end gap-2 p-3"
          >
            {bubbles.map((bubble) => (
              <p
                key={bubble.id}
                className="max-w-[80%] rounded-2xl bg-line px-3 py-1.5 text-sm break-words text-white"
              >
                {bubble.text}
              </p>
            ))}
          </div>
          <p role="status" className="min-h-6 bg-white/80 px-3 py-1 text-xs text-gray-800">
            {status}
          </p>
          <div className="relative bg-white" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
            {url ? (
              <img
                src={url}
                alt={t("Rich menu page {page}", { page: index + 1 })}
                className="absolute inset-0 block size-full"
              />
            ) : (
              <span className="absolute inset-0 flex items-center justify-center text-xs text-gray-500">
                {t("Page {page} has no image yet", { page: index + 1 })}
              </span>
            )}
            {page.editor.areas.map((area, areaIndex) => (
              <button
                key={area.id}
                type="button"
                aria-label={t(LABEL.areaNTarget, {
                  n: areaIndex + 1,
                  target: tm(actionTarget(area.data)) || area.data.type,
                })}
                onClick={() => tap(areaIndex)}
                style={percentBox(area.bounds, size)}
                className="absolute box-border border border-white/60 bg-transparent outline-none hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-line"
              />
            ))}
          </div>
          <p className="bg-white py-2 text-center text-sm font-medium text-gray-800">
            {group.chatBarText || t("Menu")} ▾
          </p>
        </section>
        <p className="mt-2 text-center text-sm text-gray-700" aria-live="polite">
          {t("Showing page {page} of {pages} ({alias})", {
            page: index + 1,
            pages: group.pages.length,
            alias: page.aliasId,
          })}
        </p>
      </CardContent>
    </Card>
  );
}
