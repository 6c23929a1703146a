import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_PORT = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
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
