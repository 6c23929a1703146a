export type ClassValue = string | false | null | undefined | 0;

/** Joins truthy class names with a space; later classes are appended, not merged. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
