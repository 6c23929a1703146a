// The emulator's shared shapes, apart from index.ts so its modules need not import the entry (no cycle).

export interface SandboxUser {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
}

export interface SandboxChannel {
  channelId: string;
  channelSecret: string;
  name: string;
}

/** A line a sandbox user typed into the Sandbox Chat, to a channel's bot. */
export interface SandboxChatInput {
  userId: string;
  channelId: string;
  text: string;
}

export interface SandboxChatResult {
  /** The webhook delivery; null when the channel has no webhook URL or "Use webhook" is off. */
  delivery: DeliveryResult | null;
}

export interface DeliveryResult {
  success: boolean;
  timestamp: string;
  statusCode: number;
  /** LINE's reasons: OK, COULD_NOT_CONNECT, REQUEST_TIMEOUT, ERROR_STATUS_CODE. */
  reason: string;
  detail: string;
}
