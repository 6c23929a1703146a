import type { CSSProperties } from "react";

/**
 * Class lists built so far, each with the lists one more class makes: a look's className is always one of a
 * few hundred shared strings, flattened once, instead of a fresh concatenation on every node (React escapes
 * every attribute value, and a concatenated string is copied flat for that each time). Bounded: class names
 * come from the stylesheet's keyword tables, and past the cap new lists are simply concatenated.
 */
const NEXT_CLASS = new Map<string, Map<string, string>>();
const MAX_CACHED_CLASSES = 20_000;
let cachedClasses = 0;

function withClass(className: string, name: string): string {
  let byName = NEXT_CLASS.get(className);
  if (byName === undefined) {
    if (cachedClasses >= MAX_CACHED_CLASSES) return `${className} fx-${name}`;
    byName = new Map();
    NEXT_CLASS.set(className, byName);
  }
  let next = byName.get(name);
  if (next === undefined) {
    // join makes a flat string; a concatenation would be a rope that every later lookup walks.
    next = [className, name].join(" fx-");
    if (cachedClasses < MAX_CACHED_CLASSES) {
      cachedClasses++;
      byName.set(name, next);
    }
  }
  return next;
}

/** What the renderer writes on an element: class names from the stylesheet, and inline style for the rest. */
export class Look {
  className: string;
  style: Record<string, string | number> | undefined = undefined;

  constructor(className: string) {
    this.className = className;
  }

  add(name: string): this {
    this.className = withClass(this.className, name);
    return this;
  }

  set(property: string, value: string | number): this {
    if (this.style === undefined) this.style = {};
    this.style[property] = value;
    return this;
  }

  /** Props for a host element. */
  get props(): { className: string; style: CSSProperties | undefined } {
    return { className: this.className, style: this.style as CSSProperties | undefined };
  }
}

/** Memoises a pure function of one string (keyword or CSS value): pasted messages repeat a few values. */
export function memoise<T>(compute: (value: string) => T): (value: unknown) => T {
  const cache = new Map<string, T>();
  const fallback = compute("");
  return (value) => {
    if (typeof value !== "string") return fallback;
    let result = cache.get(value);
    if (result === undefined && !cache.has(value)) {
      result = compute(value);
      if (cache.size < 1000) cache.set(value, result);
    }
    return result as T;
  };
}
