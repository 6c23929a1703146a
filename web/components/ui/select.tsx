import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./input.tsx";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Convenience list; <option> children may be passed instead. */
  options?: readonly SelectOption[];
}

export function Select({ className, options, children, ...props }: SelectProps) {
  return (
    <div className="relative min-w-0">
      <select
        className={cn(controlClasses, "h-10 appearance-none pr-9 pointer-coarse:min-h-11", className)}
        {...props}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
      />
    </div>
  );
}
