import { useState } from "react";

const KEY = "line-dev-tools.webhook.relay";

/** The inspector URL the user was looking at, per tab: coming back (from the Flex Designer, say) shows it again. */
export function useSelectedRelay(userId: string): [string | null, (id: string) => void] {
  const key = `${KEY}.${userId}`;
  const [selected, setSelected] = useState<string | null>(() => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null; // Storage can be blocked in embedded browsers: the first URL is shown, as on a first visit.
    }
  });
  const select = (id: string) => {
    setSelected(id);
    try {
      sessionStorage.setItem(key, id);
    } catch {
      // Kept for this page's life only.
    }
  };
  return [selected, select];
}
