import type { Context } from "hono";

/** String fields of an `application/x-www-form-urlencoded` (or multipart) body; other bodies give `{}`. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false };

export async function readJsonBody(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function nowInSeconds(now: () => number): number {
  return Math.floor(now() / 1000);
}
