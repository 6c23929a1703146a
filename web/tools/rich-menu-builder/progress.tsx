/** The spec's progress indicator: a fixed 50 percent while the rich menu is being created. */
export function CreatingProgress({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={50}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full w-1/2 rounded-full bg-line" />
      </div>
      <p className="text-xs text-gray-600">{label}</p>
    </div>
  );
}
