import { relative, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressDir } from "./server/http/precompress.ts";

const API_PORT = Number(process.env.PORT ?? 3000);

/** Brotli and gzip twins of the build's text assets, served by server/http/spa.ts. */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, br, gzip } = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(`precompressed ${files} files: ${kb(bytes)} → br ${kb(br)}, gzip ${kb(gzip)}`);
    },
  };
}

/**
 * `.vite/modules.json` next to the manifest: each chunk's project modules (paths from the repository root).
 * tests/bench/size.ts reads it to check that the entry's chunks hold no tool's code.
 */
function chunkModules(): Plugin {
  const repo = import.meta.dirname;
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(repo) && !id.includes("/node_modules/"))
          .map((id) => relative(repo, id.split("?")[0] ?? id));
      }
      this.emitFile({ type: "asset", fileName: ".vite/modules.json", source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress(), chunkModules()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, "web/lib/use-sync-external-store.ts"),
      },
    ],
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // tests/bench/size.ts reads the module graph from here.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small shared building blocks of the tool pages (button, field, alert… each under 1 KB
          // gzip) travel as one chunk: a tool page otherwise waits on a dozen tiny requests, six at a
          // time over HTTP/1.1. None of them is in the entry, which stays as it is.
          // Only these files: their imports (React, icons) stay where automatic chunking puts them, or
          // React would move into this chunk and the entry would load it.
          groups: [
            // lucide-react makes a chunk per shared icon (under 1 KB each, a request each): the shell's icons
            // stay with the entry's graph, every other icon goes in one chunk the tool pages share.
            {
              name: "shell-icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              tags: ["$initial"],
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "ui",
              test: /web[\\/](components[\\/](ui[\\/]|page-header)|lib[\\/](cn|download))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite with HMR on 5173, the Hono app (npm start) answers /api.
    // Hosted image links (/i, /imagemaps) are served by the Hono app too.
    proxy: Object.fromEntries(
      ["/api", "/i/", "/imagemaps/"].map((path) => [path, `http://localhost:${API_PORT}`]),
    ),
  },
});
