import type { WebConfig } from "../app/config.ts";
import { withFeatureFlags } from "./features.ts";
import type { LiffService } from "./types.ts";

export type { LiffProfile, LiffService, SandboxUser, ShareMessage } from "./types.ts";

/** The sandbox LIFF ID: any non-empty value works with liff-mock. */
const SANDBOX_LIFF_ID = "sandbox-liff";

/** Loads only the SDK flavour this deployment needs (a separate chunk each) and initialises it. */
export async function initLiff(config: WebConfig): Promise<LiffService> {
  if (config.sandbox) {
    const { initSandboxLiff } = await import("./sandbox.ts");
    return withFeatureFlags(await initSandboxLiff(SANDBOX_LIFF_ID), config.features);
  }
  const { initRealLiff } = await import("./real.ts");
  const service = await initRealLiff(config.liffId, config.features.forceLoginInExternalBrowser);
  return withFeatureFlags(service, config.features);
}
