import { descriptor } from "../../text/descriptor.ts";
import { hbox, IMAGES, link, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "Boarding pass: Bangkok (BKK) to Chiang Mai (CNX), flight TG102, gate 14",
  title: "BOARDING PASS",
  passenger: "Passenger",
  name: "Somchai Jaidee",
  from: "Bangkok",
  to: "Chiang Mai",
  flight: "Flight",
  gate: "Gate",
  seat: "Seat",
  boarding: "Boarding",
  details: "Flight details",
};
const TH: typeof EN = {
  altText: "บัตรขึ้นเครื่อง: กรุงเทพฯ (BKK) ไปเชียงใหม่ (CNX) เที่ยวบิน TG102 ประตู 14",
  title: "บัตรขึ้นเครื่อง",
  passenger: "ผู้โดยสาร",
  name: "สมชาย ใจดี",
  from: "กรุงเทพฯ",
  to: "เชียงใหม่",
  flight: "เที่ยวบิน",
  gate: "ประตู",
  seat: "ที่นั่ง",
  boarding: "เวลาขึ้นเครื่อง",
  details: "รายละเอียดเที่ยวบิน",
};

const cell = (label: string, value: string) =>
  vbox([
    text(label, { size: "xs", color: "#ffffffcc" }),
    text(value, { size: "lg", weight: "bold", color: "#ffffff" }),
  ]);

export const boardingPass = defineTemplate(
  "boarding-pass",
  descriptor("flexDesigner.template.boarding-pass", "Ticket / boarding pass"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      header: vbox(
        [
          text(w.title, { size: "sm", color: "#ffffffcc", weight: "bold" }),
          hbox(
            [
              vbox([
                text("BKK", { size: "3xl", weight: "bold", color: "#ffffff" }),
                text(w.from, { size: "xs", color: "#ffffff" }),
              ]),
              text("✈", { size: "xl", color: "#ffffff", align: "center", gravity: "center" }),
              vbox([
                text("CNX", { size: "3xl", weight: "bold", color: "#ffffff", align: "end" }),
                text(w.to, { size: "xs", color: "#ffffff", align: "end" }),
              ]),
            ],
            { margin: "md" },
          ),
        ],
        { backgroundColor: "#0367D3", paddingAll: "20px" },
      ),
      body: vbox(
        [
          text(w.passenger, { size: "xs", color: "#aaaaaa" }),
          text(w.name, { size: "lg", weight: "bold" }),
          hbox(
            [cell(w.flight, "TG102"), cell(w.gate, "14"), cell(w.seat, "23A"), cell(w.boarding, "08:35")],
            {
              backgroundColor: "#27ACB2",
              cornerRadius: "md",
              paddingAll: "12px",
              margin: "lg",
              spacing: "sm",
            },
          ),
          { type: "image", url: IMAGES.code, size: "sm", aspectMode: "fit", margin: "xl" },
        ],
        { spacing: "sm" },
      ),
      footer: vbox([link(w.details, "https://line.me", "link")]),
    },
  }),
);
