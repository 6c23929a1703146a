import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// The two error shapes of the LINE platform: the Messaging API's `{ message, details }`
// and the OAuth endpoints' `{ error, error_description }`.

export interface LineErrorDetail {
  message: string;
  property?: string;
}

export const MESSAGES = {
  notFound: "Not found",
  authenticationFailed:
    "Authentication failed. Confirm that the access token in the authorization header is valid.",
  accessDenied: "Access Denied",
  payloadTooLarge: "Request Entity Too Large",
  unsupportedMediaType: "Unsupported media type",
  invalidJson: "The request body is not valid JSON",
  internalError: "Internal Server Error",
} as const;

export function lineError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  details?: readonly LineErrorDetail[],
): Response {
  return c.json(details === undefined ? { message } : { message, details }, status);
}

/** LINE's answer to a request body that breaks the schema: one detail per problem. */
export function requestBodyErrors(c: Context, details: readonly LineErrorDetail[]): Response {
  return lineError(c, 400, `The request body has ${details.length} error(s)`, details);
}

export function notFound(c: Context): Response {
  return lineError(c, 404, MESSAGES.notFound);
}

export function oauthError(
  c: Context,
  error: string,
  description: string,
  status: ContentfulStatusCode = 400,
) {
  return c.json({ error, error_description: description }, status);
}

/** Removes repeated details (the schema and the extra rules can both catch one problem). */
export function uniqueDetails(details: readonly LineErrorDetail[]): LineErrorDetail[] {
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = `${detail.property ?? ""}\u0000${detail.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
