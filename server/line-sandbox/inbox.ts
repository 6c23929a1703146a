import { randomUUID } from "node:crypto";
import type { InboxEntry } from "../../shared/api/sandbox-inbox.ts";
import type { SandboxChannel, SandboxUser } from "./types.ts";

// The sandbox inbox: what the emulator delivered (pushes) and what the app reports it sent through
// liff-mock (to the chat, shared). Shared by every app instance pointed at this emulator.

/** Oldest entries go first: the inbox is a demo chat, not a log. */
const MAX_ENTRIES = 200;

export interface SandboxInbox {
  list(): InboxEntry[];
  add(entry: Omit<InboxEntry, "id" | "at">): InboxEntry;
}

export function createSandboxInbox(now: () => number): SandboxInbox {
  const entries: InboxEntry[] = [];
  return {
    list: () => [...entries],
    add(entry) {
      const stored: InboxEntry = { id: randomUUID(), at: now(), ...entry };
      entries.push(stored);
      if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
      return stored;
    },
  };
}

/** A line the user typed in the Sandbox Chat (or a postback's displayText, shown as if typed) to a bot. */
export function addUserLine(inbox: SandboxInbox, channel: SandboxChannel, user: SandboxUser, text: string) {
  inbox.add({
    via: "chat",
    from: {
      id: user.userId,
      name: user.displayName,
      ...(user.pictureUrl ? { pictureUrl: user.pictureUrl } : {}),
    },
    to: [{ id: channel.channelId, name: channel.name }],
    messages: [{ type: "text", text }],
  });
}
