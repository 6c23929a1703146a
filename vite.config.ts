import { resolve } from "node:path";
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

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // tests/bench/size.ts reads the module graph from here.
    manifest: true,
  },
  server: {
    // `npm run dev`: Vite with HMR on 5173, the Hono app (npm start) answers /api.
    // Hosted image links (/i, /imagemaps) are served by the Hono app too.
    proxy: Object.fromEntries(
      ["/api", "/i/", "/imagemaps/"].map((path) => [path, `http://localhost:${API_PORT}`]),
    ),
  },
});
