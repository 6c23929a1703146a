import { describe, expect, it } from "vitest";
import { withFeatureFlags } from "../../web/liff/features.ts";
import type { LiffService } from "../../web/liff/types.ts";

function fakeService(available: boolean): LiffService {
  return {
    mode: "sandbox",
    liffId: "sandbox-liff",
    ready: true,
    initError: null,
    isInClient: () => false,
    isLoggedIn: () => false,
    login: async () => {},
    logout: () => {},
    getProfile: async () => ({ userId: "U1", displayName: "x" }),
    getIdToken: () => null,
    canShare: () => available,
    shareTargetPicker: async () => "success",
    canSendToChat: () => false,
    sendMessages: async () => {},
    lineVersion: () => null,
    canCreateShortcut: () => available,
    createShortcut: async () => {},
    appLanguage: () => null,
    setLanguage: async () => {},
    sandboxUsers: async () => [],
  };
}

const ALL_ON = { forceLoginInExternalBrowser: false, shareTargetPicker: true, addToHomeScreen: true };

describe("liff.config.json feature flags", () => {
  it("keep Share and Add to home screen where LIFF offers them and the flags allow", () => {
    const liff = withFeatureFlags(fakeService(true), ALL_ON);
    expect(liff.canShare()).toBe(true);
    expect(liff.canCreateShortcut()).toBe(true);
    expect(liff.liffId).toBe("sandbox-liff");
  });

  it("switch each action off independently", () => {
    expect(withFeatureFlags(fakeService(true), { ...ALL_ON, shareTargetPicker: false }).canShare()).toBe(
      false,
    );
    const noShortcut = withFeatureFlags(fakeService(true), { ...ALL_ON, addToHomeScreen: false });
    expect(noShortcut.canCreateShortcut()).toBe(false);
    expect(noShortcut.canShare()).toBe(true);
  });

  it("never offer what the SDK does not support, whatever the flags say", () => {
    const liff = withFeatureFlags(fakeService(false), ALL_ON);
    expect(liff.canShare()).toBe(false);
    expect(liff.canCreateShortcut()).toBe(false);
  });
});
