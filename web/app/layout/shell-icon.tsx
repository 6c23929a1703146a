import { type ShellIconName, shellIconId } from "./shell-icons.ts";

/** One of the shell's icons, from the sprite in index.html (shell-icons.ts); decorative, like lucide's. */
export function ShellIcon({ name, className }: { name: ShellIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${shellIconId(name)}`} />
    </svg>
  );
}
