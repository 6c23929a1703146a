import type { Descriptor } from "../../shared/flex/descriptor.ts";
import { formatMessage, useLang } from "./i18n.ts";

/**
 * A message given as data (`{ id, message, values }` from `shared/` or the server) in the chosen
 * language, through Lingui: the catalog's text for its id, else its English ICU message, with its values
 * filled in.
 */
export function tm(message: Descriptor): string {
  return formatMessage(message.id, message.values, message.message);
}

/** `const tm = useTm()` in a component: the component re-renders in the new language on a switch. */
export function useTm(): typeof tm {
  useLang();
  return tm;
}
