import type { LabelHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

export function Label({ className, ...props }: LabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers tie it with htmlFor or by nesting the control.
  return <label className={cn("text-sm leading-none font-medium text-gray-900", className)} {...props} />;
}
