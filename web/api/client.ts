import { hc } from "hono/client";
import type { AppType } from "../../server/app.ts";
import { apiErrorMessage } from "../../shared/api/errors.ts";
import { tm } from "../i18n/descriptor.ts";
import { t } from "../i18n/i18n.ts";
import { authHeaders } from "./id-token.ts";

/** The typed API client: request and response types come from the server's route definitions. */
export const api = hc<AppType>("/api", { headers: authHeaders });

export interface ChannelCredentialsInput {
  channelId: string;
  channelSecret: string;
}

/** Headers for the LINE tools; the server exchanges them for a channel access token. */
export function channelHeaders({
  channelId,
  channelSecret,
}: ChannelCredentialsInput): Record<string, string> {
  return { "X-Line-Channel-Id": channelId.trim(), "X-Line-Channel-Secret": channelSecret.trim() };
}

/** Reads the app's one error shape `{ error, code?, params?, details? }` from a failed response, in the language shown. */
export async function readApiError(res: Response, fallback = "Request failed"): Promise<string> {
  try {
    const message = apiErrorMessage(await res.json());
    if (message) return tm(message);
  } catch {
    // Not JSON (proxy error page, network cut): fall through.
  }
  return `${t(fallback)} (HTTP ${res.status})`;
}
