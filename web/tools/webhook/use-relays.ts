import type { RelaySettings, RelayView } from "../../../shared/webhook/api.ts";
import { api, apiJson } from "../../api/client.ts";
import { queryClient, useApiMutation, useApiQuery } from "../../api/query.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";

const relaysKey = (userId: string | null) => ["webhook-relays", userId] as const;

/** The user's inspector URLs: list, create, change settings, revoke (each change refreshes the list). */
export function useRelays(userId: string | null) {
  const key = relaysKey(userId);
  const list = useApiQuery({
    queryKey: key,
    queryFn: async () => (await apiJson(api.webhooks.relays.$get())).relays,
    enabled: userId !== null,
  });
  const changed = (relay?: RelayView) => {
    // Shown at once (a new URL is selected right away), then confirmed by the server's list.
    if (relay)
      queryClient.setQueryData<RelayView[]>(key, (relays = []) => [
        ...relays.filter((r) => r.id !== relay.id),
        relay,
      ]);
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const onError = (error: Error) => void toast.error(error.message);
  const create = useApiMutation({
    mutationFn: async () => (await apiJson(api.webhooks.relays.$post())).relay,
    onSuccess: (relay) => {
      void changed(relay);
      toast.success(t("Inspector URL created"));
    },
    onError,
  });
  const update = useApiMutation({
    mutationFn: async ({ id, settings }: { id: string; settings: RelaySettings }) =>
      (await apiJson(api.webhooks.relays[":id"].$patch({ param: { id }, json: settings }))).relay,
    onSuccess: (relay) => {
      queryClient.setQueryData<RelayView[]>(key, (relays = []) =>
        relays.map((r) => (r.id === relay.id ? relay : r)),
      );
      void changed();
      toast.success(t("Inspector settings saved"));
    },
    onError,
  });
  const revoke = useApiMutation({
    mutationFn: (id: string) => apiJson(api.webhooks.relays[":id"].$delete({ param: { id } })),
    onSuccess: () => {
      void changed();
      toast.success(t("Inspector URL revoked"));
    },
    onError,
  });
  return {
    relays: list.data ?? [],
    loading: list.isFetching,
    error: list.error?.message ?? null,
    create: (): Promise<RelayView | null> => create.mutateAsync().catch(() => null),
    update: (id: string, settings: RelaySettings): Promise<boolean> =>
      update.mutateAsync({ id, settings }).then(
        () => true,
        () => false,
      ),
    revoke: (id: string) => revoke.mutateAsync(id).catch(() => {}),
  };
}
