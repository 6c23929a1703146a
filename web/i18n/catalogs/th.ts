import type { Catalog } from "../i18n.ts";

/**
 * Thai, keyed by the English text each screen shows by default. Product and LINE terms (Flex Message,
 * Rich Menu, Imagemap, JSON, Channel ID, Action, Quick Reply …) stay in English, as Thai developers
 * write them.
 */
const th: Catalog = {
  // Shell
  "Loading…": "กำลังโหลด…",
  Tools: "เครื่องมือ",
  "Close sidebar": "ปิดแถบด้านข้าง",
  "Toggle sidebar": "เปิด/ปิดแถบด้านข้าง",
  "Toggle sidebar (Ctrl+B)": "เปิด/ปิดแถบด้านข้าง (Ctrl+B)",
  "Loading login state": "กำลังตรวจสอบการเข้าสู่ระบบ",
  Logout: "ออกจากระบบ",
  "Login with LINE": "เข้าสู่ระบบด้วย LINE",
  "Login with LINE (sandbox)": "เข้าสู่ระบบด้วย LINE (sandbox)",
  "Choose a sandbox user. Each one is a separate LINE account.": "เลือกผู้ใช้ sandbox แต่ละคนเป็นบัญชี LINE แยกกัน",
  "Loading sandbox users…": "กำลังโหลดผู้ใช้ sandbox…",
  "Log in as {name}": "เข้าสู่ระบบเป็น {name}",
  Cancel: "ยกเลิก",
  "Add to home screen": "เพิ่มไปยังหน้าจอหลัก",
  "Add {title} to home screen": "เพิ่ม {title} ไปยังหน้าจอหลัก",
  "Shortcut to {title} requested": "ส่งคำขอสร้างทางลัดไปยัง {title} แล้ว",
  "Oops! Page not found": "ขออภัย ไม่พบหน้าที่คุณต้องการ",
  "Return to Home": "กลับไปหน้าแรก",

  // Route table: titles, sidebar labels, descriptions
  Home: "หน้าแรก",
  "LINE Rich Menu Builder – Visual rich menu designer | LINE DEV Tools":
    "LINE Rich Menu Builder – ออกแบบ Rich Menu ด้วยภาพ | LINE DEV Tools",
  "Visual builder for LINE rich menus: upload an image, design clickable areas and generate the JSON configuration. Plus Flex message, imagemap, text message, audience, image upload and QR code tools.":
    "เครื่องมือออกแบบ Rich Menu ของ LINE ด้วยภาพ: อัปโหลดรูป กำหนดพื้นที่กดได้ แล้วสร้าง JSON ได้ทันที พร้อมเครื่องมือ Flex Message, Imagemap, Text Message, Audience, อัปโหลดรูปภาพ และ QR Code",
  "Rich Menu Builder": "สร้าง Rich Menu",
  "Design a LINE rich menu on a canvas, set each area's action and deploy it to your channel.":
    "ออกแบบ Rich Menu บนภาพ กำหนด Action ของแต่ละพื้นที่ แล้ว Deploy ไปยัง Channel ของคุณ",
  "Rich Menu Editor": "แก้ไข Rich Menu แบบง่าย",
  "Draw rich menu areas on any image and get the JSON, no channel credentials needed.":
    "วาดพื้นที่ Rich Menu บนรูปภาพใดก็ได้แล้วรับ JSON โดยไม่ต้องใช้ข้อมูล Channel",
  "Flex Storage": "คลัง Flex Message",
  "Create, edit and store Flex messages with automatic 1-month expiration.":
    "สร้าง แก้ไข และจัดเก็บ Flex Message โดยลบอัตโนมัติเมื่อครบ 1 เดือน",
  "Flex Formatter": "จัดรูปแบบ Flex Message",
  "Paste Flex JSON, check it against LINE's schema, wrap it as a message and preview it.":
    "วาง Flex JSON ตรวจสอบกับ schema ของ LINE ห่อเป็นข้อความ และดูตัวอย่าง",
  "Imagemap Builder": "สร้าง Imagemap",
  "Upload an image, draw tappable areas and generate imagemap message JSON.":
    "อัปโหลดรูปภาพ วาดพื้นที่กดได้ แล้วสร้าง JSON ของ Imagemap Message",
  "Text Message Generator": "สร้าง Text Message",
  "Text Message": "Text Message",
  "Build a text message with sender details and quick reply buttons as JSON.":
    "สร้าง Text Message พร้อมข้อมูลผู้ส่งและปุ่ม Quick Reply เป็น JSON",
  "Audience Builder": "จัดการ Audience",
  Audience: "Audience",
  "List, filter, create and delete audience groups of your LINE channel.":
    "ดูรายการ กรอง สร้าง และลบ Audience Group ของ Channel LINE ของคุณ",
  "Upload Image": "อัปโหลดรูปภาพ",
  "Upload a PNG or JPEG and get a public link to use in your bot.":
    "อัปโหลดไฟล์ PNG หรือ JPEG แล้วรับลิงก์สาธารณะไปใช้ในบอทของคุณ",
  "QR Code Generator": "สร้าง QR Code",
  "QR Generator": "สร้าง QR Code",
  "Generate QR codes for URLs, text, contact information and WiFi networks.":
    "สร้าง QR Code สำหรับ URL ข้อความ ข้อมูลติดต่อ และเครือข่าย WiFi",
  "Sandbox Chat": "แชท Sandbox",
  "Messages pushed, sent to a chat or shared in sandbox mode, drawn as LINE would.":
    "ข้อความที่ push ส่งเข้าแชท หรือแชร์ในโหมด sandbox แสดงผลแบบเดียวกับใน LINE",
  // A builder's panes on a phone (components/result-switch)
  "Builder view": "มุมมองเครื่องมือ",
  Edit: "แก้ไข",
  Preview: "ตัวอย่าง",
  JSON: "JSON",
  "API JSON": "API JSON",
  Output: "ผลลัพธ์",
  // Page headers
  "Audience Management": "จัดการ Audience",
  "Create, list, filter and delete the audience groups of your LINE channel.":
    "สร้าง ดูรายการ กรอง และลบ Audience Group ของ Channel LINE ของคุณ",
  "Draw rich menu areas on any image and get the JSON. No channel credentials needed.":
    "วาดพื้นที่ Rich Menu บนรูปภาพใดก็ได้แล้วรับ JSON ไม่ต้องใช้ข้อมูล Channel",
  "Design a LINE rich menu on your image, set each area's action and deploy it to your channel.":
    "ออกแบบ Rich Menu ของ LINE บนรูปภาพของคุณ กำหนด Action ของแต่ละพื้นที่ แล้ว Deploy ไปยัง Channel",
  "Messages pushed by the sandbox bot, sent to a chat or shared, drawn as LINE would.":
    "ข้อความที่บอท sandbox push ส่งเข้าแชท หรือแชร์ แสดงผลแบบเดียวกับใน LINE",
};

export default th;
