import { Trans, useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { MessageError, type MessageLike } from "../../../shared/text/descriptor.ts";
import { useAuth } from "../../auth/auth.tsx";
import { CANCEL_LABEL } from "../../components/ui/dialog.tsx";
import { tm } from "../../i18n/descriptor.ts";
import type { SandboxUser } from "../../liff/index.ts";
import { ShellIcon } from "./shell-icon.tsx";

/** Sandbox LINE Login: pick one of the emulator's users; each is a distinct verified identity. */
export function SandboxLoginDialog({
  onClose,
  onChoose,
}: {
  onClose(): void;
  onChoose(userId: string): void;
}) {
  const { liff } = useAuth();
  const { _: t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [users, setUsers] = useState<SandboxUser[] | null>(null);
  const [error, setError] = useState<MessageLike | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    liff
      .sandboxUsers()
      .then(setUsers, (e: Error) => setError(e instanceof MessageError ? e.described : e.message));
    return () => dialog?.close();
  }, [liff]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="p-5">
        <h2 id={titleId} className="font-semibold text-lg">
          {t("Login with LINE (sandbox)")}
        </h2>
        <p className="mt-1 text-gray-600 text-sm">
          {t("Choose a sandbox user. Each one is a separate LINE account.")}
        </p>
        {error && (
          <p role="alert" className="mt-3 text-red-700 text-sm">
            {tm(error)}
          </p>
        )}
        {!users && !error && (
          <p role="status" className="mt-3 text-sm">
            {t("Loading sandbox users…")}
          </p>
        )}
        <ul className="mt-3 flex flex-col gap-2">
          {users?.map((user) => (
            <li key={user.userId}>
              <button
                type="button"
                onClick={() => onChoose(user.userId)}
                className="flex min-h-11 w-full items-center gap-3 rounded-md border px-3 py-2 text-left hover:bg-gray-50"
              >
                <ShellIcon name="user-round" className="size-5 text-gray-500" />
                <span className="font-medium">
                  {/* The sandbox user's name: the data's words. */}
                  <Trans
                    id="Log in as {name}"
                    values={{ name: <span translate="no">{user.displayName}</span> }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-md border px-4 text-sm md:min-h-9"
          >
            {t(CANCEL_LABEL)}
          </button>
        </div>
      </div>
    </dialog>
  );
}
