import { useLingui } from "@lingui/react";
import { FileImage, Loader2, Upload, X } from "lucide-react";
import { useId } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { DropZone } from "../../components/ui/drop-zone.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { formatFileSize } from "./upload-rules.ts";
import type { ImageUploadState } from "./use-image-upload.ts";

export interface PickerCardProps {
  state: ImageUploadState;
  onPick: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
}

function UploadProgress({ percent }: { percent: number }) {
  const { _: t } = useLingui();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm text-gray-700">
        <span id={labelId}>{t("ความคืบหน้าการอัปโหลด")}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-line transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function PickerCard({ state, onPick, onUpload, onCancel }: PickerCardProps) {
  const { _: t } = useLingui();
  const { file, error, busy, progress } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("เลือกรูปภาพ")}</CardTitle>
        <CardDescription>
          {t("รูปภาพจะถูกเก็บไว้บนเซิร์ฟเวอร์ของเครื่องมือนี้ และคุณจะได้รับ URL สาธารณะของรูปภาพ")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DropZone
          disabled={busy}
          onFile={onPick}
          prompt={t("ลากและวางรูปภาพที่นี่ หรือ")}
          buttonLabel={t("เลือกไฟล์รูปภาพ")}
          hint={t("PNG หรือ JPEG ขนาดไม่เกิน 1MB")}
        />
        {file ? (
          <Alert title={t("ไฟล์ที่เลือก")} noIcon>
            <div className="flex min-w-0 items-start gap-2">
              <FileImage aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
              <p className="min-w-0 break-words">
                <span translate="no" className="font-medium">
                  {file.name}
                </span>{" "}
                <span className="text-gray-600">({formatFileSize(file.size)})</span>
              </p>
            </div>
          </Alert>
        ) : null}
        {error ? <Alert variant="destructive">{tm(error)}</Alert> : null}
        {busy ? <UploadProgress percent={progress} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onUpload} disabled={busy} className="w-full sm:w-auto">
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            {busy ? t("กำลังอัปโหลด...") : t("อัปโหลด")}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={!file && !busy} className="w-full sm:w-auto">
            <X aria-hidden="true" />
            {t("ยกเลิก")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
