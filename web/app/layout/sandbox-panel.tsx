import { useEffect, useId, useState } from "react";
import { useAuth } from "../../auth/auth.tsx";
import { t } from "../../i18n/i18n.ts";
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
  const res = await fetch("/api/sandbox/users");
  if (!res.ok) return [];
  const body = (await res.json()) as {
    users: { userId: string; displayName: string }[];
    groups?: { groupId: string; groupName: string }[];
  };
  return [
    ...body.users.map((u) => ({ id: u.userId, kind: "user" as const, name: u.displayName })),
    ...(body.groups ?? []).map((g) => ({ id: g.groupId, kind: "group" as const, name: g.groupName })),
  ];
}

/** Sandbox mode only: says so, and plays LINE's chat context (where the app was opened from). */
export function SandboxPanel() {
  const { liff } = useAuth();
  const openedId = useId();
  const appLanguageId = useId();
  const [chats, setChats] = useState<SandboxChat[]>([]);
  useEffect(() => {
    if (liff.mode === "sandbox") void sandboxChats().then(setChats);
  }, [liff.mode]);
  if (liff.mode !== "sandbox") return null;
  return (
    <div className="m-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-xs">
      <p className="font-semibold">{t("Sandbox mode")}</p>
      <p className="mt-1">{t("LINE is emulated: logins, channels and shares are simulated.")}</p>
      <label htmlFor={openedId} className="mt-2 block font-medium">
        {t("Sandbox: opened from")}
      </label>
      <select
        id={openedId}
        value={sandboxOpenedFrom() ?? ""}
        onChange={(e) => {
          setSandboxOpenedFrom(e.target.value || null);
          // Like LINE reopening the LIFF window from that chat.
          window.location.reload();
        }}
        className="mt-1 min-h-11 w-full rounded border bg-white px-2 md:min-h-8"
      >
        <option value="">{t("An external browser")}</option>
        {chats.map((chat) => (
          <option key={chat.id} value={chat.id}>
            {`LINE: ${chat.kind === "user" ? t("Chat with {name}", { name: chat.name }) : t("Group {name}", { name: chat.name })}`}
          </option>
        ))}
      </select>
      <label htmlFor={appLanguageId} className="mt-2 block font-medium">
        {t("LINE app language")}
      </label>
      <select
        id={appLanguageId}
        value={storedSandboxAppLanguage() ?? ""}
        onChange={(e) => {
          setSandboxAppLanguage(e.target.value || null);
          // LINE's setting is read when the LIFF window opens, as a first visit would.
          window.location.reload();
        }}
        className="mt-1 min-h-11 w-full rounded border bg-white px-2 md:min-h-8"
      >
        <option value="">{t("The browser's language")}</option>
        {SANDBOX_APP_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </select>
      <p className="mt-1 text-amber-800">{t("Read inside LINE only, when no language was chosen.")}</p>
    </div>
  );
}
