import { descriptor } from "../../text/descriptor.ts";
import { hero, IMAGES, link, row, separator, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Today's menu at Krua Baan: 5 dishes from 60 THB",
  name: "Krua Baan",
  today: "Today's menu",
  dishes: [
    ["Pad Thai with shrimp", "฿90"],
    ["Green curry with chicken", "฿80"],
    ["Som tam", "฿60"],
    ["Tom yum goong", "฿120"],
    ["Mango sticky rice", "฿70"],
  ],
  hours: "Open daily 10:00–21:00",
  order: "Order online",
  call: "Call the restaurant",
};
const TH: typeof EN = {
  altText: "เมนูวันนี้ที่ครัวบ้าน: 5 เมนู เริ่มต้น 60 บาท",
  name: "ครัวบ้าน",
  today: "เมนูวันนี้",
  dishes: [
    ["ผัดไทยกุ้งสด", "฿90"],
    ["แกงเขียวหวานไก่", "฿80"],
    ["ส้มตำไทย", "฿60"],
    ["ต้มยำกุ้ง", "฿120"],
    ["ข้าวเหนียวมะม่วง", "฿70"],
  ],
  hours: "เปิดทุกวัน 10:00–21:00 น.",
  order: "สั่งอาหารออนไลน์",
  call: "โทรหาร้าน",
};

export const restaurantMenu = defineTemplate(
  "restaurant-menu",
  descriptor("flexDesigner.template.restaurant-menu", "Restaurant menu"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      hero: hero(IMAGES.restaurant),
      body: vbox([
        text(w.name, { weight: "bold", size: "xl" }),
        text(w.today, { size: "sm", color: "#999999", margin: "md" }),
        separator("lg"),
        vbox(
          w.dishes.map(([dish = "", price = ""]) => row(dish, price)),
          { margin: "lg", spacing: "sm" },
        ),
        separator("lg"),
        text(w.hours, { size: "xs", color: "#999999", margin: "md", wrap: true }),
      ]),
      footer: vbox([link(w.order), link(w.call, "tel:021234567", "secondary")], { spacing: "sm" }),
    },
  }),
);
