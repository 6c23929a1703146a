import type { WebConfig } from "../app/config.ts";
import type { LiffService } from "./types.ts";

/**
 * liff.config.json's feature flags switch off what the LIFF app does not offer: a LIFF app without the
 * share target picker enabled must not show "Share", and "Add to home screen" can be turned off too.
 */
export function withFeatureFlags(service: LiffService, features: WebConfig["features"]): LiffService {
  return {
    ...service,
    canShare: () => features.shareTargetPicker && service.canShare(),
    canCreateShortcut: () => features.addToHomeScreen && service.canCreateShortcut(),
  };
}
