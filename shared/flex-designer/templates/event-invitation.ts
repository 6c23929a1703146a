import { descriptor } from "../../text/descriptor.ts";
import { hero, IMAGES, link, row, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "You're invited: LINE Developer Meetup, Sat 14 Feb, 13:00, True Digital Park",
  invited: "You're invited",
  title: "LINE Developer Meetup",
  about: "Talks, demos and Thai snacks with the developer community.",
  date: "Date",
  dateValue: "Sat 14 Feb, 13:00–17:00",
  place: "Place",
  placeValue: "True Digital Park, Bangkok",
  join: "Register",
  map: "Open map",
};
const TH: typeof EN = {
  altText: "ขอเชิญร่วมงาน LINE Developer Meetup วันเสาร์ที่ 14 ก.พ. 13:00 น. ที่ True Digital Park",
  invited: "ขอเรียนเชิญ",
  title: "LINE Developer Meetup",
  about: "ฟังทอล์ก ดูเดโม และทานขนมไทยไปกับชุมชนนักพัฒนา",
  date: "วันที่",
  dateValue: "ส. 14 ก.พ. 13:00–17:00 น.",
  place: "สถานที่",
  placeValue: "True Digital Park กรุงเทพฯ",
  join: "ลงทะเบียน",
  map: "เปิดแผนที่",
};

export const eventInvitation = defineTemplate(
  "event-invitation",
  descriptor("flexDesigner.template.event-invitation", "Event invitation"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      hero: hero(IMAGES.movie),
      body: vbox(
        [
          text(w.invited, { size: "sm", color: "#06C755", weight: "bold" }),
          text(w.title, { size: "xl", weight: "bold", wrap: true }),
          text(w.about, { size: "sm", color: "#666666", wrap: true }),
          vbox([row(w.date, w.dateValue, { wrap: true }), row(w.place, w.placeValue, { wrap: true })], {
            margin: "lg",
            spacing: "sm",
          }),
        ],
        { spacing: "sm" },
      ),
      footer: vbox([link(w.join), link(w.map, "https://maps.google.com/?q=True+Digital+Park", "secondary")], {
        spacing: "sm",
      }),
    },
  }),
);
