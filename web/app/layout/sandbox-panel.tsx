import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { api } from "../../api/client.ts";
import { useAuth } from "../../auth/auth.tsx";
import {
  SANDBOX_APP_LANGUAGES,
  sandboxOpenedFrom,
  setSandboxAppLanguage,
  setSandboxOpenedFrom,
  storedSandboxAppLanguage,
} from "../../liff/sandbox-settings.ts";

interface SandboxChat {
  id: string;
  /** Named at render ("Chat with {name}" / "Group {name}"), so a language switch applies. */
  kind: "user" | "group";
  name: string;
}

async function sandboxChats(): Promise<SandboxChat[]> {
  const res = await api.sandbox.users.$get();
  if (!res.ok) return [];
  const body = await res.json();
  return [
    ...body.users.map((u) => ({ id: u.userId, kind: "user" as const, name: u.displayName })),
    ...(body.groups ?? []).map((g) => ({ id: g.groupId, kind: "group" as const, name: g.groupName })),
  ];
}

/** A sandbox setting LINE reads when it opens the LIFF window: choosing one reloads the page, as LINE would. */
function ReloadingSelect({
  label,
  value,
  onChoose,
  options,
}: {
  label: string;
  value: string;
  onChoose: (value: string | null) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="mt-2 block font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          onChoose(e.target.value || null);
          window.location.reload();
        }}
        className="mt-1 min-h-11 w-full rounded border bg-white px-2 md:min-h-8"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Sandbox mode only: says so, and plays LINE's chat context (where the app was opened from). */
export function SandboxPanel() {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  const [chats, setChats] = useState<SandboxChat[]>([]);
  useEffect(() => {
    if (liff.mode === "sandbox") void sandboxChats().then(setChats);
  }, [liff.mode]);
  if (liff.mode !== "sandbox") return null;
  return (
    <div className="m-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-xs">
      <p className="font-semibold">{t("Sandbox mode")}</p>
      <p className="mt-1">{t("LINE is emulated: logins, channels and shares are simulated.")}</p>
      <ReloadingSelect
        label={t("Sandbox: opened from")}
        value={sandboxOpenedFrom() ?? ""}
        // Like LINE reopening the LIFF window from that chat.
        onChoose={setSandboxOpenedFrom}
        options={[
          { value: "", label: t("An external browser") },
          ...chats.map((chat) => ({
            value: chat.id,
            label: `LINE: ${chat.kind === "user" ? t("Chat with {name}", { name: chat.name }) : t("Group {name}", { name: chat.name })}`,
          })),
        ]}
      />
      <ReloadingSelect
        label={t("LINE app language")}
        value={storedSandboxAppLanguage() ?? ""}
        // LINE's setting is read when the LIFF window opens, as a first visit would.
        onChoose={setSandboxAppLanguage}
        options={[
          { value: "", label: t("The browser's language") },
          ...SANDBOX_APP_LANGUAGES.map((language) => ({ value: language, label: language })),
        ]}
      />
      <p className="mt-1 text-amber-800">{t("Read inside LINE only, when no language was chosen.")}</p>
    </div>
  );
}
