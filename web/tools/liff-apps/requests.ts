import { apiErrorMessage } from "../../../shared/api/errors.ts";
import type { AddLiffAppBody, LiffApp, UpdateLiffAppBody } from "../../../shared/liff-apps/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { api, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";

/**
 * The LIFF app calls through the typed client. A refusal comes back with its message and, per field, what
 * the server's check or LINE said (`view.url`, `description`), so the form can show it on the field.
 */
type Refusal = { ok: false; message: MessageLike; fields: Record<string, string> };
export type Outcome<T> = { ok: true; value: T } | Refusal;

async function refusal(res: Response): Promise<Refusal> {
  const body = (await res.json().catch(() => null)) as {
    details?: { path?: string; property?: string; message?: string }[];
  } | null;
  const fields: Record<string, string> = {};
  for (const detail of Array.isArray(body?.details) ? body.details : []) {
    const field = detail.path ?? detail.property;
    if (field && detail.message && !(field in fields)) fields[field] = detail.message;
  }
  return { ok: false, message: apiErrorMessage(body) ?? `HTTP ${res.status}`, fields };
}

export async function listLiffApps(credentials: ChannelCredentialsInput): Promise<Outcome<LiffApp[]>> {
  const res = await api["liff-apps"].$get({}, { headers: channelHeaders(credentials) });
  if (!res.ok) return refusal(res);
  return { ok: true, value: (await res.json()).apps };
}

export async function addLiffApp(
  credentials: ChannelCredentialsInput,
  body: AddLiffAppBody,
): Promise<Outcome<string>> {
  const res = await api["liff-apps"].$post({ json: body }, { headers: channelHeaders(credentials) });
  if (!res.ok) return refusal(res);
  return { ok: true, value: ((await res.json()) as { liffId: string }).liffId };
}

export async function updateLiffApp(
  credentials: ChannelCredentialsInput,
  liffId: string,
  body: UpdateLiffAppBody,
): Promise<Outcome<null>> {
  const res = await api["liff-apps"][":liffId"].$put(
    { param: { liffId }, json: body },
    { headers: channelHeaders(credentials) },
  );
  return res.ok ? { ok: true, value: null } : refusal(res);
}

export async function deleteLiffApp(
  credentials: ChannelCredentialsInput,
  liffId: string,
): Promise<Outcome<null>> {
  const res = await api["liff-apps"][":liffId"].$delete(
    { param: { liffId } },
    { headers: channelHeaders(credentials) },
  );
  return res.ok ? { ok: true, value: null } : refusal(res);
}
