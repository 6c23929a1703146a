// Build step after the web build (server/build.mjs): renders each route's first screen with React's static
// renderer (web/prerender.tsx, bundled for Node by Vite into a scratch folder) and writes them next to
// Vite's manifest, where server/http/shell.ts reads them: one set for LIFF mode, one for sandbox mode.
// Sandbox-only pages are in the sandbox set only.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export async function prerenderRoutes(root) {
  const outDir = join(root, "dist/prerender");
  const { build } = await import("vite");
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: "prerender.tsx",
      outDir,
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  try {
    const { prerenderRoute, ROUTES, LANGS, shellMeta, NOT_FOUND_PATH } = await import(
      pathToFileURL(join(outDir, "prerender.js")).href
    );
    // One set per mode the server can run in and per language: server/http/shell.ts reads the mode it
    // serves, and each request gets the language of its cookie or Accept-Language.
    const shellsByMode = { real: {}, sandbox: {} };
    for (const [mode, byLang] of Object.entries(shellsByMode)) {
      for (const lang of LANGS) {
        const shells = {};
        // The mode's routes, and the not-found page every other path shows (its title says so).
        const routes = ROUTES.filter((r) => mode === "sandbox" || !r.sandboxOnly);
        const paths = [...routes.map((r) => r.path), NOT_FOUND_PATH];
        for (const path of paths) {
          shells[path] = {
            lang,
            ...(await shellMeta(path, lang)),
            html: await prerenderRoute(path, mode, lang),
          };
        }
        byLang[lang] = shells;
      }
    }
    writeFileSync(join(root, "dist/web/.vite/prerendered.json"), JSON.stringify(shellsByMode));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
