import { type ChangeEvent, useId } from "react";
import { Label } from "../ui/label.tsx";

const FILE_INPUT =
  "block w-full min-w-0 text-sm text-gray-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md " +
  "file:border-0 file:bg-line file:px-4 file:text-sm file:font-medium file:text-white " +
  "hover:file:bg-line-dark pointer-coarse:file:min-h-11";

/** The labelled "Upload Image" file picker; the input is cleared so the same file can be picked again. */
export function ImageFileInput({
  accept,
  onFile,
  disabled,
}: {
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Upload Image</Label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        className={FILE_INPUT}
      />
    </div>
  );
}
