import type { IssuedToken, PublicJwk, VerifiedToken } from "../../../shared/channel-tokens/api.ts";
import { api, type ChannelCredentialsInput, channelHeaders, readApiError } from "../../api/client.ts";

/**
 * The channel token calls through the typed client: assertions and tokens go in JSON bodies. A refusal is
 * `{ ok: false, message }` with LINE's words in the language shown.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

async function outcome<T>(res: Response): Promise<Outcome<T>> {
  if (!res.ok) return { ok: false, message: await readApiError(res) };
  return { ok: true, value: (await res.json()) as T };
}

const tokens = api["channel-tokens"];

export const issueV21 = async (assertion: string) =>
  outcome<IssuedToken>(await tokens["v2.1"].$post({ json: { assertion } }));
export const listKids = async (assertion: string) =>
  outcome<{ kids: string[] }>(await tokens["v2.1"].kids.$post({ json: { assertion } }));
export const verifyV21 = async (accessToken: string) =>
  outcome<VerifiedToken>(await tokens["v2.1"].verify.$post({ json: { accessToken } }));
export const revokeV21 = async (credentials: ChannelCredentialsInput, accessToken: string) =>
  outcome<{ revoked: true }>(
    await tokens["v2.1"].revoke.$post({ json: { accessToken } }, { headers: channelHeaders(credentials) }),
  );
export const issueStateless = async (credentials: ChannelCredentialsInput) =>
  outcome<IssuedToken>(await tokens.stateless.$post({}, { headers: channelHeaders(credentials) }));
export const issueShortLived = async (credentials: ChannelCredentialsInput) =>
  outcome<IssuedToken>(await tokens["short-lived"].$post({}, { headers: channelHeaders(credentials) }));
export const verifyShortLived = async (accessToken: string) =>
  outcome<VerifiedToken>(await tokens["short-lived"].verify.$post({ json: { accessToken } }));
export const revokeShortLived = async (accessToken: string) =>
  outcome<{ revoked: true }>(await tokens["short-lived"].revoke.$post({ json: { accessToken } }));

/** Sandbox mode: registers the public key as the Console would, for its kid. */
export const registerSandboxKey = async (channelId: string, jwk: PublicJwk) =>
  outcome<{ kid: string }>(
    await api.sandbox["channel-keys"].$post({ json: { channelId: channelId.trim(), jwk } }),
  );
