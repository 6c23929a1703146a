import type { Catalog } from "../i18n.ts";

/** English for the screens whose spec texts are Thai (home and Upload Image), keyed by that Thai text. */
const en: Catalog = {
  // Home
  "ชุดเครื่องมือสำหรับนักพัฒนา LINE Chatbot ช่วยให้คุณออกแบบข้อความและเมนู ทดลองดูตัวอย่าง และสร้าง JSON พร้อมใช้งานกับ Messaging API ได้ทันที ใช้งานได้ทั้งใน LINE และบนเว็บเบราว์เซอร์":
    "A toolbox for LINE chatbot developers: design messages and menus, preview them, and get JSON ready for the Messaging API. Works inside LINE and in any web browser.",
  "เครื่องมือสำหรับ LINE Official Account": "Tools for LINE Official Accounts",
  "ออกแบบ Rich Menu, Flex Message, Imagemap, Text Message และจัดการ Audience ได้ในที่เดียว":
    "Design rich menus, Flex messages, imagemaps and text messages, and manage audiences, all in one place.",
  เครื่องมือทั่วไป: "General tools",
  "อัปโหลดรูปภาพเพื่อรับลิงก์สาธารณะ และสร้าง QR Code": "Upload images to get a public link, and generate QR codes.",
  เริ่มใช้งาน: "Open",
  "เริ่มใช้งาน {title}": "Open {title}",
  "ออกแบบ Rich Menu บนภาพ กำหนดพื้นที่และ Action แล้ว Deploy ไปยัง Channel ของคุณ":
    "Design a rich menu on your image, set its areas and actions, then deploy it to your channel.",
  "สร้าง Flex Message ทีละส่วนพร้อมพรีวิวสด ไม่ต้องเขียน JSON มีเทมเพลตให้เริ่ม":
    "Build a Flex Message part by part with a live preview, no JSON to write, templates to start from",
  "สร้าง แก้ไข และจัดเก็บ Flex Message พร้อมแชร์ให้เพื่อน (เก็บได้ 1 เดือน)":
    "Create, edit and store Flex messages and share them with friends (kept for 1 month).",
  "สร้าง Imagemap Message จากรูปภาพ กำหนดพื้นที่กดได้ และรับ JSON":
    "Turn an image into an imagemap message: draw tappable areas and get the JSON.",
  "สร้าง Text Message พร้อม Sender และปุ่ม Quick Reply":
    "Build a text message with a sender and quick reply buttons.",
  "จัดการ Audience: ดูรายการ กรอง สร้าง และลบกลุ่มผู้รับ":
    "Manage audiences: list, filter, create and delete audience groups.",
  "อัปโหลดรูปภาพ PNG/JPEG และรับลิงก์สาธารณะสำหรับใช้ในบอท":
    "Upload a PNG/JPEG image and get a public link to use in your bot.",
  "สร้าง QR Code สำหรับ URL ข้อความ ข้อมูลติดต่อ และ WiFi":
    "Generate QR codes for URLs, text, contact details and WiFi.",
  // Upload Image
  อัปโหลดรูปภาพ: "Upload Image",
  "อัปโหลดรูปภาพ PNG หรือ JPEG (ไม่เกิน 1MB) เพื่อรับ URL สาธารณะสำหรับใช้ในบอท LINE":
    "Upload a PNG or JPEG image (up to 1 MB) and get a public URL to use in your LINE bot.",

  // Upload Image
  "ไฟล์ต้องมีขนาดไม่เกิน 1MB": "The file must be 1 MB or smaller",
  "รองรับไฟล์ PNG และ JPEG เท่านั้น": "Only PNG and JPEG files are supported",
  กรุณาเลือกไฟล์ที่ต้องการอัปโหลด: "Please choose a file to upload",
  "ไม่ได้รับ URL ของรูปภาพ": "No image URL was returned",
  เกิดข้อผิดพลาดในการอัปโหลด: "The upload failed",
  อัปโหลดรูปภาพไม่สำเร็จ: "Image upload failed",
  "อัปโหลดรูปภาพสำเร็จ!": "Image uploaded successfully!",
  "คัดลอก URL แล้ว!": "URL copied!",
  "คัดลอก URL ไม่สำเร็จ กรุณาคัดลอกจากช่อง URL": "Could not copy the URL. Please copy it from the URL field",
  ความคืบหน้าการอัปโหลด: "Upload progress",
  เลือกรูปภาพ: "Choose an image",
  "รูปภาพจะถูกเก็บไว้บนเซิร์ฟเวอร์ของเครื่องมือนี้ และคุณจะได้รับ URL สาธารณะของรูปภาพ":
    "The image is stored on this tool's server and you get a public URL for it.",
  "ลากและวางรูปภาพที่นี่ หรือ": "Drag and drop an image here, or",
  เลือกไฟล์รูปภาพ: "Choose an image file",
  "PNG หรือ JPEG ขนาดไม่เกิน 1MB": "PNG or JPEG, up to 1 MB",
  ไฟล์ที่เลือก: "Selected file",
  "กำลังอัปโหลด...": "Uploading...",
  อัปโหลด: "Upload",
  ยกเลิก: "Cancel",
  อัปโหลดสำเร็จ: "Upload complete",
  "ใช้ URL นี้เป็นลิงก์รูปภาพในข้อความหรือบอท LINE ของคุณ":
    "Use this URL as the image link in your LINE messages or bot.",
  "URL ของรูปภาพ": "Image URL",
  ตัวอย่างรูปภาพ: "Image preview",
  "คัดลอก URL": "Copy URL",
  ตัวอย่างรูปภาพที่อัปโหลด: "Preview of the uploaded image",
  อัปโหลดรูปภาพใหม่: "Upload a new image",
};

export default en;
