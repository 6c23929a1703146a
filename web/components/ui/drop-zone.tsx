import { ImageUp } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { buttonClasses } from "./button.tsx";

export interface DropZoneProps {
  onFile: (file: File) => void;
  /** Text above the picker, e.g. "Drag and drop an image here, or". */
  prompt: string;
  /** The visible picker button's text. */
  buttonLabel: string;
  hint?: string;
  accept?: string;
  disabled?: boolean;
  className?: string;
}

/** Drop zone around a labelled file input: the label is the keyboard- and touch-friendly picker. */
export function DropZone({
  onFile,
  prompt,
  buttonLabel,
  hint,
  accept = "image/png,image/jpeg",
  disabled = false,
  className,
}: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop only adds to the labelled file input inside.
    <div
      data-testid="drop-zone"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center text-sm",
        dragging ? "border-line bg-green-50" : "border-gray-300 bg-gray-50",
        className,
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <ImageUp aria-hidden="true" className="size-10 text-gray-400" />
      <p className="text-gray-600">{prompt}</p>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-describedby={hint ? hintId : undefined}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses("outline"),
          "peer-focus-visible:ring-2 peer-focus-visible:ring-line peer-focus-visible:ring-offset-2",
          disabled && "pointer-events-none opacity-50",
        )}
      >
        {buttonLabel}
      </label>
      {hint && (
        <p id={hintId} className="text-gray-500 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
