import { useLingui } from "@lingui/react";
import { useState } from "react";
import { describeAction, FlexPreview } from "../../components/flex-preview/index.ts";
import { LABEL } from "../../components/labels.ts";

type Message = { type: string } & Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A text message with its sender override and quick reply chips, as LINE draws them. */
function TextMessage({ message, sender, mine }: { message: Message; sender: string; mine: boolean }) {
  const { _: t } = useLingui();
  const override =
    isRecord(message.sender) && typeof message.sender.name === "string" ? message.sender.name : null;
  const items =
    isRecord(message.quickReply) && Array.isArray(message.quickReply.items) ? message.quickReply.items : [];
  return (
    <div className={mine ? "flex flex-col items-end gap-1" : "flex flex-col gap-1"}>
      {/* LINE names the other side only; the user's own bubbles are green, on the right. */}
      {/* The bot's or the sender override's name: the channel's words, not the app's. */}
      {mine ? null : (
        <span translate="no" className="text-xs text-gray-600">
          {override ?? sender}
        </span>
      )}
      {/* The message as LINE shows it, the bot's or the user's own words: no page translator's. */}
      <p
        translate="no"
        data-bubble={mine ? "mine" : "theirs"}
        className={
          mine
            ? "max-w-xs rounded-2xl rounded-tr-sm bg-[#8de055] px-3 py-2 text-left text-sm whitespace-pre-wrap break-words text-gray-950 shadow-sm"
            : "max-w-xs rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm whitespace-pre-wrap break-words shadow-sm"
        }
      >
        {String(message.text ?? "")}
      </p>
      {items.length > 0 ? (
        <ul aria-label={t("Quick replies")} className="flex flex-wrap gap-1">
          {items.map((item, index) => {
            const action = isRecord(item) && isRecord(item.action) ? item.action : {};
            return (
              <li
                key={index}
                translate="no"
                className="rounded-full border border-line bg-white px-3 py-1 text-xs text-line"
              >
                {String(action.label ?? action.type ?? "")}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** The URL a tapped action opens, if it opens one (LINE's message insights count these). */
const urlOf = (action: unknown): string | null => {
  if (!isRecord(action) || action.type !== "uri") return null;
  const url = action.uri ?? action.linkUri;
  return typeof url === "string" ? url : null;
};

/** An imagemap: the hosted 1040 px rendition with its areas as tappable regions. */
function ImagemapMessage({ message, onOpen }: { message: Message; onOpen?: (url: string) => void }) {
  const { _: t } = useLingui();
  const [tapped, setTapped] = useState("");
  const base = isRecord(message.baseSize) ? message.baseSize : {};
  const width = Number(base.width) || 1040;
  const height = Number(base.height) || 1040;
  const actions = Array.isArray(message.actions) ? message.actions.filter(isRecord) : [];
  const pct = (value: unknown, of: number) => `${(Number(value) / of) * 100}%`;
  return (
    <figure className="flex max-w-xs flex-col gap-1">
      <div
        className="relative w-full overflow-hidden rounded-xl"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <img
          src={`${String(message.baseUrl)}/1040`}
          alt={String(message.altText ?? "Imagemap")}
          className="size-full"
        />
        {actions.map((action, index) => {
          const area = isRecord(action.area) ? action.area : {};
          const description = describeAction(
            action.type === "uri" ? { ...action, uri: action.linkUri } : action,
          );
          return (
            <button
              key={index}
              type="button"
              aria-label={t(LABEL.areaNTarget, { n: index + 1, target: description })}
              onClick={() => {
                setTapped(description);
                const url = urlOf(action);
                if (url && onOpen) onOpen(url);
              }}
              className="absolute border border-white/60 hover:bg-white/20"
              style={{
                left: pct(area.x, width),
                top: pct(area.y, height),
                width: pct(area.width, width),
                height: pct(area.height, height),
              }}
            />
          );
        })}
      </div>
      {tapped ? (
        <figcaption role="status" className="text-xs text-gray-600">
          {tapped}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function ChatMessage({
  message,
  sender,
  mine = false,
  onOpen,
}: {
  message: Message;
  sender: string;
  mine?: boolean;
  /** A URL of the message was opened (tapped). */
  onOpen?: (url: string) => void;
}) {
  switch (message.type) {
    case "text":
      return <TextMessage message={message} sender={sender} mine={mine} />;
    case "flex":
      return (
        <div className="flex max-w-full flex-col gap-1 text-left">
          {mine ? null : (
            <span translate="no" className="text-xs text-gray-600">
              {sender}
            </span>
          )}
          <FlexPreview
            container={message.contents}
            altText={String(message.altText ?? "")}
            mode="mobile"
            onAction={(action) => {
              const url = urlOf(action);
              if (url && onOpen) onOpen(url);
            }}
          />
        </div>
      );
    case "imagemap":
      return <ImagemapMessage message={message} {...(onOpen ? { onOpen } : {})} />;
    default:
      return (
        <pre className="max-w-xs overflow-auto rounded-lg bg-white p-2 text-xs shadow-sm">
          {JSON.stringify(message, null, 2)}
        </pre>
      );
  }
}
