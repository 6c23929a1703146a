import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export type ButtonVariant = "default" | "outline" | "secondary" | "destructive" | "ghost" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium " +
  "transition-colors outline-none focus-visible:ring-2 focus-visible:ring-line focus-visible:ring-offset-2 " +
  "disabled:pointer-events-none disabled:opacity-50 cursor-pointer [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  default: "bg-line text-white shadow-sm hover:bg-line-dark",
  outline: "border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50",
  secondary: "bg-gray-100 text-gray-900 hover:bg-gray-200",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  ghost: "text-gray-900 hover:bg-gray-100",
  link: "text-[#058c3c] underline-offset-4 hover:underline",
};

// Coarse pointers (phones) always get a 44px target, whatever the visual size.
const sizes: Record<ButtonSize, string> = {
  default: "h-10 px-4 py-2 pointer-coarse:min-h-11",
  sm: "h-8 px-3 text-xs pointer-coarse:min-h-11",
  lg: "h-11 px-6 text-base",
  icon: "size-10 pointer-coarse:min-h-11 pointer-coarse:min-w-11",
};

export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "default"): string {
  return cn(base, variants[variant], sizes[size]);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
