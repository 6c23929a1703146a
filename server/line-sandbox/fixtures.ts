import type { SandboxChannel, SandboxUser } from "./types.ts";

// Fixed sandbox identities. They never change between runs, so tests, docs and people trying
// the app by hand can rely on them. The secrets are public on purpose: they only open the
// in-memory emulator.

// Avatars are inline SVG data URIs: sandbox mode must work offline, and the browser (maybe a
// phone on the LAN) cannot reach the emulator's loopback port.
function avatar(initial: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<text x="48" y="62" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SANDBOX_USERS: readonly SandboxUser[] = Object.freeze([
  {
    userId: "U059b797f5e2c31a37fb5cd68f3dd902f",
    displayName: "Somchai (sandbox)",
    pictureUrl: avatar("S", "#06c755"),
    statusMessage: "Trying LINE DEV Tools",
  },
  {
    userId: "U3764792d24f2717f5d4c4d57bafcbf58",
    displayName: "Malee (sandbox)",
    pictureUrl: avatar("M", "#4a6cf7"),
    statusMessage: "Rich menus all day",
  },
  // No picture and no status message: exercises the generic avatar and optional fields.
  { userId: "U8a7981e667691bd1f2296c444737540b", displayName: "Alex (sandbox)" },
]);

/** Messaging API channels of the sandbox. The first one is seeded with audiences. */
export const SANDBOX_CHANNELS: readonly SandboxChannel[] = Object.freeze([
  {
    channelId: "2009000001",
    channelSecret: "4247f31f1e872e6e9b618ec10058c42c",
    name: "Sandbox Messaging API channel",
  },
  {
    channelId: "2009000002",
    channelSecret: "18b97d3726f9d2bc764b04b797bea982",
    name: "Sandbox second channel (empty)",
  },
]);

/**
 * Who follows which sandbox bot (their profile answers 200, pushes reach them): Somchai and Malee
 * follow the first channel, Alex follows none, so "not a friend" can be tried with him.
 */
export const SANDBOX_FRIENDS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  "2009000001": ["U059b797f5e2c31a37fb5cd68f3dd902f", "U3764792d24f2717f5d4c4d57bafcbf58"],
  "2009000002": ["U059b797f5e2c31a37fb5cd68f3dd902f"],
});

/** Group chats the share target picker offers in sandbox mode (with every sandbox user in them). */
export const SANDBOX_GROUPS: readonly { groupId: string; groupName: string }[] = Object.freeze([
  { groupId: "C5ab3a1e0b6c1f2a8d9e4c7b3a2f1e0d9", groupName: "Bot developers (sandbox)" },
  { groupId: "Cf0e1d2c3b4a5968778695a4b3c2d1e0f", groupName: "Family (sandbox)" },
]);

/** Monthly message quota of each sandbox channel: LINE Thailand's free plan (300 messages). */
export const SANDBOX_MESSAGE_QUOTA = 300;

/**
 * The secret of the sandbox LINE Login channel (its ID is the emulator's `loginChannelId`): its channel
 * access token manages the channel's LIFF apps (liff.ts).
 */
export const SANDBOX_LOGIN_CHANNEL_SECRET = "7d1c4f0e9b2a38c65e4f1a0b9c8d7e6f";
export const SANDBOX_LOGIN_CHANNEL_NAME = "Sandbox LINE Login channel";
