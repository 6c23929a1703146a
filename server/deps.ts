import type { InboxEntry } from "../shared/api/sandbox-inbox.ts";
import type { AppConfig } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { IdentityVerifier } from "./identity.ts";
import type { ImageStorage } from "./images/storage.ts";
import type { LineClientFactory } from "./line/channel-clients.ts";

export interface SandboxUserInfo {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
}

/** What sandbox mode adds: the emulator's users, its demo channel and its token minting. */
export interface SandboxDeps {
  users: readonly SandboxUserInfo[];
  channels: readonly { channelId: string; channelSecret: string; name: string }[];
  mintIdToken(userId: string): Promise<string>;
  /** An ID token and a user access token, as LINE Login gives them at login. */
  mintTokens(userId: string): Promise<{ idToken: string; accessToken: string }>;
  /** Group chats the sandbox share target picker offers. */
  groups: readonly { groupId: string; groupName: string }[];
  /** The emulator's inbox: pushes it delivered and what the app sent through liff-mock. */
  inbox: {
    list(): Promise<InboxEntry[]>;
    add(entry: Omit<InboxEntry, "id" | "at">): Promise<InboxEntry>;
  };
}

export interface AppDeps {
  config: AppConfig;
  db: Db;
  identity: IdentityVerifier;
  line: LineClientFactory;
  clock: () => number;
  /** The one image host (uploads, imagemap renditions); every tool that stores images uses it. */
  images: ImageStorage;
  sandbox?: SandboxDeps;
  /** Folder of the built web app (index.html + assets); absent in API-only tests. */
  webRoot?: string;
}
