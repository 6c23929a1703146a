import { useLingui } from "@lingui/react";
import { Check, Copy, ImagePlus } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { controlClasses } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { copyWithToast } from "../../lib/clipboard.ts";
import { cn } from "../../lib/cn.ts";
import { UPLOAD_MESSAGES } from "./upload-rules.ts";

export function SuccessCard({ link, onUploadNew }: { link: string; onUploadNew: () => void }) {
  const { _: t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    // If the copy is refused (permissions, an in-app browser), leave the URL selected instead.
    if (!(await copyWithToast(link, UPLOAD_MESSAGES.copiedToast, UPLOAD_MESSAGES.copyFailedToast))) {
      input.current?.select();
    }
  };

  return (
    <Card className="border-green-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-5 text-line" />
          {t("อัปโหลดสำเร็จ")}
        </CardTitle>
        <CardDescription>{t("ใช้ URL นี้เป็นลิงก์รูปภาพในข้อความหรือบอท LINE ของคุณ")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={inputId}>{t("URL ของรูปภาพ")}</Label>
          <div className="flex min-w-0 gap-2">
            <input
              ref={input}
              id={inputId}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className={cn(controlClasses, "h-10 font-mono pointer-coarse:min-h-11")}
            />
            <Button
              variant="outline"
              size="icon"
              onClick={copy}
              aria-label={t("คัดลอก URL")}
              title={t("คัดลอก URL")}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-medium">{t("ตัวอย่างรูปภาพ")}</figcaption>
          <img
            src={link}
            alt={t("ตัวอย่างรูปภาพที่อัปโหลด")}
            className="h-auto max-h-96 w-auto max-w-full self-start rounded-md border border-gray-200 object-contain"
          />
        </figure>
      </CardContent>
      <CardFooter>
        <Button onClick={onUploadNew} className="w-full sm:w-auto">
          <ImagePlus aria-hidden="true" />
          {t("อัปโหลดรูปภาพใหม่")}
        </Button>
      </CardFooter>
    </Card>
  );
}
