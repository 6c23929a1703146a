import { useLingui } from "@lingui/react";
import { UserRound } from "lucide-react";
import { useState } from "react";
import type { TextMessageState } from "../../../shared/text-message/index.ts";
import { LABEL } from "../../components/labels.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";

/** A round icon that falls back to a placeholder when the URL does not load. */
function Avatar({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url === "" || failed === url) {
    return (
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/70 text-gray-500">
        <UserRound aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      className="size-9 shrink-0 rounded-full bg-white object-cover"
      onError={() => setFailed(url)}
    />
  );
}

function ChipIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url === "" || failed === url) return null;
  return <img src={url} alt="" className="size-5 rounded-full object-cover" onError={() => setFailed(url)} />;
}

/** The message as a chat shows it: sender, the text bubble and the quick reply chips. */
export function ChatPreview({ state }: { state: TextMessageState }) {
  const { _: t } = useLingui();
  const { sender, quickReplies } = state;
  const text = state.text.trim() === "" ? t("Your message appears here") : state.text;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(LABEL.preview)}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure
          aria-label={t("Chat preview")}
          className="flex min-w-0 flex-col overflow-hidden rounded-lg bg-[#8cabd9]"
        >
          <div className="flex min-w-0 items-start gap-2 p-3">
            <Avatar url={sender.iconUrl} />
            <div className="flex min-w-0 flex-col gap-1">
              {/* Dark on LINE's chat blue: white text there is 2.3:1, under the 4.5:1 small text needs. */}
              <span className="text-xs text-gray-900">{sender.name || t("Your account")}</span>
              <p
                className={
                  "max-w-full rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm break-words whitespace-pre-wrap " +
                  (state.text.trim() === "" ? "text-gray-500 italic" : "text-gray-900")
                }
              >
                {text}
              </p>
            </div>
          </div>
          {quickReplies.length > 0 ? (
            <ul aria-label={t("Quick reply buttons")} className="flex gap-2 overflow-x-auto bg-white/40 p-2">
              {quickReplies.map((item) => (
                <li
                  key={item.id}
                  className="flex shrink-0 items-center gap-1 rounded-full border border-line bg-white px-3 py-1 text-xs text-line"
                >
                  <ChipIcon url={item.imageUrl} />
                  {item.action.label || t("(no label)")}
                </li>
              ))}
            </ul>
          ) : null}
        </figure>
      </CardContent>
    </Card>
  );
}
