import type { CSSProperties } from "react";

/** What the renderer writes on an element: class names from the stylesheet, and inline style for the rest. */
export class Look {
  className: string;
  style: Record<string, string | number> | undefined = undefined;

  constructor(className: string) {
    this.className = className;
  }

  add(name: string): this {
    this.className += ` fx-${name}`;
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
