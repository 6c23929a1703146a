/**
 * Runs `sweep` now and every `intervalMs` for the life of the process; the timer never keeps Node alive.
 * Every instance sweeps: sweeps are idempotent deletes. A failed sweep logs one line (`label` and the error's
 * message) and the next one tries again. Returns the stop function.
 */
export function startSweeper(sweep: () => Promise<unknown>, intervalMs: number, label: string) {
  const run = () => {
    sweep().catch((error: unknown) => {
      console.error(`${label} failed: ${(error as Error)?.message ?? error}`);
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
