import { useLingui } from "@lingui/react";
import { RefreshCw } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { InboxEntry } from "../../../shared/api/sandbox-inbox.ts";
import { api, apiJson } from "../../api/client.ts";
import { queryClient, useApiQuery } from "../../api/query.ts";
import { useAuth } from "../../auth/auth.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { dateText } from "../../i18n/dates.ts";
import { msg } from "../../i18n/i18n.ts";
import { ChatInput } from "./chat-input.tsx";
import { ChatMessage } from "./messages.tsx";
import { RichMenuBar } from "./rich-menu-bar.tsx";

const VIA: Record<InboxEntry["via"], string> = {
  push: msg("pushed by the bot"),
  multicast: msg("multicast by the bot"),
  broadcast: msg("broadcast by the bot"),
  narrowcast: msg("narrowcast by the bot"),
  reply: msg("replied by the bot"),
  chat: msg("sent to the chat"),
  share: msg("shared with the picker"),
};

const INBOX_KEY = ["sandbox-inbox"] as const;

/** New pushes arrive without a reload: the emulator has no socket to tell us. */
const POLL_MS = 2000;

/**
 * A chat opens at its newest message, as LINE's does; a message arriving later is brought into view
 * only while the reader is at the bottom already (not while they read back).
 */
function useNewestInView(count: number | null) {
  const newest = useRef<HTMLLIElement | null>(null);
  const shown = useRef<number | null>(null);
  const atBottom = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      atBottom.current = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 80;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  useLayoutEffect(() => {
    if (count === null || count === 0 || count === shown.current) return;
    const first = shown.current === null;
    shown.current = count;
    // To the page's end: the newest message and, under it, the text box and its delivery status stay in view.
    if (first || atBottom.current) {
      newest.current?.scrollIntoView({ block: "end" });
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
  }, [count]);
  return newest;
}

/**
 * The bot's messages drawn for the user count as seen (LINE counts a message displayed), once per entry per
 * page view: the emulator turns the sends among them into impressions for the message insights.
 */
function useSeenByMe(entries: InboxEntry[] | null, me: string | null) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const fresh = (entries ?? [])
      .filter((e) => e.from.id !== me && !reported.current.has(e.id))
      .map((e) => e.id);
    if (fresh.length === 0) return;
    for (const id of fresh) reported.current.add(id);
    void api.sandbox.message.impression.$post({ json: { entryIds: fresh.slice(-200) } });
  }, [entries, me]);
}

export default function SandboxChatPage() {
  const { _: t } = useLingui();
  const { liff, state, askLogin } = useAuth();
  // The server answers only the logged-in sandbox user's conversation; logged out, nothing is asked for.
  const me = state.status === "loggedIn" ? state.profile.userId : null;
  const inbox = useApiQuery({
    // Per user: what was loaded for another user (before a switch) is never shown.
    queryKey: [...INBOX_KEY, me],
    queryFn: async () => (await apiJson(api.sandbox.inbox.$get())).entries,
    enabled: liff.mode === "sandbox" && me !== null,
    refetchInterval: POLL_MS,
  });
  const entries = inbox.data ?? null;
  const error = inbox.error
    ? t("The sandbox chat is unavailable ({message})", { message: inbox.error.message })
    : null;
  const load = () => void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  const newest = useNewestInView(entries?.length ?? null);
  useSeenByMe(entries, me);
  const opened = (entryId: string) => (url: string) =>
    void api.sandbox.message.click.$post({ json: { entryId, url } });

  return (
    <div className="min-w-0">
      <PageHeader
        title={t("Sandbox Chat")}
        description={t("Messages pushed by the sandbox bot, sent to a chat or shared, drawn as LINE would.")}
      />
      {liff.mode !== "sandbox" ? (
        <Alert>{t("The sandbox chat exists in sandbox mode only.")}</Alert>
      ) : me === null ? (
        <Alert>
          <span className="flex flex-col items-start gap-2">
            <span>{t("Log in as a sandbox user to see your chat with the bot.")}</span>
            <Button size="sm" onClick={() => void askLogin()}>
              {t("Log in")}
            </Button>
          </span>
        </Alert>
      ) : (
        <div className="flex flex-col gap-3">
          <div>
            <Button variant="outline" size="sm" onClick={load}>
              <RefreshCw aria-hidden="true" />
              {t("Refresh")}
            </Button>
          </div>
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          {entries?.length === 0 ? <p className="text-sm text-gray-600">{t("No messages yet.")}</p> : null}
          <ol aria-label={t("Sandbox chat")} className="flex flex-col gap-4 rounded-xl bg-[#8cabd9]/30 p-3">
            {(entries ?? []).map((entry, index, all) => (
              <li
                key={entry.id}
                ref={index === all.length - 1 ? newest : undefined}
                // As LINE draws a chat: what the user sent on the right, the rest on the left.
                data-side={entry.from.id === me ? "mine" : "theirs"}
                className={entry.from.id === me ? "flex flex-col items-end text-right" : "flex flex-col"}
                aria-label={t("{from} to {to}", {
                  from: entry.from.name,
                  to: entry.to.map((to) => to.name).join(", "),
                })}
              >
                <p className="mb-1 text-xs text-gray-700">
                  {/* Names of sandbox users and groups: the data's words, not the app's. */}
                  <span translate="no">{entry.from.name}</span> →{" "}
                  <span translate="no">{entry.to.map((to) => to.name).join(", ")}</span> · {t(VIA[entry.via])}{" "}
                  · <time dateTime={new Date(entry.at).toISOString()}>{dateText(entry.at, "time")}</time>
                </p>
                <div
                  className={entry.from.id === me ? "flex flex-col items-end gap-2" : "flex flex-col gap-2"}
                >
                  {entry.messages.map((message, index) => (
                    <ChatMessage
                      key={index}
                      message={message}
                      sender={entry.from.name}
                      mine={entry.from.id === me}
                      {...(entry.from.id === me ? {} : { onOpen: opened(entry.id) })}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ol>
          <ChatInput onSent={load} />
          <RichMenuBar onChanged={load} />
        </div>
      )}
    </div>
  );
}
