import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, tied with aria-labelledby. */
  label: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function Switch({ checked, onCheckedChange, label, disabled, id, className }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `${generated}-switch`;
  const labelId = `${switchId}-label`;
  return (
    <div className={cn("inline-flex items-center gap-3", className)}>
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors",
          "outline-none focus-visible:ring-2 focus-visible:ring-line focus-visible:ring-offset-2",
          "disabled:cursor-not-allowed disabled:opacity-50",
          // Enlarges the hit area on touch screens without changing the visual track.
          "before:absolute before:-inset-2.5 before:content-['']",
          checked ? "bg-line" : "bg-gray-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
      <label id={labelId} htmlFor={switchId} className="cursor-pointer text-sm font-medium text-gray-900">
        {label}
      </label>
    </div>
  );
}
