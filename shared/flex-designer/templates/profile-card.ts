import { descriptor } from "../../text/descriptor.ts";
import { hbox, IMAGES, link, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Contact card: Malee Srisuk, Product Designer at Baan Studio",
  name: "Malee Srisuk",
  role: "Product Designer",
  company: "Baan Studio, Bangkok",
  about: "I design apps for shops and cafes. Happy to chat about LINE mini apps.",
  website: "Website",
  call: "Call",
  add: "Add friend",
};
const TH: typeof EN = {
  altText: "นามบัตร: มาลี ศรีสุข นักออกแบบผลิตภัณฑ์ Baan Studio",
  name: "มาลี ศรีสุข",
  role: "นักออกแบบผลิตภัณฑ์",
  company: "Baan Studio กรุงเทพฯ",
  about: "ออกแบบแอปให้ร้านค้าและคาเฟ่ ยินดีคุยเรื่อง LINE MINI App ค่ะ",
  website: "เว็บไซต์",
  call: "โทร",
  add: "เพิ่มเพื่อน",
};

export const profileCard = defineTemplate(
  "profile-card",
  descriptor("flexDesigner.template.profile-card", "Profile card"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      size: "kilo",
      body: vbox(
        [
          hbox(
            [
              vbox([{ type: "image", url: IMAGES.profile, aspectMode: "cover", size: "full" }], {
                cornerRadius: "100px",
                width: "72px",
                height: "72px",
              }),
              vbox(
                [
                  text(w.name, { weight: "bold", size: "lg", wrap: true }),
                  text(w.role, { size: "sm", color: "#06C755" }),
                  text(w.company, { size: "xs", color: "#999999", wrap: true }),
                ],
                { justifyContent: "center" },
              ),
            ],
            { spacing: "lg" },
          ),
          text(w.about, { size: "sm", color: "#555555", wrap: true, margin: "lg" }),
        ],
        { paddingAll: "20px" },
      ),
      footer: hbox(
        [link(w.website, "https://line.me", "secondary"), link(w.call, "tel:0812345678", "secondary")],
        { spacing: "sm" },
      ),
      styles: { footer: { separator: true } },
    },
  }),
);
