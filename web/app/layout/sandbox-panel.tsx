import { useId, useState } from "react";
import { useAuth } from "../../auth/auth.tsx";
import { sandboxShareOutcome, setSandboxShareOutcome } from "../../liff/sandbox-settings.ts";

/** Sandbox mode only: says so, and lets the tester choose what the next share answers. */
export function SandboxPanel() {
  const { liff } = useAuth();
  const id = useId();
  const [outcome, setOutcome] = useState(() => (liff.mode === "sandbox" ? sandboxShareOutcome() : "success"));
  if (liff.mode !== "sandbox") return null;
  return (
    <div className="m-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-xs">
      <p className="font-semibold">Sandbox mode</p>
      <p className="mt-1">LINE is emulated: logins, channels and shares are simulated.</p>
      <label htmlFor={id} className="mt-2 block font-medium">
        Sandbox share result
      </label>
      <select
        id={id}
        value={outcome}
        onChange={(e) => {
          const next = e.target.value as typeof outcome;
          setSandboxShareOutcome(next);
          setOutcome(next);
        }}
        className="mt-1 min-h-11 w-full rounded border bg-white px-2 md:min-h-8"
      >
        <option value="success">Success</option>
        <option value="cancel">Cancel</option>
        <option value="error">Error</option>
      </select>
    </div>
  );
}
