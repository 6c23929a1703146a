import { z } from "zod";
import { lineMessagesSchema } from "../line-send/api.ts";

/**
 * The sandbox inbox: every message the LINE emulator delivered (a push, multicast or broadcast of the bot) or that the
 * app handed to LIFF in sandbox mode (sent to the chat, shared with the picker), newest last.
 */
export type InboxVia = "push" | "multicast" | "broadcast" | "narrowcast" | "reply" | "chat" | "share";

export interface InboxParty {
  id: string;
  name: string;
  pictureUrl?: string;
}

export interface InboxEntry {
  id: string;
  /** ms since the epoch, emulator clock. */
  at: number;
  via: InboxVia;
  from: InboxParty;
  to: InboxParty[];
  messages: ({ type: string } & Record<string, unknown>)[];
}

/** What the app records when liff-mock "sends" or "shares": the sender comes from the ID token. */
export const inboxRecordBodySchema = z.object({
  via: z.enum(["chat", "share"]),
  /** Sandbox user or group ids the picker chose; "chat" goes to the chat the app was opened from. */
  to: z.array(z.string().min(1).max(64)).min(1).max(10),
  messages: lineMessagesSchema,
});

/** A line typed into the Sandbox Chat by the logged-in sandbox user, to a sandbox channel's bot. */
export const sandboxChatBodySchema = z.object({
  text: z.string().trim().min(1, "Type a message").max(5000, "A message is at most 5000 characters"),
  /** The sandbox channel whose bot gets it; the first one when absent. */
  channelId: z
    .string()
    .regex(/^\d{1,20}$/, "Channel ID must be digits only")
    .optional(),
});

/** Bot messages the Sandbox Chat drew for the logged-in user: impressions for the message insights. */
export const sandboxMessageSeenSchema = z.object({
  entryIds: z.array(z.string().min(1).max(64)).min(1).max(200),
});

/** A URL the logged-in user opened in a bot message of the Sandbox Chat: a click for the message insights. */
export const sandboxMessageClickSchema = z.object({
  entryId: z.string().min(1).max(64),
  url: z.string().min(1).max(1000),
});
