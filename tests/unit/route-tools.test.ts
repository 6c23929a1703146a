import { describe, expect, it } from "vitest";
import { routeModule, routeTool } from "../../server/http/preload.ts";
import { ROUTES } from "../../web/app/routes.ts";

// Checked by breaking it: without the two renamed rich menu routes, /rich-menu-manager preloaded no page
// chunk and /rich-menu-builder preloaded the other one's, and Vite's helper inserted the page's 30
// preloads in one task at hydration (a 200 ms long task at Lighthouse's 4x CPU).
describe("the server's route chunks", () => {
  it("preloads each route's own page chunk and messages, as the route table loads them", () => {
    const pages = ROUTES.filter((route) => route.Page);
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) {
      expect(routeModule(route.path), route.path).toBe(`tools/${route.Page?.tool}/page.tsx`);
      expect(routeTool(routeModule(`${route.path}/`)), route.path).toBe(route.Page?.tool);
    }
  });
});
