/**
 * The chunks the server listed for this page's loader (server/http/shell.ts `app-scripts`), each after the
 * chunks it imports (server/http/preload.ts); none on a page without the loader (Vite's dev server).
 */
export function preloadedChunks(): string[] {
  const text = document.getElementById("app-scripts")?.textContent;
  if (!text) return [];
  try {
    return (JSON.parse(text) as { preload?: string[] }).preload ?? [];
  } catch {
    return [];
  }
}

/** A task boundary: the browser paints and handles input before the next step. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** How long one step may run before the browser gets the main thread back. */
const STEP_MS = 4;

/**
 * Evaluates the given chunks one at a time, dependencies first, yielding to the browser every few
 * milliseconds. Imported at once, a route's page evaluates its whole module graph in one task: 30 ms on a
 * fast desktop, 120 ms at a phone's 4× CPU, the start-up's longest (docs/performance.md). A chunk that fails
 * here is left to the page's own import, which reports it.
 */
export async function evaluateInSteps(chunks: readonly string[]): Promise<void> {
  let stepStart = performance.now();
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
    if (performance.now() - stepStart < STEP_MS) continue;
    await nextTask();
    stepStart = performance.now();
  }
}
