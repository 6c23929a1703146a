import { type ClientResponse, hc, type parseResponse } from "hono/client";
import type { AppType } from "../../server/app.ts";
import { apiErrorMessage } from "../../shared/api/errors.ts";
import { tm } from "../i18n/descriptor.ts";
import { loadMessages, t } from "../i18n/i18n.ts";
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
  // The server's texts (the `rest` part, loaded once the page is idle) are needed now: the text is made once.
  await loadMessages("rest").catch((error) => console.error("Messages failed to load", error));
  try {
    const message = apiErrorMessage(await res.json());
    if (message) return tm(message);
  } catch {
    // Not JSON (proxy error page, network cut): fall through.
  }
  return `${t(fallback)} (HTTP ${res.status})`;
}

/** A failed API answer: its status (to tell a fault upstream from a refusal) and its message, translated. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** The success body of a typed client call, as its route declares it (hono's `parseResponse` type). */
export type ApiBody<R extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<R>>>;

/** The JSON of a successful typed call (undefined for 204); a failure throws `ApiRequestError`. */
export async function apiJson<R extends ClientResponse<unknown>>(
  request: R | Promise<R>,
  fallback?: string,
): Promise<ApiBody<R>> {
  const res = (await request) as unknown as Response;
  if (!res.ok) throw new ApiRequestError(res.status, await readApiError(res, fallback));
  return (res.status === 204 ? undefined : await res.json()) as ApiBody<R>;
}
