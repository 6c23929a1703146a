/**
 * "Host this image": uploads the chosen file to the app's image host, which stores it and
 * serves {baseUrl}/1040, /700, /460, /300 and /240 — the renditions LINE fetches.
 */
import { api, readApiError } from "../../api/client.ts";
import { msg } from "../../i18n/i18n.ts";

export interface HostedImagemap {
  baseUrl: string;
  width: number;
  height: number;
}

export const HOSTING_FAILED = msg("Failed to host the image");
const NO_BASE_URL = msg("Failed to host the image: no base URL returned");

function isHosted(body: unknown): body is HostedImagemap {
  if (typeof body !== "object" || body === null) return false;
  const { baseUrl, width, height } = body as Record<string, unknown>;
  return (
    typeof baseUrl === "string" && baseUrl !== "" && typeof width === "number" && typeof height === "number"
  );
}

/** POST /api/imagemaps (multipart field `file`); throws an Error with the server's message. */
export async function hostImagemapImage(file: File, idToken: string | null): Promise<HostedImagemap> {
  const form = new FormData();
  form.append("file", file);
  // The route reads the multipart body itself (no form validator), so the body goes in as the request's.
  const res = await api.imagemaps.$post(undefined, {
    init: { body: form },
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });
  if (!res.ok) throw new Error(await readApiError(res, HOSTING_FAILED));
  const body: unknown = await res.json().catch(() => null);
  if (!isHosted(body)) throw new Error(NO_BASE_URL);
  return body;
}
