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

  // Clipboard
  "Failed to copy to clipboard": "คัดลอกไปยังคลิปบอร์ดไม่สำเร็จ",

  // QR Code Generator
  "Too much data": "ข้อมูลมากเกินไป",
  "The data is too long for a QR code at error correction level {level}: it is {bytes} bytes and the largest code (version 40) holds about {max}. Shorten the data or choose a lower level.":
    "ข้อมูลยาวเกินกว่าจะสร้าง QR Code ที่ระดับแก้ไขข้อผิดพลาด {level} ได้: ข้อมูลมี {bytes} ไบต์ แต่ QR Code ขนาดใหญ่สุด (version 40) จุได้ประมาณ {max} ไบต์ ลองลดข้อมูลให้สั้นลงหรือเลือกระดับที่ต่ำกว่า",
  "URL/Link": "URL/ลิงก์",
  "Plain Text": "ข้อความธรรมดา",
  "Contact (vCard)": "ข้อมูลติดต่อ (vCard)",
  "WiFi Network": "เครือข่าย WiFi",
  None: "ไม่มี",
  "QR Code Data": "ข้อมูลใน QR Code",
  "Choose what the code contains and fill in the details.": "เลือกประเภทข้อมูลที่จะใส่ใน QR Code แล้วกรอกรายละเอียด",
  "Data Type": "ประเภทข้อมูล",
  Text: "ข้อความ",
  "Network Name (SSID)": "ชื่อเครือข่าย (SSID)",
  Password: "รหัสผ่าน",
  Security: "ความปลอดภัย",
  "Enter any text": "พิมพ์ข้อความใดก็ได้",
  "Open networks need no password.": "เครือข่ายแบบเปิดไม่ต้องใช้รหัสผ่าน",
  "First Name": "ชื่อ",
  "Last Name": "นามสกุล",
  Organization: "องค์กร",
  Phone: "โทรศัพท์",
  Email: "อีเมล",
  Website: "เว็บไซต์",
  "QR Code Settings": "ตั้งค่า QR Code",
  "Size, error correction and colours.": "ขนาด ระดับการแก้ไขข้อผิดพลาด และสี",
  Size: "ขนาด",
  "Error Correction": "การแก้ไขข้อผิดพลาด",
  "QR Color": "สี QR",
  "Background Color": "สีพื้นหลัง",
  "Higher levels survive damage but hold less data.": "ระดับสูงทนต่อความเสียหายได้ดีกว่า แต่จุข้อมูลได้น้อยลง",
  "This code may not scan": "QR Code นี้อาจสแกนไม่ได้",
  "The contrast between QR colour and background is {ratio}:1; scanners need at least {min}:1.":
    "ความต่างของสี QR กับพื้นหลังคือ {ratio}:1 แต่เครื่องสแกนต้องการอย่างน้อย {min}:1",
  "The QR colour is lighter than the background; many scanners cannot read inverted codes.":
    "สี QR อ่อนกว่าพื้นหลัง เครื่องสแกนหลายรุ่นอ่าน QR Code แบบกลับสีไม่ได้",
  "QR Code Preview": "ตัวอย่าง QR Code",
  "Updates as you type.": "อัปเดตทันทีขณะพิมพ์",
  "QR code preview": "ตัวอย่าง QR Code",
  "The QR code could not be generated.": "สร้าง QR Code ไม่สำเร็จ",
  "Enter data to generate QR code": "กรอกข้อมูลเพื่อสร้าง QR Code",
  "Showing the last QR code that could be generated; fix the issue to update it.":
    "กำลังแสดง QR Code ล่าสุดที่สร้างได้ แก้ไขปัญหาเพื่ออัปเดต",
  "The SVG file could not be created.": "สร้างไฟล์ SVG ไม่สำเร็จ",
  "Download PNG": "ดาวน์โหลด PNG",
  "Download SVG": "ดาวน์โหลด SVG",

  // Text Message Generator
  "(no label)": "(ไม่มีป้ายกำกับ)",
  "Action type": "ประเภท Action",
  "Add Quick Reply": "เพิ่ม Quick Reply",
  Camera: "กล้อง",
  "Camera roll": "คลังรูปภาพ",
  "Chat preview": "ตัวอย่างในแชท",
  "Checking image…": "กำลังตรวจสอบรูปภาพ…",
  Clipboard: "คลิปบอร์ด",
  "Clipboard text": "ข้อความที่จะคัดลอก",
  "Copy JSON": "คัดลอก JSON",
  Data: "Data",
  "Datetime picker": "Datetime picker",
  "Delete quick reply {number}": "ลบ Quick Reply ที่ {number}",
  "Display text": "ข้อความที่แสดง",
  Download: "ดาวน์โหลด",
  "Fill-in text": "ข้อความที่เติมให้",
  "Generated JSON": "JSON ที่สร้างขึ้น",
  "Hello! How can we help you today?": "สวัสดีค่ะ วันนี้ให้เราช่วยอะไรดีคะ?",
  "Icon URL": "URL ของไอคอน",
  "Icon accepted": "ใช้ไอคอนนี้ได้",
  "Icon preview": "ตัวอย่างไอคอน",
  Initial: "ค่าเริ่มต้น",
  "Input option": "ตัวเลือกการป้อนข้อมูล",
  "LINE would refuse this message:": "LINE จะไม่รับข้อความนี้:",
  Label: "ป้ายกำกับ",
  Location: "ตำแหน่งที่ตั้ง",
  Max: "สูงสุด",
  Message: "ข้อความ",
  "Message Text": "ข้อความ",
  "Message text must not exceed 5000 characters": "ข้อความต้องยาวไม่เกิน 5000 ตัวอักษร",
  Min: "ต่ำสุด",
  Mode: "โหมด",
  "Move quick reply {number} down": "เลื่อน Quick Reply ที่ {number} ลง",
  "Move quick reply {number} up": "เลื่อน Quick Reply ที่ {number} ขึ้น",
  "No JSON yet": "ยังไม่มี JSON",
  "Optional. https://, ends with .png, square, at most 1 MB.":
    "ไม่บังคับ ต้องขึ้นต้นด้วย https:// ลงท้ายด้วย .png เป็นรูปสี่เหลี่ยมจัตุรัส และขนาดไม่เกิน 1 MB",
  "Optional: the name and icon shown instead of the account's own.": "ไม่บังคับ: ชื่อและไอคอนที่จะแสดงแทนของบัญชี",
  Postback: "Postback",
  Preview: "ตัวอย่าง",
  "Quick Reply Buttons": "ปุ่ม Quick Reply",
  "Quick reply buttons": "ปุ่ม Quick Reply",
  "Quick reply {number}": "Quick Reply ที่ {number}",
  "Quick reply {number} needs attention": "Quick Reply ที่ {number} ต้องแก้ไข",
  "Sender Details": "ข้อมูลผู้ส่ง",
  "Sender Icon URL": "URL ไอคอนผู้ส่ง",
  "Sender Name": "ชื่อผู้ส่ง",
  "Text message JSON": "JSON ของ Text Message",
  "The JSON keeps the last accepted icon until this one passes.":
    "JSON จะใช้ไอคอนล่าสุดที่ผ่านการตรวจสอบไปก่อน จนกว่าไอคอนนี้จะผ่าน",
  'The sender name cannot contain "LINE" (in any case), so that input was ignored.':
    'ชื่อผู้ส่งต้องไม่มีคำว่า "LINE" (ไม่ว่าตัวพิมพ์ใด) จึงไม่รับข้อความที่พิมพ์',
  "The sender name is at most 20 characters, so that input was ignored.":
    "ชื่อผู้ส่งยาวได้ไม่เกิน 20 ตัวอักษร จึงไม่รับข้อความที่พิมพ์",
  "The text of the message (required, at most 5000 characters).": "ข้อความที่จะส่ง (จำเป็น ไม่เกิน 5000 ตัวอักษร)",
  URI: "URI",
  "Up to {max} buttons shown above the keyboard ({count}/{max}).":
    "สูงสุด {max} ปุ่ม แสดงเหนือแป้นพิมพ์ ({count}/{max})",
  "Your account": "บัญชีของคุณ",
  "Your message appears here": "ข้อความของคุณจะแสดงที่นี่",
  characters: "ตัวอักษร",
  "characters, too many": "ตัวอักษร เกินกำหนด",
  "e.g. Support Team": "เช่น ทีมซัพพอร์ต",
  'may not contain "LINE" in any case.': 'ห้ามมีคำว่า "LINE" ไม่ว่าตัวพิมพ์ใด',
  "Message text is required": "กรุณากรอกข้อความ",
  "JSON Copied": "คัดลอก JSON แล้ว",
  "JSON Downloaded": "ดาวน์โหลด JSON แล้ว",
  "URL must start with https://": "URL ต้องขึ้นต้นด้วย https://",
  "URL must not exceed 2,000 characters": "URL ต้องยาวไม่เกิน 2,000 ตัวอักษร",
  "URL must end with .png (PNG format only)": "URL ต้องลงท้ายด้วย .png (รองรับเฉพาะ PNG)",
  "Image must have a 1:1 aspect ratio (width = height)": "รูปภาพต้องมีอัตราส่วน 1:1 (กว้าง = สูง)",
  "Image file size must not exceed 1 MB": "ขนาดไฟล์รูปภาพต้องไม่เกิน 1 MB",
  "Unable to validate image size. Please ensure the URL is accessible.":
    "ตรวจสอบขนาดรูปภาพไม่ได้ กรุณาตรวจสอบว่าเปิด URL นี้ได้",
  "Unable to load image. Please check the URL.": "โหลดรูปภาพไม่ได้ กรุณาตรวจสอบ URL",
  "Failed to load image preview": "โหลดตัวอย่างรูปภาพไม่สำเร็จ",
  "Sender name must not exceed 20 characters": "ชื่อผู้ส่งต้องยาวไม่เกิน 20 ตัวอักษร",
  'Sender name must not contain "LINE"': 'ชื่อผู้ส่งต้องไม่มีคำว่า "LINE"',
  "At most 13 quick reply buttons are allowed": "เพิ่มปุ่ม Quick Reply ได้ไม่เกิน 13 ปุ่ม",
};

export default th;
