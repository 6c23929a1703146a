import { describe, expect, it } from "vitest";
import { isSidebarShortcut } from "../../web/app/layout/sidebar-state.ts";
import { isLiffRedirectPending, routeFromLiffState, stripLiffParams } from "../../web/liff/state.ts";

const ROUTES = [
  "/",
  "/flex-formatter",
  "/flex-storage",
  "/flex-designer",
  "/imagemap-builder",
  "/text-message",
  "/upload-image",
  "/qr-generator",
  "/audience",
  "/rich-menu-manager",
  "/rich-menu-builder",
];

describe("routeFromLiffState", () => {
  it.each(ROUTES)("maps liff.state=%s to the route", (path) => {
    expect(routeFromLiffState(`?liff.state=${encodeURIComponent(path)}`)).toBe(path);
  });

  it("keeps the state's own query and hash", () => {
    expect(routeFromLiffState(`?liff.state=${encodeURIComponent("/qr-generator?type=wifi#top")}`)).toBe(
      "/qr-generator?type=wifi#top",
    );
  });

  it("accepts a bare query state and unencoded values", () => {
    expect(routeFromLiffState("?liff.state=%3Fx%3D1")).toBe("/?x=1");
    expect(routeFromLiffState("?liff.state=/audience")).toBe("/audience");
  });

  it("refuses anything that would leave the app", () => {
    expect(routeFromLiffState(`?liff.state=${encodeURIComponent("https://evil.example/x")}`)).toBeNull();
    expect(routeFromLiffState(`?liff.state=${encodeURIComponent("//evil.example/x")}`)).toBeNull();
    expect(routeFromLiffState("?liff.state=")).toBeNull();
    expect(routeFromLiffState("?other=1")).toBeNull();
  });

  it("prefixes the endpoint path when LIFF's endpoint is a sub-path", () => {
    expect(routeFromLiffState("?liff.state=/audience", "/tools")).toBe("/tools/audience");
    expect(routeFromLiffState("?liff.state=/tools/audience", "/tools")).toBe("/tools/audience");
  });
});

describe("LIFF redirect parameters", () => {
  it("detects a pending redirect", () => {
    expect(isLiffRedirectPending("?code=abc&liffClientId=123")).toBe(true);
    expect(isLiffRedirectPending("?liff.state=%2F")).toBe(true);
    expect(isLiffRedirectPending("?tab=manage")).toBe(false);
  });

  it("strips only LIFF's parameters", () => {
    expect(stripLiffParams("/audience", "?code=a&state=b&liffClientId=c&tab=x", "#h")).toBe(
      "/audience?tab=x#h",
    );
    expect(stripLiffParams("/", "?code=a", "")).toBe("/");
  });
});

describe("sidebar state", () => {
  it("recognises Ctrl+B and Cmd+B only", () => {
    expect(isSidebarShortcut({ key: "b", ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: "B", ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: "b", ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: "b", ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});
