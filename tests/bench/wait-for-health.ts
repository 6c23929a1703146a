/** Resolves once the server at `origin` answers /api/health with 2xx; throws after 60 s. */
export async function waitForHealth(origin: string, pollMs = 100): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error("server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
