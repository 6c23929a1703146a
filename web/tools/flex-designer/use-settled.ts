import { startTransition, useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `delayMs` (a pause in editing), rendered as a transition; until
 * then the previous settled value. What follows it can compare the two to know it is behind.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
