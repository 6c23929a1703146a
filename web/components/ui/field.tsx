import { type ReactNode, useId } from "react";
import { tm } from "../../i18n/descriptor.ts";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";

/** Attributes a Field hands to its control so label, hint and error are announced with it. */
interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Render prop receiving the wiring attributes; spread them onto the input/select/textarea. */
  children: (control: FieldControlProps) => ReactNode;
  hint?: ReactNode;
  /** When set, the control is marked invalid and the message is shown under it. */
  error?: ReactNode;
  /** Optional explicit id for the control (defaults to a generated one). */
  id?: string;
  className?: string;
}

export function Field({ label, children, hint, error, id, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {typeof error === "string" ? tm(error) : error}
        </p>
      ) : null}
    </div>
  );
}
