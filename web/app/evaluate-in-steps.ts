/** How long one step may run before the browser gets the main thread back. */
const STEP_MS = 4;

/** A task boundary: the browser paints and handles input before the next step. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Evaluates the chunks the server listed for this page's loader (server/http/shell.ts `app-scripts`, each
 * after the chunks it imports: server/http/preload.ts) one at a time, yielding to the browser every few
 * milliseconds; none on a page without the loader (Vite's dev server). Imported at once, a route's page
 * evaluates its whole module graph in one task: 20–30 ms on a fast desktop, 80–120 ms at a phone's 4× CPU,
 * the start-up's longest (docs/performance.md). A chunk that fails here is left to the page's own import,
 * which reports it.
 */
export async function evaluatePreloadedChunks(): Promise<void> {
  const list = document.getElementById("app-scripts")?.textContent;
  let stepStart = performance.now();
  for (const chunk of list ? (JSON.parse(list) as { preload: string[] }).preload : []) {
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
    if (performance.now() - stepStart < STEP_MS) continue;
    await nextTask();
    stepStart = performance.now();
  }
}
