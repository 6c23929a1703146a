import { descriptor } from "../../text/descriptor.ts";
import { hero, IMAGES, LINK, link, separator, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Morning digest: 3 stories for today",
  label: "MORNING DIGEST",
  lead: "Bangkok's new sky train line opens this weekend",
  stories: [
    { title: "Rain expected across the central region until Friday", image: IMAGES.news2 },
    { title: "Local startups show AI tools for small shops", image: IMAGES.news3 },
  ],
  more: "Read all stories",
};
const TH: typeof EN = {
  altText: "สรุปข่าวเช้า: 3 ข่าวสำหรับวันนี้",
  label: "สรุปข่าวเช้า",
  lead: "รถไฟฟ้าสายใหม่ของกรุงเทพฯ เปิดให้บริการสุดสัปดาห์นี้",
  stories: [
    { title: "ภาคกลางมีฝนตกต่อเนื่องถึงวันศุกร์", image: IMAGES.news2 },
    { title: "สตาร์ทอัพไทยโชว์เครื่องมือ AI สำหรับร้านค้าขนาดเล็ก", image: IMAGES.news3 },
  ],
  more: "อ่านข่าวทั้งหมด",
};

export const newsDigest = defineTemplate(
  "news-digest",
  descriptor("flexDesigner.template.news-digest", "News digest"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      hero: hero(IMAGES.news1),
      body: vbox([
        text(w.label, { size: "xs", color: "#1DB446", weight: "bold" }),
        text(w.lead, { size: "lg", weight: "bold", wrap: true, margin: "sm" }),
        ...w.stories.flatMap((story) => [
          separator("lg"),
          {
            type: "box",
            layout: "horizontal",
            margin: "lg",
            spacing: "md",
            action: { type: "uri", uri: LINK },
            contents: [
              { type: "image", url: story.image, size: "xs", aspectMode: "cover", flex: 0 },
              text(story.title, { size: "sm", wrap: true, gravity: "center" }),
            ],
          },
        ]),
      ]),
      footer: vbox([link(w.more, LINK, "link")]),
    },
  }),
);
