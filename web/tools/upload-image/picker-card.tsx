import { FileImage, ImageUp, Loader2, Upload, X } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatFileSize } from "./upload-rules.ts";
import type { ImageUploadState } from "./use-image-upload.ts";

export interface PickerCardProps {
  state: ImageUploadState;
  onPick: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
}

function UploadProgress({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm text-gray-700">
        <span id={labelId}>ความคืบหน้าการอัปโหลด</span>
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
        <div className="h-full bg-[#06C755] transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Drop zone around a labelled file input: the label is the keyboard- and touch-friendly picker. */
function DropZone({ disabled, onPick }: { disabled: boolean; onPick: (file: File) => void }) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onPick(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop only adds to the labelled file input inside.
    <div
      data-testid="drop-zone"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center text-sm",
        dragging ? "border-[#06C755] bg-green-50" : "border-gray-300 bg-gray-50",
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <ImageUp aria-hidden="true" className="size-10 text-gray-400" />
      <p className="text-gray-600">ลากและวางรูปภาพที่นี่ หรือ</p>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={hintId}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses("outline"),
          "peer-focus-visible:ring-2 peer-focus-visible:ring-[#06C755] peer-focus-visible:ring-offset-2",
          disabled && "pointer-events-none opacity-50",
        )}
      >
        เลือกไฟล์รูปภาพ
      </label>
      <p id={hintId} className="text-xs text-gray-500">
        PNG หรือ JPEG ขนาดไม่เกิน 1MB
      </p>
    </div>
  );
}

export function PickerCard({ state, onPick, onUpload, onCancel }: PickerCardProps) {
  const { file, error, busy, progress } = state;
  return (
    <Card>
      <CardHeader>
        <CardTitle>เลือกรูปภาพ</CardTitle>
        <CardDescription>รูปภาพจะถูกเก็บไว้บนเซิร์ฟเวอร์ของเครื่องมือนี้ และคุณจะได้รับ URL สาธารณะของรูปภาพ</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DropZone disabled={busy} onPick={onPick} />
        {file ? (
          <Alert title="ไฟล์ที่เลือก" noIcon>
            <div className="flex min-w-0 items-start gap-2">
              <FileImage aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
              <p className="min-w-0 break-all">
                <span className="font-medium">{file.name}</span>{" "}
                <span className="text-gray-600">({formatFileSize(file.size)})</span>
              </p>
            </div>
          </Alert>
        ) : null}
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {busy ? <UploadProgress percent={progress} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onUpload} disabled={busy} className="w-full sm:w-auto">
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            {busy ? "กำลังอัปโหลด..." : "อัปโหลด"}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={!file && !busy} className="w-full sm:w-auto">
            <X aria-hidden="true" />
            ยกเลิก
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
