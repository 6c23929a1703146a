import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import type { RelaySettings, RelayView } from "../../../shared/webhook/api.ts";
import { t } from "../../i18n/i18n.ts";
import { webhookApi } from "./request.ts";

export interface RelaysState {
  status: "idle" | "loading" | "ready" | "error";
  relays: RelayView[];
  error: string | null;
}

/** The user's inspector URLs: list, create, change settings, revoke. */
export function useRelays(userId: string | null) {
  const [state, setState] = useState<RelaysState>({ status: "idle", relays: [], error: null });
  const reload = useCallback(async () => {
    if (!userId) return setState({ status: "idle", relays: [], error: null });
    setState((s) => ({ ...s, status: "loading" }));
    try {
      const { relays } = await webhookApi<{ relays: RelayView[] }>("/relays");
      setState({ status: "ready", relays, error: null });
    } catch (error) {
      setState((s) => ({ ...s, status: "error", error: (error as Error).message }));
    }
  }, [userId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const create = useCallback(async (): Promise<RelayView | null> => {
    try {
      const { relay } = await webhookApi<{ relay: RelayView }>("/relays", { method: "POST" });
      setState((s) => ({ ...s, relays: [...s.relays, relay] }));
      toast.success(t("Inspector URL created"));
      return relay;
    } catch (error) {
      toast.error((error as Error).message);
      return null;
    }
  }, []);

  const update = useCallback(async (id: string, settings: RelaySettings): Promise<boolean> => {
    try {
      const { relay } = await webhookApi<{ relay: RelayView }>(`/relays/${id}`, {
        method: "PATCH",
        body: settings,
      });
      setState((s) => ({ ...s, relays: s.relays.map((r) => (r.id === id ? relay : r)) }));
      toast.success(t("Inspector settings saved"));
      return true;
    } catch (error) {
      toast.error((error as Error).message);
      return false;
    }
  }, []);

  const revoke = useCallback(async (id: string) => {
    try {
      await webhookApi(`/relays/${id}`, { method: "DELETE" });
      setState((s) => ({ ...s, relays: s.relays.filter((r) => r.id !== id) }));
      toast.success(t("Inspector URL revoked"));
    } catch (error) {
      toast.error((error as Error).message);
    }
  }, []);

  return { ...state, reload, create, update, revoke };
}
