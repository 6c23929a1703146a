import { Hono } from "hono";
import { lineError, MESSAGES, oauthError } from "./errors.ts";
import { bearerToken, formFields } from "./http.ts";
import type { LoginAuthority } from "./login.ts";
import type { ChannelTokenStore } from "./tokens.ts";

// POST /oauth2/v2.1/verify (verify an ID token) and GET /v2/profile (profile for a user
// access token). Neither is in LINE's OpenAPI files; shapes follow the LINE Login reference.

export function loginRoutes(login: LoginAuthority, channelTokens: ChannelTokenStore): Hono {
  const app = new Hono();

  app.post("/oauth2/v2.1/verify", async (c) => {
    const form = await formFields(c);
    if (!form.id_token || !form.client_id) {
      return oauthError(c, "invalid_request", "some parameters missed or invalid");
    }
    const verdict = await login.verifyIdToken({
      idToken: form.id_token,
      clientId: form.client_id,
      ...(form.nonce === undefined ? {} : { nonce: form.nonce }),
      ...(form.user_id === undefined ? {} : { userId: form.user_id }),
    });
    if (!verdict.ok) return oauthError(c, "invalid_request", verdict.description);
    return c.json(verdict.claims);
  });

  app.get("/v2/profile", (c) => {
    const token = bearerToken(c);
    const user = token === null ? null : login.userForAccessToken(token);
    if (user) {
      const { userId, displayName, pictureUrl, statusMessage } = user;
      return c.json({ userId, displayName, pictureUrl, statusMessage });
    }
    // A channel access token is a real token, just not a user's one.
    if (token !== null && channelTokens.channelIdFor(token) !== null)
      return lineError(c, 403, MESSAGES.accessDenied);
    return lineError(c, 401, MESSAGES.authenticationFailed);
  });

  return app;
}
