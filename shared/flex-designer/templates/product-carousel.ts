import { descriptor } from "../../text/descriptor.ts";
import { hero, IMAGES, link, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "New arrivals: 3 products from 590 THB",
  products: [
    { name: "Arm Chair, White", price: "฿4,900", image: IMAGES.shirt, note: "In stock" },
    { name: "Metal Desk Lamp", price: "฿1,290", image: IMAGES.watch, note: "2 colours" },
    { name: "Cotton Cushion", price: "฿590", image: IMAGES.cafe, note: "New" },
  ],
  buy: "Buy now",
  more: "See details",
};
const TH: typeof EN = {
  altText: "สินค้ามาใหม่: 3 รายการ เริ่มต้น 590 บาท",
  products: [
    { name: "เก้าอี้อาร์มแชร์ สีขาว", price: "฿4,900", image: IMAGES.shirt, note: "มีสินค้า" },
    { name: "โคมไฟตั้งโต๊ะโลหะ", price: "฿1,290", image: IMAGES.watch, note: "มี 2 สี" },
    { name: "หมอนอิงผ้าฝ้าย", price: "฿590", image: IMAGES.cafe, note: "ใหม่" },
  ],
  buy: "ซื้อเลย",
  more: "ดูรายละเอียด",
};

export const productCarousel = defineTemplate(
  "product-carousel",
  descriptor("flexDesigner.template.product-carousel", "Product carousel"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "carousel",
      contents: w.products.map((product) => ({
        type: "bubble",
        size: "kilo",
        hero: hero(product.image),
        body: vbox(
          [
            text(product.name, { weight: "bold", size: "md", wrap: true }),
            text(product.price, { weight: "bold", size: "xl", color: "#06C755" }),
            text(product.note, { size: "xs", color: "#8c8c8c" }),
          ],
          { spacing: "sm" },
        ),
        footer: vbox([link(w.buy), link(w.more, "https://line.me", "link")], { spacing: "sm" }),
      })),
    },
  }),
);
