import { descriptor } from "../../text/descriptor.ts";
import { IMAGES, link, row, separator, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Reservation confirmed: table for 4 at Krua Baan, Fri 20 Mar, 19:00",
  confirmed: "Reservation confirmed",
  place: "Krua Baan, Siam",
  name: "Name",
  nameValue: "Somchai J.",
  date: "Date",
  dateValue: "Fri 20 Mar",
  time: "Time",
  guests: "Guests",
  guestsValue: "4 people",
  number: "Booking no.",
  note: "Please arrive 10 minutes early. We hold the table for 15 minutes.",
  change: "Change booking",
  cancel: "Cancel booking",
};
const TH: typeof EN = {
  altText: "ยืนยันการจองโต๊ะ 4 ที่ ร้านครัวบ้าน ศ. 20 มี.ค. 19:00 น.",
  confirmed: "ยืนยันการจองแล้ว",
  place: "ครัวบ้าน สาขาสยาม",
  name: "ชื่อ",
  nameValue: "สมชาย จ.",
  date: "วันที่",
  dateValue: "ศ. 20 มี.ค.",
  time: "เวลา",
  guests: "จำนวนท่าน",
  guestsValue: "4 ท่าน",
  number: "หมายเลขการจอง",
  note: "กรุณามาถึงก่อนเวลา 10 นาที ทางร้านจะเก็บโต๊ะไว้ให้ 15 นาที",
  change: "เปลี่ยนการจอง",
  cancel: "ยกเลิกการจอง",
};

export const reservation = defineTemplate(
  "reservation",
  descriptor("flexDesigner.template.reservation", "Reservation confirmation"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      header: vbox([
        {
          type: "box",
          layout: "baseline",
          spacing: "sm",
          contents: [
            { type: "icon", url: IMAGES.star, size: "lg" },
            text(w.confirmed, { weight: "bold", color: "#06C755", size: "lg" }),
          ],
        },
        text(w.place, { size: "sm", color: "#666666" }),
      ]),
      body: vbox(
        [
          row(w.name, w.nameValue),
          row(w.date, w.dateValue),
          row(w.time, "19:00"),
          row(w.guests, w.guestsValue),
          row(w.number, "RB-20394"),
          separator("lg"),
          text(w.note, { size: "xs", color: "#999999", wrap: true, margin: "lg" }),
        ],
        { spacing: "sm" },
      ),
      footer: vbox(
        [link(w.change, "https://line.me", "secondary"), link(w.cancel, "https://line.me", "link")],
        {
          spacing: "sm",
        },
      ),
    },
  }),
);
