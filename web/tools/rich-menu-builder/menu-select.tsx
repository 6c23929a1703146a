import { useState } from "react";
import { Field } from "../../components/ui/field.tsx";
import { Select } from "../../components/ui/select.tsx";
import type { ExistingRichMenu } from "./use-rich-menus.ts";

/**
 * The menu picked from the channel's list: the user's choice while the list still holds it, else
 * the first menu ("" when there is none), so a deleted menu is never sent.
 */
export function useChosenMenu(menus: readonly ExistingRichMenu[]): [string, (richMenuId: string) => void] {
  const [target, setTarget] = useState("");
  const kept = menus.some((menu) => menu.richMenuId === target);
  return [kept ? target : (menus[0]?.richMenuId ?? ""), setTarget];
}

/** A labelled drop-down of the channel's rich menus, by name. */
export function MenuSelect({
  label,
  hint,
  menus,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  menus: readonly ExistingRichMenu[];
  value: string;
  onChange: (richMenuId: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Select
          {...control}
          // The menus' names, as their owner wrote them.
          translate="no"
          value={value}
          options={menus.map((menu) => ({ value: menu.richMenuId, label: menu.name }))}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
