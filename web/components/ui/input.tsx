import type { InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

export const controlClasses =
  "w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-sm sm:text-sm " +
  "placeholder:text-gray-400 outline-none focus-visible:border-line focus-visible:ring-2 " +
  "focus-visible:ring-line/40 disabled:cursor-not-allowed disabled:opacity-50 " +
  "aria-invalid:border-red-500 aria-invalid:ring-red-500/30";

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input type={type} className={cn(controlClasses, "h-10 pointer-coarse:min-h-11", className)} {...props} />
  );
}
