import { useLingui } from "@lingui/react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { api, apiJson } from "../../api/client.ts";
import { useAuth } from "../../auth/auth.tsx";
import { SHARE_LABEL } from "../../components/share/share-label.ts";
import { Button } from "../../components/ui/button.tsx";
import { CANCEL_LABEL, Dialog } from "../../components/ui/dialog.tsx";
import {
  answerSandboxPicker,
  isSandboxPickerOpen,
  subscribeSandboxPicker,
} from "../../liff/sandbox-picker.ts";

interface Target {
  id: string;
  name: string;
}

async function loadTargets(): Promise<{ friends: Target[]; groups: Target[] }> {
  const body = await apiJson(api.sandbox.users.$get());
  return {
    friends: body.users.map((u) => ({ id: u.userId, name: u.displayName })),
    groups: body.groups.map((g) => ({ id: g.groupId, name: g.groupName })),
  };
}

/** Sandbox mode's share target picker: sandbox friends and groups, like LINE's own picker. */
export function SandboxSharePicker() {
  const { _: t } = useLingui();
  const { liff, state } = useAuth();
  const open = useSyncExternalStore(subscribeSandboxPicker, isSandboxPickerOpen);
  const [targets, setTargets] = useState<{ friends: Target[]; groups: Target[] } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open && !targets) loadTargets().then(setTargets, (e: Error) => setError(e.message));
    if (open) setChosen(new Set());
  }, [open, targets]);
  if (liff.mode !== "sandbox") return null;
  const me = state.status === "loggedIn" ? state.profile.userId : null;
  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && answerSandboxPicker(null)}
      title={t("Share with")}
      description={
        me
          ? t("Sandbox share target picker: what you share appears in the Sandbox Chat.")
          : t("Sandbox share target picker. Log in to see what you share in the Sandbox Chat.")
      }
      footer={
        <>
          <Button variant="outline" onClick={() => answerSandboxPicker(null)}>
            {t(CANCEL_LABEL)}
          </Button>
          <Button disabled={chosen.size === 0} onClick={() => answerSandboxPicker([...chosen])}>
            {t(SHARE_LABEL)}
          </Button>
        </>
      }
    >
      {error ? <p role="alert">{t("Sandbox chats unavailable ({error})", { error })}</p> : null}
      {targets ? (
        <div className="flex flex-col gap-3">
          <TargetGroup
            title={t("Friends")}
            targets={targets.friends.filter((t) => t.id !== me)}
            chosen={chosen}
            onToggle={toggle}
          />
          <TargetGroup title={t("Groups")} targets={targets.groups} chosen={chosen} onToggle={toggle} />
        </div>
      ) : null}
    </Dialog>
  );
}

function TargetGroup(props: {
  title: string;
  targets: Target[];
  chosen: Set<string>;
  onToggle(id: string): void;
}) {
  const titleId = useId();
  return (
    <fieldset aria-labelledby={titleId} className="flex flex-col gap-1">
      <legend id={titleId} className="font-medium text-sm">
        {props.title}
      </legend>
      {props.targets.map((target) => (
        <label
          key={target.id}
          className="flex min-h-11 items-center gap-2 rounded px-1 text-sm hover:bg-gray-50 md:min-h-9"
        >
          <input
            type="checkbox"
            checked={props.chosen.has(target.id)}
            onChange={() => props.onToggle(target.id)}
            className="size-4"
          />
          {/* A sandbox friend's or group's name: the data's words. */}
          <span translate="no">{target.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
