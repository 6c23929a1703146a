import { useState } from "react";
import type { PushResult, QuotaResult, ValidateResult } from "../../../shared/line-send/api.ts";
import { checkLiffAcceptance } from "../../../shared/line-send/liff-acceptance.ts";
import { readableSendError } from "../../../shared/line-send/liff-errors.ts";
import type { LineMessage } from "../../../shared/line-send/messages.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { api, channelHeaders, readApiError } from "../../api/client.ts";
import { tm } from "../../i18n/descriptor.ts";
import { msg, t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import type { LiffService } from "../../liff/index.ts";
import { useChannelCredentials } from "../credentials/channel-credentials.tsx";
import { type LineReport, messagesKey } from "./use-line-problems.ts";
import { useQuota } from "./use-quota.ts";

export type SendOutcome =
  | { kind: "idle" }
  | { kind: "busy"; action: "push" | "validate" | "chat" }
  | { kind: "error"; message: string }
  | { kind: "pushed"; text: string }
  | { kind: "sent"; text: string }
  /** `messages`: the key of what LINE checked, so an edit makes the answer stale. */
  | { kind: "validated"; result: ValidateResult; messages: string };

export const LINE_SEND_TEXTS = {
  sentToChat: msg("Sent to this chat"),
  needLogin: msg("Log in with LINE first: the message goes to the LINE account you log in with."),
  needCredentials: msg("Enter your Messaging API channel's Channel ID and Channel Secret, then try again."),
  accepted: msg("LINE accepts this message."),
} as const;

export function quotaText(quota: QuotaResult): string {
  if (quota.type === "none") {
    return t("{used} messages sent this month (no monthly limit).", { used: quota.totalUsage });
  }
  return t("This month: {used} of {limit} messages used.", {
    used: quota.totalUsage,
    limit: quota.value ?? "?",
  });
}

function postMessages(
  path: "push-to-me" | "validate",
  messages: LineMessage[],
  headers: Record<string, string>,
  extra: { customAggregationUnit?: string } = {},
) {
  return api["line-messages"][path].$post({ json: { messages, ...extra } }, { headers });
}

/** The three ways a builder's message reaches LINE, each leaving one outcome to show. */
/**
 * "Send to this chat", called straight from a click: what LIFF cannot carry is refused with its reason
 * before the SDK is touched, and `liff.sendMessages` runs before anything is awaited. `done` rejects
 * with a readable message, or null when the SDK already told the user (its app-version alert).
 */
export function sendToLiffChat(
  liff: LiffService,
  messages: LineMessage[],
): { ok: false; reason: MessageLike } | { ok: true; note?: string; done: Promise<void> } {
  const acceptance = checkLiffAcceptance(messages);
  if (!acceptance.ok) return { ok: false, reason: acceptance.reason };
  let sending: Promise<void>;
  try {
    sending = liff.sendMessages(acceptance.messages);
  } catch (error) {
    sending = Promise.reject(error);
  }
  const done = sending.catch((error: unknown) => {
    throw readableSendError(error, { lineVersion: liff.lineVersion() });
  });
  return { ok: true, ...(acceptance.note ? { note: acceptance.note } : {}), done };
}

export interface LineSendOptions {
  /** The builder lists LINE's validate details with its own problems (null: LINE accepted, or stale). */
  onLineReport?: ((report: LineReport | null) => void) | undefined;
}

export function useLineSend(
  liff: LiffService,
  messages: LineMessage[] | null,
  options: LineSendOptions = {},
) {
  const { credentials, complete } = useChannelCredentials();
  const { quota, update: updateQuota } = useQuota(credentials, complete);
  const [outcome, setOutcome] = useState<SendOutcome>({ kind: "idle" });
  const [askCredentials, setAskCredentials] = useState(false);

  /** Straight from the click: liff.sendMessages is called before anything is awaited. */
  const sendToChat = () => {
    if (!messages) return;
    const sending = sendToLiffChat(liff, messages);
    if (!sending.ok) {
      setOutcome({ kind: "error", message: tm(sending.reason) });
      return;
    }
    setOutcome({ kind: "busy", action: "chat" });
    sending.done.then(
      () => {
        const text = sending.note
          ? `${t(LINE_SEND_TEXTS.sentToChat)}. ${tm(sending.note)}`
          : t(LINE_SEND_TEXTS.sentToChat);
        // Said once, next to the button (with the note, when there is one): no toast on top of it.
        setOutcome({ kind: "sent", text });
      },
      (message: MessageLike | null) =>
        setOutcome(message === null ? { kind: "idle" } : { kind: "error", message: tm(message) }),
    );
  };

  const withChannel = async (
    action: "push" | "validate",
    run: (headers: Record<string, string>) => Promise<SendOutcome>,
  ) => {
    if (!messages) return;
    if (!complete) {
      setAskCredentials(true);
      setOutcome({ kind: "error", message: t(LINE_SEND_TEXTS.needCredentials) });
      return;
    }
    setOutcome({ kind: "busy", action });
    try {
      setOutcome(await run(channelHeaders(credentials)));
    } catch (error) {
      setOutcome({ kind: "error", message: (error as Error).message });
    }
  };

  /** `unit`: the custom aggregation unit the push is counted in (Insights), when one was named. */
  const pushToMe = (unit = "") => {
    const idToken = liff.getIdToken();
    if (!idToken) {
      setOutcome({ kind: "error", message: t(LINE_SEND_TEXTS.needLogin) });
      return;
    }
    void withChannel("push", async (headers) => {
      const res = await postMessages(
        "push-to-me",
        messages ?? [],
        { ...headers, authorization: `Bearer ${idToken}` },
        unit ? { customAggregationUnit: unit } : {},
      );
      if (!res.ok)
        return { kind: "error", message: await readApiError(res, t("Could not send the message")) };
      const body = (await res.json()) as PushResult;
      updateQuota(body.quota);
      toast.success(t("Sent to {name}", { name: body.sentTo.displayName }));
      return {
        kind: "pushed",
        text: `${t("Sent to {name}.", { name: body.sentTo.displayName })} ${quotaText(body.quota)}`,
      };
    });
  };

  const validate = () =>
    void withChannel("validate", async (headers) => {
      const checked = messages ?? [];
      const res = await postMessages("validate", checked, headers);
      if (!res.ok)
        return { kind: "error", message: await readApiError(res, t("LINE could not validate the message")) };
      const result = (await res.json()) as ValidateResult;
      const key = messagesKey(checked);
      options.onLineReport?.(result.ok ? null : { messages: key, details: result.details });
      return { kind: "validated", result, messages: key };
    });

  return { outcome, askCredentials, quota, sendToChat, pushToMe, validate };
}
