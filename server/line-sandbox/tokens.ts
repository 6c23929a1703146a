import { randomBytes, timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import {
  ASSERTION_TYPE,
  MAX_VALID_V21_TOKENS,
  STATELESS_LIFETIME_SEC,
} from "../../shared/channel-tokens/assertion.ts";
import { oauthError } from "./errors.ts";
import { formFields } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import type { AssertionKeys } from "./token-assertion.ts";
import type { SandboxChannel } from "./types.ts";

// Channel access tokens (channel-access-token.yml): short-lived (POST /v2/oauth/accessToken, 30 days),
// stateless (POST /oauth2/v3/token, 15 minutes, by secret or JWT assertion) and v2.1 (POST
// /oauth2/v2.1/token, by JWT assertion, its lifetime chosen up to 30 days, at most 30 valid per channel);
// verify, revoke and the v2.1 key-id list. Expiry follows the emulator clock. A token opens the
// Messaging API (or the LIFF API, for a Login channel) of its own channel only, until it expires or is revoked.

const SHORT_LIVED_SEC = 30 * 24 * 3600;
const FORM = "application/x-www-form-urlencoded";

type TokenKind = "short-lived" | "stateless" | "v2.1";

interface TokenEntry {
  channelId: string;
  kind: TokenKind;
  expiresAt: number;
  keyId: string;
}

export interface ChannelTokenStore {
  issue(channelId: string, lifetimeSec: number, kind?: TokenKind): { token: string; keyId: string };
  /** The channel a token was issued for, or null when the token is unknown, revoked or expired. */
  channelIdFor(token: string): string | null;
  /** A valid token's entry, or "expired" / null (unknown or revoked). */
  lookup(token: string): TokenEntry | "expired" | null;
  revoke(token: string): void;
  /** Key ids of the channel's valid v2.1 tokens. */
  validKeyIds(channelId: string): string[];
}

export function createChannelTokenStore(now: () => number): ChannelTokenStore {
  const tokens = new Map<string, TokenEntry>();
  const lookup = (token: string) => {
    const entry = tokens.get(token);
    if (!entry) return null;
    return entry.expiresAt > now() ? entry : "expired";
  };
  return {
    issue(channelId, lifetimeSec, kind = "stateless") {
      const token = randomBytes(48).toString("base64url");
      const keyId = randomBytes(16).toString("base64url");
      tokens.set(token, { channelId, kind, expiresAt: now() + lifetimeSec * 1000, keyId });
      return { token, keyId };
    },
    channelIdFor(token) {
      const entry = lookup(token);
      return entry && entry !== "expired" ? entry.channelId : null;
    },
    lookup,
    revoke: (token) => void tokens.delete(token),
    validKeyIds: (channelId) =>
      [...tokens.values()]
        .filter((e) => e.channelId === channelId && e.kind === "v2.1" && e.expiresAt > now())
        .map((e) => e.keyId),
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface TokenRouteDeps {
  channels: readonly SandboxChannel[];
  tokens: ChannelTokenStore;
  openapi: LineOpenApi;
  keys: AssertionKeys;
  now: () => number;
}

const TOKEN_MESSAGES = {
  // Emulator wording: LINE documents the limit (30 valid v2.1 tokens) but not its text.
  tooMany: `The number of valid channel access tokens v2.1 has reached the limit (${MAX_VALID_V21_TOKENS})`,
  // LINE's documented answer to verifying an expired token; unknown and revoked tokens answer the same here.
  expired: "access token expired",
  invalid: "invalid access token",
} as const;

export function channelTokenRoutes({ channels, tokens, openapi, keys, now }: TokenRouteDeps): Hono {
  const app = new Hono();
  const byId = (id: string | undefined) => channels.find((candidate) => candidate.channelId === id);

  /** LINE's answers: a missing field or unknown channel is `invalid_request`, a wrong secret `invalid_client`. */
  function secretProblem(c: Context, form: Record<string, string>): Response | SandboxChannel {
    const channel = byId(form.client_id);
    if (!channel) return oauthError(c, "invalid_request", "some parameters in the wrong format");
    if (!sameSecret(form.client_secret ?? "", channel.channelSecret)) {
      return oauthError(c, "invalid_client", "invalid client_secret");
    }
    return channel;
  }

  const issued = (c: Context, channelId: string, lifetimeSec: number, kind: TokenKind) => {
    const { token, keyId } = tokens.issue(channelId, lifetimeSec, kind);
    return c.json({
      access_token: token,
      expires_in: lifetimeSec,
      token_type: "Bearer",
      ...(kind === "v2.1" ? { key_id: keyId } : {}),
    });
  };

  async function readForm(c: Context, path: string): Promise<Record<string, string> | Response> {
    const form = await formFields(c);
    if (!openapi.requestBody("channel-access-token", path, "post", FORM)(form)) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    return form;
  }

  app.post("/v2/oauth/accessToken", async (c) => {
    const form = await readForm(c, "/v2/oauth/accessToken");
    if (form instanceof Response) return form;
    if (form.grant_type !== "client_credentials") {
      return oauthError(c, "unsupported_grant_type", "unsupported grant_type");
    }
    const channel = secretProblem(c, form);
    return channel instanceof Response
      ? channel
      : issued(c, channel.channelId, SHORT_LIVED_SEC, "short-lived");
  });

  app.post("/oauth2/v3/token", async (c) => {
    const form = await readForm(c, "/oauth2/v3/token");
    if (form instanceof Response) return form;
    if (form.grant_type !== "client_credentials") {
      return oauthError(c, "unsupported_grant_type", "unsupported grant_type");
    }
    if (form.client_id === undefined) {
      const verdict = await keys.verify(form.client_assertion ?? "", { forIssue: false });
      if (!verdict.ok) return oauthError(c, "invalid_client", verdict.description);
      return issued(c, verdict.channelId, STATELESS_LIFETIME_SEC, "stateless");
    }
    const channel = secretProblem(c, form);
    return channel instanceof Response
      ? channel
      : issued(c, channel.channelId, STATELESS_LIFETIME_SEC, "stateless");
  });

  app.post("/oauth2/v2.1/token", async (c) => {
    const form = await readForm(c, "/oauth2/v2.1/token");
    if (form instanceof Response) return form;
    if (form.grant_type !== "client_credentials") {
      return oauthError(c, "unsupported_grant_type", "unsupported grant_type");
    }
    if (form.client_assertion_type !== ASSERTION_TYPE) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    const verdict = await keys.verify(form.client_assertion ?? "", { forIssue: true });
    if (!verdict.ok) return oauthError(c, "invalid_client", verdict.description);
    if (tokens.validKeyIds(verdict.channelId).length >= MAX_VALID_V21_TOKENS) {
      return oauthError(c, "invalid_request", TOKEN_MESSAGES.tooMany);
    }
    return issued(c, verdict.channelId, verdict.tokenExp, "v2.1");
  });

  app.get("/oauth2/v2.1/tokens/kid", async (c) => {
    const query = c.req.query();
    if (!openapi.query("channel-access-token", "/oauth2/v2.1/tokens/kid", "get").validate(query)) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    if (query.client_assertion_type !== ASSERTION_TYPE) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    const verdict = await keys.verify(query.client_assertion ?? "", { forIssue: false });
    if (!verdict.ok) return oauthError(c, "invalid_client", verdict.description);
    return c.json({ kids: tokens.validKeyIds(verdict.channelId) });
  });

  // Verify answers { client_id, expires_in, scope }: v2.1 tokens here, short-lived (and long-lived) below.
  const verify = (c: Context, token: string | undefined, kinds: readonly TokenKind[]) => {
    const entry = tokens.lookup(token ?? "");
    if (entry === "expired") return oauthError(c, "invalid_request", TOKEN_MESSAGES.expired);
    if (!entry || !kinds.includes(entry.kind))
      return oauthError(c, "invalid_request", TOKEN_MESSAGES.invalid);
    return c.json({
      client_id: entry.channelId,
      expires_in: Math.max(0, Math.floor((entry.expiresAt - now()) / 1000)),
      scope: entry.kind === "v2.1" ? "profile chat_message.write" : "P CM",
    });
  };

  app.get("/oauth2/v2.1/verify", (c) => {
    const query = c.req.query();
    if (!openapi.query("channel-access-token", "/oauth2/v2.1/verify", "get").validate(query)) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    return verify(c, query.access_token, ["v2.1"]);
  });

  app.post("/v2/oauth/verify", async (c) => {
    const form = await readForm(c, "/v2/oauth/verify");
    return form instanceof Response ? form : verify(c, form.access_token, ["short-lived"]);
  });

  app.post("/oauth2/v2.1/revoke", async (c) => {
    const form = await readForm(c, "/oauth2/v2.1/revoke");
    if (form instanceof Response) return form;
    const channel = secretProblem(c, form);
    if (channel instanceof Response) return channel;
    const entry = tokens.lookup(form.access_token ?? "");
    // LINE answers 200 to a token it does not know: only a v2.1 token of this channel is revoked.
    if (entry && entry !== "expired" && entry.kind === "v2.1" && entry.channelId === channel.channelId)
      tokens.revoke(form.access_token ?? "");
    return c.body(null, 200);
  });

  app.post("/v2/oauth/revoke", async (c) => {
    const form = await readForm(c, "/v2/oauth/revoke");
    if (form instanceof Response) return form;
    const entry = tokens.lookup(form.access_token ?? "");
    // Stateless tokens cannot be revoked (channel-access-token.yml): they run out in 15 minutes.
    if (entry && entry !== "expired" && entry.kind === "short-lived") tokens.revoke(form.access_token ?? "");
    return c.body(null, 200);
  });

  return app;
}
