import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./input.tsx";

/** With `ref` (React 19 passes it as a prop). */
export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(controlClasses, "min-h-16 py-2", className)} {...props} />;
}
