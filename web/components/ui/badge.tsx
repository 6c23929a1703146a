import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

type BadgeVariant = "default" | "secondary" | "destructive" | "outline" | "warning";

const variants: Record<BadgeVariant, string> = {
  default: "border-transparent bg-line text-white",
  secondary: "border-transparent bg-gray-100 text-gray-900",
  destructive: "border-transparent bg-red-600 text-white",
  outline: "border-gray-300 text-gray-900",
  warning: "border-transparent bg-amber-100 text-amber-950",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = "default", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        "[&_svg]:size-3",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
