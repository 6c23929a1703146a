import { ImageUp, Trash2 } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import type { ChosenImage } from "./image-file";

export interface UploadCardProps {
  image: ChosenImage | null;
  error: string | null;
  busy: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}

function sizeNote(image: ChosenImage): string {
  const { original, scaled } = image;
  const base = `${original.width} × ${original.height} px`;
  if (original.width === scaled.width && original.height === scaled.height) return base;
  return `${base}, scaled to ${scaled.width} × ${scaled.height} px (both sides at most 1040)`;
}

export function UploadCard({ image, error, busy, onFile, onRemove }: UploadCardProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload Image Map</CardTitle>
        <CardDescription>
          PNG or JPEG. Larger images are scaled down so both sides are at most 1040 px.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone adds drag and drop to the labelled file input inside it. */}
        <div
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
          <ImageUp aria-hidden="true" className="size-8 text-gray-400" />
          <p className="text-gray-600">Drag and drop an image here, or</p>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            className="peer sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) onFile(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonClasses("outline"),
              "peer-focus-visible:ring-2 peer-focus-visible:ring-[#06C755] peer-focus-visible:ring-offset-2",
            )}
          >
            Choose file
          </label>
        </div>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {image ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="min-w-0 break-all text-gray-700">
              <span className="font-medium">{image.file.name}</span> — {sizeNote(image)}
            </p>
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove image
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
