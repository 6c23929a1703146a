import { withLaterMessages } from "../i18n/i18n.ts";

export interface WebConfig {
  liffId: string;
  sandbox: boolean;
  features: { forceLoginInExternalBrowser: boolean; shareTargetPicker: boolean; addToHomeScreen: boolean };
}

/** The server injects its public config into index.html; `npm run dev` (Vite's page) asks /api/config. */
export async function loadWebConfig(): Promise<WebConfig> {
  const inline = document.getElementById("app-config")?.textContent;
  if (inline) return JSON.parse(inline) as WebConfig;
  // The server always inlines it (server/http/spa.ts): the fallback is left out of the build, so the
  // entry chunk does not carry a second load of the typed client for a line production never reaches.
  if (!import.meta.env.DEV) throw new Error("index.html carries no app config");
  const { api } = await withLaterMessages(import("../api/client.ts"));
  const res = await api.config.$get();
  if (!res.ok) throw new Error(`Could not load /api/config (HTTP ${res.status})`);
  return (await res.json()) as WebConfig;
}
