import { type Descriptor, formatIcu } from "../../shared/flex/descriptor.ts";
import { catalogText, useLang } from "./i18n.ts";

/**
 * A message given as data (`{ id, message, values }` from `shared/` or the server) in the chosen
 * language: the catalog's text for its id, else its English ICU message, with its values filled in.
 */
export function tm(message: Descriptor): string {
  return formatIcu(catalogText(message.id) ?? message.message, message.values);
}

/** `const tm = useTm()` in a component: the component re-renders in the new language on a switch. */
export function useTm(): typeof tm {
  useLang();
  return tm;
}
