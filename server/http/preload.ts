import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { routeToolFolder } from "../../shared/page/route-tools.ts";

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) used here. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

export async function readManifest(webRoot: string): Promise<Manifest> {
  const text = await readFile(join(webRoot, ".vite", "manifest.json"), "utf8").catch(() => "{}");
  return JSON.parse(text) as Manifest;
}

/**
 * The source module of a route's lazy page chunk: /flex-formatter → tools/flex-formatter/page.tsx,
 * /rich-menu-manager → tools/rich-menu-builder/page.tsx.
 */
export function routeModule(pathname: string): string {
  return `tools/${routeToolFolder(pathname)}/page.tsx`;
}

/**
 * A part of the compiled messages in a language (web/i18n/tooling/split-catalogs.ts): the shell's, or a
 * route's (its tool folder's name, as in routeModule), preloaded with the route's code so neither waits.
 */
export const messagesModule = (part: string, lang: string) => `i18n/compiled/split/${part}.${lang}.ts`;

/** The tool a route module belongs to: tools/flex-formatter/page.tsx → flex-formatter. */
export const routeTool = (module: string) => module.split("/")[1] ?? "";

/** The LIFF implementation the page will import right after the config: the emulator's mock, or the SDK. */
export const liffModule = (sandbox: boolean) => (sandbox ? "liff/sandbox.ts" : "liff/real.ts");

/**
 * `<link rel="modulepreload">` for the given modules and the chunks they import, leaving out the entry and
 * what it imports (index.html already preloads those), so the browser fetches them in parallel with the entry
 * instead of after it. A chunk comes after the chunks it imports: the app evaluates them in this order, one
 * at a time (web/app/evaluate-in-steps.ts), so each evaluation is one chunk's.
 */
export function modulePreloads(manifest: Manifest, modules: string[]): string {
  const entry = manifest["index.html"];
  const skip = new Set(["index.html", ...(entry?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(key)) return;
    skip.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  for (const module of modules) visit(module);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
}
