/**
 * Creating and deleting audiences through the typed client (the list is a query, use-audience-list.ts).
 * A refusal (any non-2xx) comes back as `{ ok: false, message }` with the server's (often LINE's) message; a thrown error means the
 * request itself failed, which the screen reports as "An unexpected error occurred".
 */
import { api, type ChannelCredentialsInput, channelHeaders, readApiError } from "../../api/client.ts";
import type { CreateAudienceRequest } from "./create-form.ts";

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

async function refusal(res: Response): Promise<{ ok: false; message: string }> {
  return { ok: false, message: await readApiError(res) };
}

export async function deleteAudienceGroup(
  credentials: ChannelCredentialsInput,
  audienceGroupId: number,
): Promise<Outcome<null>> {
  const res = await api.audiences[":id"].$delete(
    { param: { id: String(audienceGroupId) } },
    { headers: channelHeaders(credentials) },
  );
  return res.ok ? { ok: true, value: null } : refusal(res);
}

export async function createAudienceGroup(
  credentials: ChannelCredentialsInput,
  request: CreateAudienceRequest,
): Promise<Outcome<null>> {
  const res = await api.audiences.$post({ json: request }, { headers: channelHeaders(credentials) });
  return res.ok ? { ok: true, value: null } : refusal(res);
}
