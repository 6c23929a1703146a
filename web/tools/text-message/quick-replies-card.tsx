import { useLingui } from "@lingui/react";
import { Plus } from "lucide-react";
import {
  addQuickReply,
  canAddQuickReply,
  changeQuickReplyType,
  DEFAULT_QUICK_REPLY_LABEL,
  DEFAULT_QUICK_REPLY_TEXT,
  MAX_QUICK_REPLIES,
  moveQuickReply,
  type QuickReplyDraft,
  removeQuickReply,
  setQuickReplyImageUrl,
  updateQuickReplyAction,
} from "../../../shared/text-message/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { actionPatch } from "./model.ts";
import { QuickReplyItem } from "./quick-reply-item.tsx";

export interface QuickRepliesCardProps {
  items: QuickReplyDraft[];
  /** Receives a function of the latest list, so async icon commits never overwrite newer edits. */
  onChange: (change: (items: QuickReplyDraft[]) => QuickReplyDraft[]) => void;
  host: string;
}

/** Edits address a button by id: its index may change (reorder) while an icon check runs. */
function at(items: QuickReplyDraft[], id: string): number {
  return items.findIndex((item) => item.id === id);
}

export function QuickRepliesCard({ items, onChange, host }: QuickRepliesCardProps) {
  const { _: t } = useLingui();
  const edit = (id: string, change: (items: QuickReplyDraft[], index: number) => QuickReplyDraft[]) =>
    onChange((current) => {
      const index = at(current, id);
      return index < 0 ? current : change(current, index);
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Quick Reply Buttons")}</CardTitle>
        <CardDescription>
          {t("Up to {max} buttons shown above the keyboard ({count}/{max}).", {
            max: MAX_QUICK_REPLIES,
            count: items.length,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {items.map((item, index) => (
          <QuickReplyItem
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            onMove={(direction) => edit(item.id, (list, i) => moveQuickReply(list, i, direction))}
            onDelete={() => edit(item.id, (list, i) => removeQuickReply(list, i))}
            onType={(type) => edit(item.id, (list, i) => changeQuickReplyType(list, i, type, host))}
            onField={(key, value) =>
              edit(item.id, (list, i) => {
                const action = list[i]?.action;
                return action ? updateQuickReplyAction(list, i, actionPatch(action, key, value)) : list;
              })
            }
            onIcon={(url) => edit(item.id, (list, i) => setQuickReplyImageUrl(list, i, url))}
          />
        ))}
        <Button
          variant="outline"
          className="self-start"
          disabled={!canAddQuickReply(items)}
          // A new button's label and text are sample data in the language shown.
          onClick={() =>
            onChange((current) =>
              addQuickReply(current, {
                label: t(DEFAULT_QUICK_REPLY_LABEL),
                text: t(DEFAULT_QUICK_REPLY_TEXT),
              }),
            )
          }
        >
          <Plus aria-hidden="true" />
          {t("Add Quick Reply")}
        </Button>
      </CardContent>
    </Card>
  );
}
