import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, version as viteVersion } from "vite";
import { precompressDir } from "./server/http/precompress.ts";
import { SHELL_ICONS, shellIconId } from "./web/app/layout/shell-icons.ts";

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
 * The shell's icons as one hidden SVG sprite at the top of index.html's body, from lucide's own drawings
 * (web/app/layout/shell-icons.ts): `<ShellIcon>` draws them with `<use>`, so the entry carries no icon code.
 */
function shellIconSprite(): Plugin {
  const attributes = (attrs: Record<string, string | number>) =>
    Object.entries(attrs)
      .filter(([name]) => name !== "key")
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
  return {
    name: "shell-icon-sprite",
    async transformIndexHtml(html) {
      const symbols = await Promise.all(
        SHELL_ICONS.map(async (name) => {
          const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
            __iconData: { node: [string, Record<string, string | number>][] };
          };
          const body = __iconData.node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join("");
          return `<symbol id="${shellIconId(name)}" viewBox="0 0 24 24">${body}</symbol>`;
        }),
      );
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${symbols.join("")}</svg>`;
      return html.replace("<body>", `<body>\n    ${sprite}`);
    },
  };
}

/**
 * `.vite/modules.json` next to the manifest: each chunk's modules (paths from the repository root, packages
 * as `node_modules/…`). tests/bench/size.ts reads it to check that the entry's chunks hold no tool's code
 * and no lucide-react (the shell draws its icons from the sprite).
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
          .filter((id) => id.startsWith(repo))
          .map((id) =>
            relative(repo, id.split("?")[0] ?? id).replace(/^.*\/node_modules\//, "node_modules/"),
          );
      }
      this.emitFile({ type: "asset", fileName: ".vite/modules.json", source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The compiled message parts (web/i18n/compiled/split, one module per part and language) as chunks of their
 * own, named `assets/<part>.<lang>-<hash>.js` with one hash for them all: the app builds a part's URL from
 * its name (web/i18n/i18n.ts, `loadPart`) instead of carrying an `import()` per part and language in the
 * entry. The hash is of the parts' sources and the bundler's version, so a changed message gets new URLs
 * (assets are cached as immutable, server/http/spa.ts). The manifest keeps a key per part
 * (`i18n/compiled/split/shell.en.ts`): the server preloads a route's parts from it (server/http/preload.ts).
 */
function messageParts(): Plugin {
  const dir = resolve(import.meta.dirname, "web/i18n/compiled/split");
  let parts: string[] = [];
  let hash = "";
  return {
    name: "message-parts",
    // `npm run dev` loads the parts through the generated table (web/i18n/i18n.ts).
    apply: "build",
    config() {
      parts = existsSync(dir) ? readdirSync(dir).filter((file) => /\.(en|th)\.ts$/.test(file)) : [];
      const sum = createHash("sha256").update(viteVersion);
      for (const file of parts.sort()) sum.update(file).update(readFileSync(join(dir, file)));
      hash = sum.digest("base64url").slice(0, 8);
      return { define: { "import.meta.env.MESSAGES_HASH": JSON.stringify(hash) } };
    },
    buildStart() {
      // The prerender (server/prerender.mjs, an SSR build in one file) imports the parts itself.
      if (this.environment.config.build.ssr) return;
      for (const file of parts) {
        const name = file.replace(/\.ts$/, "");
        this.emitFile({
          type: "chunk",
          id: join(dir, file),
          name,
          fileName: `assets/${name}-${hash}.js`,
          preserveSignature: "strict",
        });
      }
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), shellIconSprite(), precompress(), chunkModules(), messageParts()],
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
    // No modulepreload polyfill in the entry (330 bytes gzip): every browser the app supports has
    // modulepreload but Safari before 17, for which the page's loader asks for `preload as=script`
    // instead (server/http/shell.ts); there, chunks loaded later wait on their imports.
    modulePreload: { polyfill: false },
    // tests/bench/size.ts reads the module graph from here.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small shared building blocks of the tool pages (button, field, alert, toast… each under 1 KB
          // gzip) travel as one chunk: a tool page otherwise waits on a dozen tiny requests, six at a
          // time over HTTP/1.1. None of them is in the entry, which stays as it is.
          // Only these files: their imports (React, icons) stay where automatic chunking puts them, or
          // React would move into this chunk and the entry would load it.
          groups: [
            // lucide-react makes a chunk per shared icon (under 1 KB each, a request each): every icon the
            // tool pages use goes in one chunk they share. The shell draws its own from a sprite instead.
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "ui",
              test: /web[\\/](components[\\/](ui[\\/]|page-header)|lib[\\/](cn|download|toast))/,
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
