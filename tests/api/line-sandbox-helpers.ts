import { channelAccessToken, HTTPFetchError, insight, manageAudience, messagingApi } from "@line/bot-sdk";
import sharp from "sharp";
import { afterEach } from "vitest";
import {
  createLineSandbox,
  type LineSandbox,
  type RunningSandbox,
  SANDBOX_CHANNELS,
  SANDBOX_USERS,
  type SandboxChannel,
} from "../../server/line-sandbox/index.ts";

export const LOGIN_CHANNEL_ID = "1657000001";

export interface StartedSandbox {
  sandbox: LineSandbox;
  running: RunningSandbox;
  origin: string;
  /** The emulator's clock in ms; tests move it forward. */
  clock: { ms: number };
}

export async function startSandbox(
  options: { seed?: boolean; messageQuota?: number } = {},
): Promise<StartedSandbox> {
  const clock = { ms: Date.parse("2026-07-01T03:00:00Z") };
  const sandbox = createLineSandbox({ loginChannelId: LOGIN_CHANNEL_ID, now: () => clock.ms, ...options });
  const running = await sandbox.listen(0);
  return { sandbox, running, origin: running.origin, clock };
}

export function tokenClient(origin: string) {
  return new channelAccessToken.ChannelAccessTokenClient({ baseURL: origin });
}

export async function issueToken(origin: string, channel: SandboxChannel): Promise<string> {
  const issued = await tokenClient(origin).issueChannelToken(
    "client_credentials",
    channel.channelId,
    channel.channelSecret,
  );
  return issued.access_token;
}

/** The three Messaging API clients the app uses, all pointed at the emulator's one origin. */
export function lineClients(origin: string, token: string) {
  const config = { channelAccessToken: token, baseURL: origin };
  return {
    messaging: new messagingApi.MessagingApiClient(config),
    blob: new messagingApi.MessagingApiBlobClient(config),
    audience: new manageAudience.ManageAudienceClient(config),
  };
}

type SandboxUser = (typeof SANDBOX_USERS)[number];

/** The emulator's fixed users and channels, by name. */
export const [somchai, malee, alex] = SANDBOX_USERS as [SandboxUser, SandboxUser, SandboxUser];
export const [firstChannel, secondChannel] = SANDBOX_CHANNELS as [SandboxChannel, SandboxChannel];

/**
 * A fresh, unseeded emulator for each test of the file, closed after it (this registers the `afterEach`):
 * `const setUp = sandboxPerTest();` at the top, then `await setUp()` in a test gives the SDK clients of a
 * channel (the first unless `channel`), Insight's too, with the started emulator. `at` sets its clock
 * before the token is issued.
 */
export function sandboxPerTest() {
  let started: StartedSandbox | undefined;
  afterEach(async () => {
    await started?.running.close();
    started = undefined;
  });
  return async (options: { channel?: SandboxChannel; at?: string; messageQuota?: number } = {}) => {
    const { channel = firstChannel, at, ...sandboxOptions } = options;
    started = await startSandbox({ seed: false, ...sandboxOptions });
    if (at) started.clock.ms = Date.parse(at);
    const token = await issueToken(started.origin, channel);
    return {
      ...lineClients(started.origin, token),
      insight: new insight.InsightClient({ channelAccessToken: token, baseURL: started.origin }),
      started,
    };
  };
}

/** Status and parsed JSON body of the error an SDK call fails with. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HTTPFetchError) return { status: error.status, body: JSON.parse(error.body) };
    throw error;
  }
  throw new Error("Expected the call to fail");
}

export async function solidImage(width: number, height: number, format: "png" | "jpeg" | "gif" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 6, g: 199, b: 85 } } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A PNG that does not compress, to reach a given file size. */
export async function noisyPng(width: number, height: number) {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  });
  return new Uint8Array(await image.png({ compressionLevel: 0 }).toBuffer());
}

export function imageBlob(bytes: Uint8Array, type: string): Blob {
  return new Blob([bytes.slice().buffer], { type });
}

export function postForm(origin: string, path: string, fields: Record<string, string>, headers = {}) {
  return fetch(`${origin}${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** A valid 2500x1686 rich menu with two areas; `overrides` replace top-level fields. */
export function richMenuRequest(
  overrides: Partial<messagingApi.RichMenuRequest> = {},
): messagingApi.RichMenuRequest {
  return {
    size: { width: 2500, height: 1686 },
    selected: true,
    name: "Sandbox menu",
    chatBarText: "Open menu",
    areas: [
      {
        bounds: { x: 0, y: 0, width: 1250, height: 1686 },
        action: { type: "uri", label: "Web", uri: "https://example.com/" },
      },
      {
        bounds: { x: 1250, y: 0, width: 1250, height: 1686 },
        action: { type: "postback", data: "action=buy", displayText: "Buy" },
      },
    ],
    ...overrides,
  };
}
