import { type ComponentType, createElement, lazy } from "react";
import { loadMessages } from "../i18n/i18n.ts";
import type { ShellIconName } from "./layout/shell-icons.ts";

export type CardGroup = "line" | "general";

export interface AppRoute {
  path: string;
  /** Page title (document title is "{title} | LINE DEV Tools"). */
  title: string;
  /** Sidebar label. */
  label: string;
  /** Thai description on the home card. */
  cardDescription?: string;
  /** Drawn from the shell's icon sprite (layout/shell-icons.ts). */
  icon: ShellIconName;
  /** Home card group; absent = no home card. */
  group?: CardGroup;
  inSidebar: boolean;
  /** A tool (not home): gets the "Add to home screen" action. */
  isTool: boolean;
  /** Linked from the sidebar in sandbox mode only. */
  sandboxOnly?: boolean;
  Page: RoutePage | null;
  /**
   * In LIFF mode its first screen shows what the build cannot know (whether LIFF's SDK offers sharing here):
   * the app renders it anew rather than adopt the prerendered page, since a failed adoption costs React a
   * second, blocking render of the whole page (web/main.tsx). Sandbox mode has a prerender of its own.
   */
  firstScreenDiffersInLiffMode?: true;
}

/** A tool's page, loaded on demand; `preload()` loads it ahead of the first render (web/main.tsx). */
type RoutePage = ComponentType & {
  preload: () => Promise<void>;
  /** The tool's folder, which names its part of the messages (web/i18n/README.md). */
  tool: string;
};

export const APP_NAME = "LINE DEV Tools";
/** The home page's document title: the app itself, not one of its tools. */
export const HOME_TITLE = "LINE DEV Tools – Tools for LINE developers";
/** The document title of a path no route has (web/app/not-found.tsx). */
export const NOT_FOUND_TITLE = "Page not found | LINE DEV Tools";

/**
 * A lazy page that renders at once when its chunk was preloaded: the app's first render then shows the
 * page rather than Suspense's fallback, so it is the prerendered page and React adopts it (hydrates)
 * instead of waiting for the chunk with a placeholder in its place.
 */
function page(
  tool: string,
  load: () => Promise<{ default: ComponentType; preloadPage?: () => Promise<void> }>,
): RoutePage {
  let loaded: ComponentType | null = null;
  // With what the page reads before it can show (a builder's saved draft): no placeholder first. The
  // tool's messages (web/i18n/README.md) load together with its code, not after it.
  const loadOnce = () =>
    Promise.all([load(), loadMessages(tool), loadMessages("later")]).then(async ([module]) => {
      await module.preloadPage?.();
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, at module level, never in a render.
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined), tool });
}

