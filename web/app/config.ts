export interface WebConfig {
  liffId: string;
  sandbox: boolean;
  features: { forceLoginInExternalBrowser: boolean; shareTargetPicker: boolean; addToHomeScreen: boolean };
}

/** The server injects its public config into index.html; `npm run dev` falls back to /api/config. */
export async function loadWebConfig(): Promise<WebConfig> {
  const inline = document.getElementById("app-config")?.textContent;
  if (inline) return JSON.parse(inline) as WebConfig;
  const res = await fetch("/api/config");
  if (!res.ok) throw new Error(`Could not load /api/config (HTTP ${res.status})`);
  return (await res.json()) as WebConfig;
}
