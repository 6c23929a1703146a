import { descriptor } from "../../text/descriptor.ts";
import { link, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Coupon: 20% off your next order, code SAVE20, until 31 Dec",
  brand: "Baan Cafe",
  offer: "20% OFF",
  detail: "on your next order of 200 THB or more",
  code: "Code",
  until: "Valid until 31 December",
  use: "Use coupon",
  terms: "Terms and conditions",
};
const TH: typeof EN = {
  altText: "คูปองลด 20% สำหรับการสั่งครั้งถัดไป รหัส SAVE20 ถึง 31 ธ.ค.",
  brand: "บ้านคาเฟ่",
  offer: "ลด 20%",
  detail: "เมื่อสั่งครั้งถัดไปครบ 200 บาทขึ้นไป",
  code: "รหัส",
  until: "ใช้ได้ถึง 31 ธันวาคม",
  use: "ใช้คูปอง",
  terms: "เงื่อนไขการใช้",
};

export const coupon = defineTemplate(
  "coupon",
  descriptor("flexDesigner.template.coupon", "Coupon"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      body: vbox(
        [
          text(w.brand, { size: "sm", color: "#ffffff", weight: "bold" }),
          // 4xl and wrapped: LINE's 5xl (74 px) cut "20% OFF" to "20% ..." in a 320 px wide chat.
          text(w.offer, { size: "4xl", color: "#ffffff", weight: "bold", margin: "md", wrap: true }),
          text(w.detail, { size: "sm", color: "#ffffff", wrap: true }),
          vbox(
            [text(`${w.code}: SAVE20`, { size: "lg", weight: "bold", align: "center", color: "#E8532F" })],
            {
              backgroundColor: "#ffffff",
              cornerRadius: "md",
              paddingAll: "12px",
              margin: "xl",
            },
          ),
          text(w.until, { size: "xs", color: "#ffffffcc", margin: "md" }),
        ],
        {
          paddingAll: "24px",
          background: { type: "linearGradient", angle: "135deg", startColor: "#E8532F", endColor: "#F2A93B" },
        },
      ),
      footer: vbox(
        [link(w.use, "https://line.me", "primary", "#E8532F"), link(w.terms, "https://line.me", "link")],
        {
          spacing: "sm",
        },
      ),
    },
  }),
);
