import { descriptor } from "../../text/descriptor.ts";
import { LINK, link, text, vbox } from "./parts.ts";
import { defineTemplate } from "./template.ts";

const EN = {
  altText: "How was your visit to Baan Cafe? Tap to answer (1 question)",
  title: "How was your visit?",
  question: "How likely are you to recommend Baan Cafe to a friend?",
  answers: ["Very likely", "Maybe", "Not likely"],
  thanks: "Your answer opens our survey page. Thank you!",
};
const TH: typeof EN = {
  altText: "การมาที่บ้านคาเฟ่เป็นอย่างไรบ้าง แตะเพื่อตอบ (1 คำถาม)",
  title: "การมาเยือนครั้งนี้เป็นอย่างไรบ้าง",
  question: "คุณจะแนะนำบ้านคาเฟ่ให้เพื่อนมากน้อยแค่ไหน",
  answers: ["แนะนำแน่นอน", "อาจจะแนะนำ", "คงไม่แนะนำ"],
  thanks: "คำตอบของคุณจะเปิดหน้าแบบสำรวจของเรา ขอบคุณค่ะ",
};

export const survey = defineTemplate(
  "survey",
  descriptor("flexDesigner.template.survey", "Survey with link buttons"),
  { en: EN, th: TH },
  (w) => ({
    altText: w.altText,
    contents: {
      type: "bubble",
      body: vbox(
        [
          text(w.title, { weight: "bold", size: "xl", wrap: true }),
          text(w.question, { size: "md", color: "#555555", wrap: true }),
          text(w.thanks, { size: "xs", color: "#999999", wrap: true, margin: "lg" }),
        ],
        { spacing: "sm" },
      ),
      footer: vbox(
        w.answers.map((answer, index) =>
          link(answer, `${LINK}/survey?answer=${index + 1}`, index === 0 ? "primary" : "secondary"),
        ),
        { spacing: "sm" },
      ),
    },
  }),
);
