import { Trans, useLingui } from "@lingui/react";
import { Copy, FolderOpen, Share2, Trash2 } from "lucide-react";
import { useState } from "react";
import { wrapFlexMessage } from "../../../shared/flex/message.ts";
import type { SavedFlexMessage } from "../../../shared/flex/storage.ts";
import { flexMessages } from "../../../shared/line-send/messages.ts";
import { LABEL } from "../../components/labels.ts";
import { SendToChatButton } from "../../components/line-actions/send-to-chat-button.tsx";
import { SHARE_LABEL } from "../../components/share/share-label.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { dateText } from "../../i18n/dates.ts";
import { OpenInDesignerButton } from "../flex-designer/open-in-designer.tsx";
import { EMPTY_LIST } from "./texts.ts";
import type { ListStatus } from "./use-saved-messages.ts";

const EXCERPT_LENGTH = 160;
const formatDateTime = (iso: string) => dateText(new Date(iso), "medium");

export interface SavedListProps {
  messages: SavedFlexMessage[];
  status: ListStatus;
  shareReady: boolean;
  /** Id of the message whose share picker is open. */
  sharingId: string | null;
  onLoad: (message: SavedFlexMessage) => void;
  onCopy: (message: SavedFlexMessage) => void;
  onShare: (message: SavedFlexMessage) => void;
  onDelete: (message: SavedFlexMessage) => Promise<unknown>;
  onRetry: () => void;
}

export function SavedMessagesCard(props: SavedListProps) {
  const { _: t } = useLingui();
  const { messages, status, onDelete, onRetry, ...itemProps } = props;
  const [pending, setPending] = useState<SavedFlexMessage | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    await onDelete(pending);
    setDeleting(false);
    setPending(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Saved Flex Messages")}</CardTitle>
        <CardDescription>
          {t("Only you can see these. Each is deleted automatically when it expires.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {messages.length > 0 ? (
          <ul aria-label={t("Saved Flex Messages")} className="flex flex-col gap-3">
            {messages.map((message) => (
              <SavedItem
                key={message.id}
                message={message}
                {...itemProps}
                onDelete={() => setPending(message)}
              />
            ))}
          </ul>
        ) : (
          <EmptyState status={status} onRetry={onRetry} />
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t("Delete this Flex message?")}
        description={
          pending ? t('"{title}" will be deleted permanently.', { title: pending.title }) : undefined
        }
        confirmLabel={t(LABEL.delete)}
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

function EmptyState({ status, onRetry }: { status: ListStatus; onRetry: () => void }) {
  const { _: t } = useLingui();
  const box =
    "flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 p-6 text-center";
  if (status === "error") {
    return (
      <div className={box}>
        <p className="text-sm text-gray-600">{t("Your saved messages could not be loaded.")}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("Try again")}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className={`${box} text-sm text-gray-600`}>
      {status === "ready" ? t(EMPTY_LIST) : t("Loading saved messages…")}
    </p>
  );
}

interface SavedItemProps extends Omit<SavedListProps, "messages" | "status" | "onDelete" | "onRetry"> {
  message: SavedFlexMessage;
  onDelete: () => void;
}

function SavedItem({ message, shareReady, sharingId, onLoad, onCopy, onShare, onDelete }: SavedItemProps) {
  const { _: t } = useLingui();
  const sharing = sharingId === message.id;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <div className="min-w-0">
          {/* The user's own title, shown as typed. */}
          <h3 translate="no" className="font-semibold break-words">
            {message.title}
          </h3>
          <p className="text-sm break-words text-gray-700">
            <span className="text-gray-500">{t("Alt text:")}</span>{" "}
            <span translate="no">{message.altText}</span>
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-500">
            <span>
              <Trans
                id="Created {date}"
                values={{
                  date: <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
                }}
              />
            </span>
            <span>
              <Trans
                id={LABEL.expiresDate}
                values={{
                  date: <time dateTime={message.expiresAt}>{formatDateTime(message.expiresAt)}</time>,
                }}
              />
            </span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Delete "{title}"', { title: message.title })}
          className="text-red-600 hover:bg-red-50"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <code className="block truncate rounded-md bg-gray-50 px-2 py-1.5 font-mono text-xs text-gray-700">
        {excerpt(message.flexJson)}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onLoad(message)}>
          <FolderOpen aria-hidden="true" />
          {t("Load")}
        </Button>
        <OpenInDesignerButton
          message={wrapFlexMessage(message.flexJson, message.altText)}
          origin={{ id: message.id, title: message.title }}
          label={t('Open "{title}" in Designer', { title: message.title })}
        />
        <Button variant="outline" size="sm" onClick={() => onCopy(message)}>
          <Copy aria-hidden="true" />
          {t(LABEL.copy)}
        </Button>
        <SendToChatButton messages={flexMessages(message.flexJson, message.altText)} />
        {shareReady ? (
          <Button variant="outline" size="sm" disabled={sharing} onClick={() => onShare(message)}>
            <Share2 aria-hidden="true" />
            {sharing ? t("Sharing...") : t(SHARE_LABEL)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function excerpt(value: unknown): string {
  const json = JSON.stringify(value) ?? "";
  return json.length > EXCERPT_LENGTH ? `${json.slice(0, EXCERPT_LENGTH)}…` : json;
}
