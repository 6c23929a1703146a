import { useId } from "react";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { Textarea } from "../ui/textarea.tsx";

export interface TextFieldProps {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  multiline?: boolean;
  type?: "text" | "url";
  /** Values offered while typing (a datalist); the field still takes any text. */
  suggestions?: readonly string[];
}

/** One action field; a missing value shows as empty, an emptied field stores "" (left out of the JSON). */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  multiline,
  type = "text",
  suggestions = [],
}: TextFieldProps) {
  const listId = useId();
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  return (
    <>
      <Field label={label} hint={hint}>
        {(control) =>
          multiline ? (
            <Textarea
              {...control}
              rows={2}
              value={text}
              placeholder={placeholder}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <Input
              {...control}
              type={type}
              value={text}
              placeholder={placeholder}
              autoComplete="off"
              list={suggestions.length > 0 ? listId : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
          )
        }
      </Field>
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </>
  );
}
