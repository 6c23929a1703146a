import { useLingui } from "@lingui/react";
import { PageHeader } from "../../components/page-header.tsx";
import { PickerCard } from "./picker-card.tsx";
import { SuccessCard } from "./success-card.tsx";
import { useImageUpload } from "./use-image-upload.ts";

/** Upload Image (Thai UI, spec 2.7): our own image host gives each PNG/JPEG a public https URL. */
export default function UploadImagePage() {
  const { _: t } = useLingui();
  const { state, pick, upload, cancel, reset } = useImageUpload();
  return (
    <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col">
      <PageHeader
        title={t("อัปโหลดรูปภาพ")}
        description={t("อัปโหลดรูปภาพ PNG หรือ JPEG (ไม่เกิน 1MB) เพื่อรับ URL สาธารณะสำหรับใช้ในบอท LINE")}
      />
      {state.link ? (
        <SuccessCard link={state.link} onUploadNew={reset} />
      ) : (
        <PickerCard
          state={state}
          onPick={(file) => void pick(file)}
          onUpload={() => void upload()}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