/** The one route table: router, sidebar, home cards and page metadata all read it. */
export const ROUTES: AppRoute[] = [
  {
    path: "/",
    title: "Home",
    label: "Home",
    icon: "house",
    inSidebar: true,
    isTool: false,
    Page: null,
  },
  {
    path: "/rich-menu-manager",
    title: "Rich Menu Builder",
    label: "Rich Menu Builder",
    cardDescription: "ออกแบบ Rich Menu บนภาพ กำหนดพื้นที่และ Action แล้ว Deploy ไปยัง Channel ของคุณ",
    icon: "layout-grid",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("rich-menu-builder", () => import("../tools/rich-menu-builder/page.tsx")),
  },
  {
    path: "/rich-menu-builder",
    title: "Rich Menu Editor",
    label: "Rich Menu Editor",
    icon: "panels-top-left",
    inSidebar: true,
    isTool: true,
    Page: page("rich-menu-editor", () => import("../tools/rich-menu-editor/page.tsx")),
  },
  {
    path: "/flex-storage",
    firstScreenDiffersInLiffMode: true, // the share button
    title: "Flex Storage",
    label: "Flex Storage",
    cardDescription: "สร้าง แก้ไข และจัดเก็บ Flex Message พร้อมแชร์ให้เพื่อน (เก็บได้ 1 เดือน)",
    icon: "braces",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("flex-storage", () => import("../tools/flex-storage/page.tsx")),
  },
  {
    path: "/flex-designer",
    firstScreenDiffersInLiffMode: true, // the share button
    title: "Flex Designer",
    label: "Flex Designer",
    cardDescription: "สร้าง Flex Message ทีละส่วนพร้อมพรีวิวสด ไม่ต้องเขียน JSON มีเทมเพลตให้เริ่ม",
    icon: "pencil-ruler",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("flex-designer", () => import("../tools/flex-designer/page.tsx")),
  },
  {
    path: "/flex-formatter",
    title: "Flex Formatter",
    label: "Flex Formatter",
    icon: "wand-sparkles",
    inSidebar: true,
    isTool: true,
    Page: page("flex-formatter", () => import("../tools/flex-formatter/page.tsx")),
  },
  {
    path: "/imagemap-builder",
    title: "Imagemap Builder",
    label: "Imagemap Builder",
    cardDescription: "สร้าง Imagemap Message จากรูปภาพ กำหนดพื้นที่กดได้ และรับ JSON",
    icon: "image",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("imagemap-builder", () => import("../tools/imagemap-builder/page.tsx")),
  },
  {
    path: "/text-message",
    firstScreenDiffersInLiffMode: true, // the share button
    title: "Text Message Generator",
    label: "Text Message Generator",
    cardDescription: "สร้าง Text Message พร้อม Sender และปุ่ม Quick Reply",
    icon: "message-square-text",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("text-message", () => import("../tools/text-message/page.tsx")),
  },
  {
    path: "/audience",
    title: "Audience Builder",
    label: "Audience Builder",
    cardDescription: "จัดการ Audience: ดูรายการ กรอง สร้าง และลบกลุ่มผู้รับ",
    icon: "users",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("audience", () => import("../tools/audience/page.tsx")),
  },
  {
    path: "/webhook",
    title: "Webhook Inspector",
    label: "Webhook Inspector",
    cardDescription: "ดู Webhook จาก LINE ตรวจ Signature และตอบกลับ",
    icon: "webhook",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("webhook", () => import("../tools/webhook/page.tsx")),
  },
  {
    path: "/liff-apps",
    title: "LIFF Apps & Tokens",
    label: "LIFF Apps & Tokens",
    cardDescription: "จัดการ LIFF app และ Channel access token",
    icon: "key-square",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("liff-apps", () => import("../tools/liff-apps/page.tsx")),
  },
  {
    path: "/upload-image",
    title: "Upload Image",
    label: "Upload Image",
    cardDescription: "อัปโหลดรูปภาพ PNG/JPEG และรับลิงก์สาธารณะสำหรับใช้ในบอท",
    icon: "upload",
    group: "general",
    inSidebar: true,
    isTool: true,
    Page: page("upload-image", () => import("../tools/upload-image/page.tsx")),
  },
  {
    path: "/qr-generator",
    title: "QR Code Generator",
    label: "QR Generator",
    cardDescription: "สร้าง QR Code สำหรับ URL ข้อความ ข้อมูลติดต่อ และ WiFi",
    icon: "qr-code",
    group: "general",
    inSidebar: true,
    isTool: true,
    Page: page("qr-generator", () => import("../tools/qr-generator/page.tsx")),
  },
  {
    path: "/sandbox-chat",
    title: "Sandbox Chat",
    label: "Sandbox Chat",
    icon: "messages-square",
    inSidebar: true,
    isTool: false,
    sandboxOnly: true,
    Page: page("sandbox-chat", () => import("../tools/sandbox-chat/page.tsx")),
  },
  {
    path: "/insights",
    title: "Insights",
    label: "Insights",
    cardDescription: "สถิติ Rich Menu ผู้ติดตาม การส่งข้อความ",
    icon: "chart-no-axes-column",
    group: "line",
    inSidebar: true,
    isTool: true,
    Page: page("insights", () => import("../tools/insights/page.tsx")),
  },
];

export function routeFor(path: string): AppRoute | undefined {
  const clean = path.replace(/\/+$/, "") || "/";
  return ROUTES.find((r) => r.path === clean);
}
