import type { TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./input.tsx";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(controlClasses, "min-h-16 py-2", className)} {...props} />;
}
