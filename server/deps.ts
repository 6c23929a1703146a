import type { InboxEntry } from "../shared/api/sandbox-inbox.ts";
import type { CacheBackend } from "./cache/index.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/index.ts";
import type { Backend } from "./http/health.ts";
import type { RateLimits } from "./http/rate-limit.ts";
import type { IdentityVerifier } from "./identity.ts";
import type { ImageStorage } from "./images/storage.ts";
import type { LineClientFactory } from "./line/channel-clients.ts";
import type {
  MessageClickInput,
  MessageSeenInput,
  RichMenuSeenInput,
  RichMenuTapInput,
  RichMenuTapResult,
  SandboxChatInput,
  SandboxChatResult,
} from "./line-sandbox/index.ts";
import type { SafeFetchTransport } from "./net/safe-fetch.ts";
import type { ObjectStore } from "./object-store/index.ts";
import type { WebhookLive } from "./routes/webhooks/live.ts";

interface SandboxUserInfo {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
}

/** What sandbox mode adds: the emulator's users, its demo channel and its token minting. */
export interface SandboxDeps {
  users: readonly SandboxUserInfo[];
  channels: readonly { channelId: string; channelSecret: string; name: string }[];
  /** Registers a public JWK as a channel's assertion signing key, as the Console would; its kid, null if unknown. */
  registerAssertionKey(channelId: string, jwk: { kty: string; n: string; e: string }): Promise<string | null>;
  /** The LINE Login channel whose LIFF apps the LIFF app tool manages in sandbox mode. */
  loginChannel: { channelId: string; channelSecret: string; name: string };
  mintIdToken(userId: string): Promise<string>;
  /** An ID token and a user access token, as LINE Login gives them at login. */
  mintTokens(userId: string): Promise<{ idToken: string; accessToken: string }>;
  /** A sandbox user typed into the Sandbox Chat: recorded, and delivered to the channel's webhook URL. */
  chat(input: SandboxChatInput): Promise<SandboxChatResult | null>;
  /** The Sandbox Chat showed a rich menu (an impression for the insights); false when unknown. */
  richMenuSeen(input: RichMenuSeenInput): Promise<boolean>;
  /** A rich menu area tapped in the Sandbox Chat: counted and performed; null when unknown. */
  richMenuTap(input: RichMenuTapInput): Promise<RichMenuTapResult | null>;
  /** The Sandbox Chat showed bot messages to a user: impressions of the sends among them; how many were. */
  messageSeen(input: MessageSeenInput): Promise<number>;
  /** A user opened a URL of a bot message in the Sandbox Chat: a click; false when not theirs. */
  messageClick(input: MessageClickInput): Promise<boolean>;
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
  /** Flex messages, login logs and image metadata: SQLite or PostgreSQL behind one async interface. */
  db: Database;
  identity: IdentityVerifier;
  line: LineClientFactory;
  clock: () => number;
  /** The one image host (uploads, imagemap renditions); every tool that stores images uses it. */
  images: ImageStorage;
  /** Where image bytes live (local folder or S3); `ping()` for health. */
  objectStore: ObjectStore;
  /** Redis when REDIS_URL is set, else memory; `ping()` for health. */
  cache: CacheBackend;
  /** Rate-limit counters (Redis or memory); tests raise every limit with `multiplier`. */
  rateLimits?: RateLimits;
  sandbox?: SandboxDeps;
  /** What GET /api/health pings: the database, the object store and the cache. */
  backends: readonly Backend[];
  /** Webhook Inspector wake-ups across instances (Redis pub/sub or this process); made by createApp if absent. */
  webhookLive?: WebhookLive;
  /** The outbound guard for webhook forwarding; default: sandbox mode allows http and local bots, else none. */
  webhookTransport?: SafeFetchTransport;
  /** Folder of the built web app (index.html + assets); absent in API-only tests. */
  webRoot?: string;
}
