// Build step after the web build (server/build.mjs): renders each route's first screen with React's static
// renderer (web/prerender.tsx, bundled for Node by Vite into a scratch folder) and writes them next to
// Vite's manifest, where server/http/shell.ts reads them: one set for LIFF mode, one for sandbox mode.
// Sandbox-only pages are left out.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const APP_NAME = "LINE DEV Tools";

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
    const { prerenderRoute, ROUTES, DEFAULT_TITLE, pageLang } = await import(
      pathToFileURL(join(outDir, "prerender.js")).href
    );
    // One set per mode the server can run in: server/http/shell.ts reads the one it serves.
    const shellsByMode = { real: {}, sandbox: {} };
    for (const [mode, shells] of Object.entries(shellsByMode)) {
      for (const route of ROUTES.filter((r) => !r.sandboxOnly)) {
        shells[route.path] = {
          lang: pageLang(route.path, null),
          title: route.path === "/" ? DEFAULT_TITLE : `${route.title} | ${APP_NAME}`,
          description: route.description,
          html: await prerenderRoute(route.path, mode),
        };
      }
    }
    writeFileSync(join(root, "dist/web/.vite/prerendered.json"), JSON.stringify(shellsByMode));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
