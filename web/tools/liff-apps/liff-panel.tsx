import { useLingui } from "@lingui/react";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import type { LiffApp } from "../../../shared/liff-apps/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { draftStore } from "../../lib/drafts/idb-store.ts";
import { PRERENDERING } from "../../lib/prerendering.ts";
import { toast } from "../../lib/toast.ts";
import { AppCard, type AppCardActions } from "./app-card.tsx";
import { AppFormCard } from "./app-form.tsx";
import { LoginChannelCard, useLoginChannel } from "./login-channel.tsx";
import {
  forgetEndpoint,
  originalEndpoint,
  POINT_DRAFT,
  type PointDraft,
  rememberEndpoint,
} from "./point-draft.ts";
import { refusalMessage, useLiffAppChange, useLiffApps } from "./requests.ts";

/** This app's own address: what "Point at this app" makes a LIFF app open. */
const here = () => (PRERENDERING ? "" : `${window.location.origin}/`);

function usePointDraft() {
  const [draft, setDraft] = useState<PointDraft>({ originals: [] });
  useEffect(() => {
    let live = true;
    draftStore()
      .read(POINT_DRAFT)
      .then((saved) => live && saved && setDraft(saved))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const save = async (next: PointDraft) => {
    setDraft(next);
    await draftStore()
      .write(POINT_DRAFT, next, { journal: true })
      .catch(() => {});
  };
  return { draft, save };
}

/** The LIFF apps tab: the Login channel, the add/edit form and one card per app. */
export function LiffPanel() {
  const { _: t } = useLingui();
  const { credentials, complete } = useLoginChannel();
  const [editing, setEditing] = useState<LiffApp | null>(null);
  const point = usePointDraft();
  const { apps, reload, reveal } = useLiffApps(credentials, complete);
  const change = useLiffAppChange(credentials);
  const busy = change.isPending;

  const run = async (task: Parameters<typeof change.mutateAsync>[0], success: string) => {
    try {
      await change.mutateAsync(task);
    } catch (error) {
      toast.error(t("LINE refused the request"), { description: tm(refusalMessage(error)) });
      return false;
    }
    toast.success(success);
    reveal();
    return true;
  };
  const actions: AppCardActions = {
    onEdit: setEditing,
    onDelete: async (app) => {
      if (await run({ kind: "delete", liffId: app.liffId }, t("LIFF app deleted")))
        await point.save(forgetEndpoint(point.draft, app.liffId));
    },
    onPoint: async (app) => {
      const target = here();
      await point.save(rememberEndpoint(point.draft, app.liffId, app.view.url, target));
      await run(
        { kind: "update", liffId: app.liffId, body: { view: { url: target } } },
        t("The LIFF app now opens this app"),
      );
    },
    onRestore: async (app, endpoint) => {
      if (
        await run(
          { kind: "update", liffId: app.liffId, body: { view: { url: endpoint } } },
          t("Endpoint put back"),
        )
      )
        await point.save(forgetEndpoint(point.draft, app.liffId));
    },
  };

  return (
    <div className="flex flex-col gap-4">
      <LoginChannelCard />
      <AppFormCard
        editing={editing}
        onDone={(liffId) => {
          setEditing(null);
          if (liffId) reveal();
        }}
      />
      <section aria-label={t("LIFF apps")} className="flex flex-col gap-3">
        <Button variant="secondary" className="self-start" onClick={() => void reload()}>
          <RefreshCw aria-hidden="true" /> {t("Get LIFF apps")}
        </Button>
        {apps !== null && apps.length === 0 ? <Alert>{t("This channel has no LIFF app yet.")}</Alert> : null}
        {(apps ?? []).map((app) => (
          <AppCard
            key={app.liffId}
            app={app}
            here={here()}
            busy={busy}
            previousEndpoint={originalEndpoint(point.draft, app.liffId)}
            actions={actions}
          />
        ))}
      </section>
    </div>
  );
}
