import type { ReactNode } from "react";

/** The heading block every tool page starts with. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-gray-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
