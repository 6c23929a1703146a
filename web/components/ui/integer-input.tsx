import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "./input.tsx";

export interface IntegerInputProps extends Omit<ComponentProps<typeof Input>, "value" | "onChange" | "type"> {
  value: number;
  onCommit: (value: number) => void;
  /**
   * "change" commits every finite number typed (bounds); "blur" waits for blur or Enter (sizes,
   * where each keystroke would rescale the areas through tiny intermediate sizes).
   */
  commitOn?: "change" | "blur";
}

/**
 * A number field that lets the text be emptied or half-typed while the stored value stays a
 * whole number; it shows the stored value again on blur and whenever that value changes.
 */
export function IntegerInput({
  value,
  onCommit,
  commitOn = "change",
  onBlur,
  onKeyDown,
  ...props
}: IntegerInputProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const number = Number(raw);
    if (raw.trim() !== "" && Number.isFinite(number)) onCommit(number);
  };

  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      min={0}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (commitOn === "change") commit(event.target.value);
      }}
      onBlur={(event) => {
        if (commitOn === "blur") commit(text);
        setText(String(value));
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (commitOn === "blur" && event.key === "Enter") commit(text);
        onKeyDown?.(event);
      }}
    />
  );
}
