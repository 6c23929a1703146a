import type { AppConfig } from "./config.ts";
import type { Database } from "./db/index.ts";
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
  mintAccessToken(userId: string): string;
}

export interface AppDeps {
  config: AppConfig;
  /** Flex messages, login logs and image metadata: SQLite or PostgreSQL behind one async interface. */
  db: Database;
  identity: IdentityVerifier;
  line: LineClientFactory;
  clock: () => number;
  /** The one image host (uploads, imagemap renditions); every tool that stores images uses it. */
  images: ImageStorage;
  sandbox?: SandboxDeps;
  /** Folder of the built web app (index.html + assets); absent in API-only tests. */
  webRoot?: string;
}
