import { useLingui } from "@lingui/react";
import { Link } from "wouter";
import { msg, useLang } from "../i18n/i18n.ts";
import { ShellIcon } from "./layout/shell-icon.tsx";
import { type CardGroup, ROUTES } from "./routes.ts";

const GROUPS: { id: CardGroup; title: string; intro: string }[] = [
  {
    id: "line",
    title: msg("เครื่องมือสำหรับ LINE Official Account"),
    intro: msg("ออกแบบ Rich Menu, Flex Message, Imagemap, Text Message และจัดการ Audience ได้ในที่เดียว"),
  },
  {
    id: "general",
    title: msg("เครื่องมือทั่วไป"),
    intro: msg("อัปโหลดรูปภาพเพื่อรับลิงก์สาธารณะ และสร้าง QR Code"),
  },
];

export function HomePage() {
  const { _: t } = useLingui();
  const lang = useLang();
  return (
    <div>
      <section className="mb-8">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">LINE DEV Tools</h1>
        <p className="mt-2 max-w-3xl text-gray-700 leading-relaxed">
          {t(
            "ชุดเครื่องมือสำหรับนักพัฒนา LINE Chatbot ช่วยให้คุณออกแบบข้อความและเมนู ทดลองดูตัวอย่าง และสร้าง JSON พร้อมใช้งานกับ Messaging API ได้ทันที ใช้งานได้ทั้งใน LINE และบนเว็บเบราว์เซอร์",
          )}
        </p>
      </section>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mb-10">
          <h2 id={`group-${group.id}`} className="font-semibold text-xl">
            {t(group.title)}
          </h2>
          <p className="mt-1 mb-4 text-gray-600">{t(group.intro)}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ROUTES.filter((r) => r.group === group.id).map((route) => {
              const title = t(route.title);
              const start = t("เริ่มใช้งาน {title}", { title });
              return (
                <li key={route.path} className="flex flex-col rounded-lg border bg-white p-5 shadow-sm">
                  <ShellIcon name={route.icon} className="size-8 text-line" />
                  <h3 className="mt-3 font-semibold text-lg">{title}</h3>
                  <p className="mt-1 flex-1 text-gray-600 text-sm">
                    {route.cardDescription && t(route.cardDescription)}
                  </p>
                  <Link
                    href={route.path}
                    // English links say where they go ("Open Rich Menu Builder"), not just "Start".
                    aria-label={lang === "en" ? undefined : start}
                    className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-line px-4 font-semibold text-sm text-white hover:bg-line-dark"
                  >
                    {lang === "en" ? start : t("เริ่มใช้งาน")}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
