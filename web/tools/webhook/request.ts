import { authHeaders } from "../../api/id-token.ts";
import { webhookError } from "./texts.ts";

/** A JSON call to the webhook API with the user's bearer token (and channel headers when given). */
export async function webhookApi<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`/api/webhooks${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...authHeaders(),
      ...init.headers,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(await webhookError(res));
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
