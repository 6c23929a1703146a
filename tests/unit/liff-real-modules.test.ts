import liff from "@line/liff/core";
import { describe, expect, it } from "vitest";
import { installActionModules } from "../../web/liff/real-actions.ts";

/**
 * web/liff/real.ts installs these modules after liff.init (their chunk stays off the first paint); every
 * API its LiffService calls through them must then be on the liff object.
 */
describe("real LIFF: modules installed after init", () => {
  it("add getProfile, shareTargetPicker, sendMessages, permanentLink and createShortcutOnHomeScreen", () => {
    const sdk = liff as unknown as Record<string, unknown>;
    expect(sdk.shareTargetPicker).toBeUndefined();
    installActionModules();
    for (const api of ["getProfile", "shareTargetPicker", "sendMessages", "createShortcutOnHomeScreen"]) {
      expect(typeof sdk[api], api).toBe("function");
    }
    expect(typeof (sdk.permanentLink as { createUrlBy?: unknown })?.createUrlBy).toBe("function");
  });
});
