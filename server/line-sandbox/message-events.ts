import type { SandboxInbox } from "./inbox.ts";
import type { ChannelState, SentRequest } from "./state.ts";

// A Sandbox Chat user sees a message the bot sent (an impression of each of its bubbles) or opens a URL
// in it (a click): counted for message/event and event/aggregation (`insight.ts`), as LINE counts what its
// app shows and opens. Only sends the emulator answered with a request id count; a chat line does not.

export interface MessageSeenInput {
  userId: string;
  /** Inbox entries the chat drew; entries that are no send to this user are skipped. */
  entryIds: string[];
}

export interface MessageClickInput {
  userId: string;
  entryId: string;
  url: string;
}

interface Deps {
  states: ReadonlyMap<string, ChannelState>;
  inbox: SandboxInbox;
  now: () => number;
}

/** The URLs of `uri` actions in the messages (Flex, imagemap `linkUri`, templates), first use first. */
export function urlsOf(messages: readonly unknown[]): string[] {
  const urls = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.type === "uri") {
      const url = record.uri ?? record.linkUri;
      if (typeof url === "string") urls.add(url);
    }
    for (const value of Object.values(record)) walk(value);
  };
  walk(messages);
  return [...urls];
}

export function messageEvents(deps: Deps) {
  /** The send that made inbox entry `entryId` to `userId`, or null. */
  function sendOf(entryId: string, userId: string) {
    const entry = deps.inbox.list().find((e) => e.id === entryId);
    if (!entry?.to.some((party) => party.id === userId)) return null;
    for (const channel of deps.states.values()) {
      for (const [requestId, request] of channel.insight.requests) {
        if (request.entryIds.includes(entryId)) return { channel, requestId, request };
      }
    }
    return null;
  }

  /** How many of the entries were sends to the user (each counted as an impression of every bubble). */
  function seen({ userId, entryIds }: MessageSeenInput): number {
    let counted = 0;
    for (const entryId of new Set(entryIds)) {
      const send = sendOf(entryId, userId);
      if (!send) continue;
      counted += 1;
      const at = deps.now();
      for (let seq = 1; seq <= send.request.messages.length; seq++)
        send.channel.insight.messageEvents.push({ requestId: send.requestId, userId, at, seq, url: null });
    }
    return counted;
  }

  /** False when the entry is no send to the user or the URL is not in its messages. */
  function click({ userId, entryId, url }: MessageClickInput): boolean {
    const send = sendOf(entryId, userId);
    if (!send) return false;
    const seq = bubbleOf(send.request, url);
    if (seq === null) return false;
    send.channel.insight.messageEvents.push({ requestId: send.requestId, userId, at: deps.now(), seq, url });
    return true;
  }

  return { seen, click };
}

function bubbleOf(request: SentRequest, url: string): number | null {
  const index = request.messages.findIndex((message) => urlsOf([message]).includes(url));
  return index < 0 ? null : index + 1;
}
