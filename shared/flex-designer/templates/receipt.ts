import { descriptor } from "../../text/descriptor.ts";
import { hbox, link, row, separator, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Your receipt from Baan Cafe: 3 items, 235 THB",
  label: "RECEIPT",
  shop: "Baan Cafe",
  address: "12 Sukhumvit Soi 31, Bangkok",
  items: [
    ["Iced latte", "75"],
    ["Thai tea", "60"],
    ["Banana cake", "100"],
  ],
  count: "Items",
  total: "Total",
  cash: "Cash",
  change: "Change",
  receiptNo: "Receipt no.",
  view: "View receipt online",
};
const TH: typeof EN = {
  altText: "ใบเสร็จจากบ้านคาเฟ่: 3 รายการ 235 บาท",
  label: "ใบเสร็จรับเงิน",
  shop: "บ้านคาเฟ่",
  address: "12 ซอยสุขุมวิท 31 กรุงเทพฯ",
  items: [
    ["ลาเต้เย็น", "75"],
    ["ชาไทย", "60"],
    ["เค้กกล้วยหอม", "100"],
  ],
  count: "จำนวนรายการ",
  total: "ยอดรวม",
  cash: "เงินสด",
  change: "เงินทอน",
  receiptNo: "เลขที่ใบเสร็จ",
  view: "ดูใบเสร็จออนไลน์",
};

export const receipt = defineTemplate(
  "receipt",
  descriptor("flexDesigner.template.receipt", "Receipt"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      body: vbox([
        text(w.label, { weight: "bold", color: "#1DB446", size: "sm" }),
        text(w.shop, { weight: "bold", size: "xxl", margin: "md" }),
        text(w.address, { size: "xs", color: "#aaaaaa", wrap: true }),
        separator("xxl"),
        vbox(
          [
            ...w.items.map(([item = "", price = ""]) => row(item, `฿${price}`)),
            separator("xxl"),
            row(w.count, String(w.items.length)),
            row(w.total, "฿235", { weight: "bold" }),
            row(w.cash, "฿300"),
            row(w.change, "฿65"),
          ],
          { margin: "xxl", spacing: "sm" },
        ),
        separator("xxl"),
        hbox(
          [
            text(w.receiptNo, { size: "xs", color: "#aaaaaa", flex: 0 }),
            text("#743289384279", { size: "xs", color: "#aaaaaa", align: "end" }),
          ],
          {
            margin: "md",
          },
        ),
      ]),
      footer: vbox([link(w.view, "https://line.me", "link")]),
      styles: { footer: { separator: true } },
    },
  }),
);
