/**
 * wouter imports `use-sync-external-store/shim`, a fallback for React < 18 that ships its own
 * implementation (≈0.4 KB gzip in the entry) even on React 19. vite.config.ts points it here.
 */
export { useSyncExternalStore } from "react";
