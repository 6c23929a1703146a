import { type Descriptor, desc } from "../text/descriptor.ts";

/**
 * LIFF app settings as LINE's LIFF server API takes them (liff.yml) and the rules LINE states beside the
 * schema: the endpoint is an https URL without a fragment; the name (`description`) may not contain "LINE"
 * or a look-alike. Used by the web form before sending, by the server before relaying and by the emulator.
 */

export const LIFF_VIEW_TYPES = ["full", "tall", "compact"] as const;
export const LIFF_SCOPES = ["openid", "email", "profile", "chat_message.write"] as const;
export const LIFF_BOT_PROMPTS = ["normal", "aggressive", "none"] as const;
export type LiffViewType = (typeof LIFF_VIEW_TYPES)[number];
export type LiffScope = (typeof LIFF_SCOPES)[number];
export type LiffBotPrompt = (typeof LIFF_BOT_PROMPTS)[number];

/** LINE's limit of LIFF apps per channel (LIFF documentation, "Adding a LIFF app"). */
export const MAX_LIFF_APPS_PER_CHANNEL = 30;
/** The project's bound on an endpoint URL's length (LINE states none; a LIFF URL carries it in links). */
export const LIFF_URL_MAX = 1000;
/** The project's bound on the app name (LINE states none in the reference). */
const LIFF_DESCRIPTION_MAX = 100;

/** A LIFF ID: the channel ID, a hyphen and LINE's random part (`1657000001-AbCdEfGh`). */
export const LIFF_ID_PATTERN = /^\d{1,20}-[A-Za-z0-9]{1,32}$/;

export interface LiffApp {
  liffId: string;
  view: { type: LiffViewType; url: string; moduleMode?: boolean };
  description?: string;
  features?: { ble?: boolean; qrCode?: boolean };
  permanentLinkPattern?: string;
  scope?: LiffScope[];
  botPrompt?: LiffBotPrompt;
}

export const liffUrl = (liffId: string): string => `https://liff.line.me/${liffId}`;

const LOOPBACK_HOSTS = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export const LIFF_MESSAGES = {
  endpointInvalid: desc("Enter a full URL such as https://example.com/"),
  endpointHttps: desc("The endpoint URL must start with https://"),
  endpointFragment: desc("The endpoint URL cannot contain a fragment (#…)"),
  descriptionLine: desc('The LIFF app name cannot contain "LINE" or a similar word'),
  descriptionTooLong: desc("The LIFF app name must be at most {max} characters", {
    max: LIFF_DESCRIPTION_MAX,
  }),
  chatMessageWrite: desc(
    "Without the chat_message.write scope, liff.sendMessages (this app's “Send to this chat”) fails with 403.",
  ),
} as const;

/**
 * Why LINE would refuse this endpoint URL, or null. `allowLoopbackHttp` (sandbox mode only) lets a plain
 * http app on this machine be the endpoint, as the emulator does: a sandbox server has no https origin.
 */
export function endpointProblem(url: string, opts: { allowLoopbackHttp?: boolean } = {}): Descriptor | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return LIFF_MESSAGES.endpointInvalid;
  }
  if (url.includes("#")) return LIFF_MESSAGES.endpointFragment;
  if (parsed.protocol === "https:") return null;
  if (parsed.protocol === "http:" && opts.allowLoopbackHttp && LOOPBACK_HOSTS.test(parsed.hostname))
    return null;
  return parsed.protocol === "http:" ? LIFF_MESSAGES.endpointHttps : LIFF_MESSAGES.endpointInvalid;
}

// "LINE" as a word in any case, its full-width form, and the katakana, hangul and Thai spellings.
const LINE_LOOKALIKE = /(?<![a-z])line(?![a-z])|ｌｉｎｅ|ライン|라인|ไลน์/i;

/** Why LINE would refuse this LIFF app name, or null. */
export function descriptionProblem(description: string): Descriptor | null {
  if (LINE_LOOKALIKE.test(description)) return LIFF_MESSAGES.descriptionLine;
  if (description.length > LIFF_DESCRIPTION_MAX) return LIFF_MESSAGES.descriptionTooLong;
  return null;
}

/**
 * LINE's default scope is profile + chat_message.write; a list without the latter makes liff.sendMessages
 * answer 403, so the form warns (it is still a valid app).
 */
export function lacksChatMessageWrite(scope: readonly string[] | undefined): boolean {
  return scope !== undefined && !scope.includes("chat_message.write");
}
