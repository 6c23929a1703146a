import { useLayoutEffect } from "react";

/**
 * Rendered inside the page's Suspense boundary: its commit is the page's, prerendered or not. React adopts
 * that boundary after the rest of the app when something in it loads late, so the app's own first commit
 * is too early to hand the page's controls over (server/http/shell.ts keeps them from taps until then).
 * The boot screen goes with it.
 */
export function PageAdopted() {
  useLayoutEffect(() => {
    document.getElementById("root")?.removeAttribute("data-shell");
    document.getElementById("boot-loader")?.remove();
  }, []);
  return null;
}
