import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { type MessageLike, messageKey } from "../../../shared/text/descriptor.ts";
import { tm } from "../../i18n/descriptor.ts";
import { cn } from "../../lib/cn.ts";

type AlertVariant = "default" | "destructive" | "warning" | "success";

const styles: Record<AlertVariant, string> = {
  default: "border-gray-200 bg-white text-gray-900",
  destructive: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  success: "border-green-200 bg-green-50 text-green-800",
};

const icons = { default: Info, destructive: XCircle, warning: AlertTriangle, success: CheckCircle2 };

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Hide the leading icon. */
  noIcon?: boolean;
}

/** Destructive alerts interrupt screen readers (role=alert); the others are polite (role=status). */
export function Alert({
  variant = "default",
  title,
  noIcon,
  className,
  children,
  role,
  ...props
}: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn("flex min-w-0 gap-3 rounded-lg border p-3 text-sm", styles[variant], className)}
      {...props}
    >
      {noIcon ? null : <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0 flex-1 break-words">
        {title ? <p className="mb-1 font-medium">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** An alert listing several messages (validation problems, hints); renders nothing for an empty list. */
export function ListAlert({
  items,
  ...props
}: Omit<AlertProps, "children"> & { items: readonly MessageLike[] }) {
  if (items.length === 0) return null;
  return (
    <Alert {...props}>
      <ul className="list-disc pl-4">
        {items.map((item) => (
          <li key={messageKey(item)}>{tm(item)}</li>
        ))}
      </ul>
    </Alert>
  );
}
