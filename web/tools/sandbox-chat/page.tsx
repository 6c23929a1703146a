import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { InboxEntry } from "../../../shared/api/sandbox-inbox.ts";
import { useAuth } from "../../auth/auth.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { dateText, msg, useT } from "../../i18n/i18n.ts";
import { ChatInput } from "./chat-input.tsx";
import { ChatMessage } from "./messages.tsx";
import { RichMenuBar } from "./rich-menu-bar.tsx";

const VIA: Record<InboxEntry["via"], string> = {
  push: msg("pushed by the bot"),
  reply: msg("replied by the bot"),
  chat: msg("sent to the chat"),
  share: msg("shared with the picker"),
};

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

/** Sent by the user or to them (the chats they are in: their own, and a group they wrote to). */
function involves(entry: InboxEntry, userId: string): boolean {
  return entry.from.id === userId || entry.to.some((party) => party.id === userId);
}

export default function SandboxChatPage() {
  const t = useT();
  const { liff, state, askLogin } = useAuth();
  // Only the logged-in sandbox user's conversation (what they sent, what was sent to them); nobody's logged out.
  const me = state.status === "loggedIn" ? state.profile.userId : null;
  const [all, setEntries] = useState<InboxEntry[] | null>(null);
  const entries = useMemo(() => (all && me ? all.filter((entry) => involves(entry, me)) : null), [all, me]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const res = await fetch("/api/sandbox/inbox");
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setEntries(((await res.json()) as { entries: InboxEntry[] }).entries);
      setError(null);
    } catch (e) {
      setError(t("The sandbox chat is unavailable ({message})", { message: (e as Error).message }));
    }
  }, [t]);
  const newest = useNewestInView(entries?.length ?? null);
  useEffect(() => {
    if (liff.mode !== "sandbox" || me === null) return;
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [liff.mode, load, me]);

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
            <Button variant="outline" size="sm" onClick={() => void load()}>
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
                    />
                  ))}
                </div>
              </li>
            ))}
          </ol>
          <ChatInput onSent={() => void load()} />
          <RichMenuBar onChanged={() => void load()} />
        </div>
      )}
    </div>
  );
}
