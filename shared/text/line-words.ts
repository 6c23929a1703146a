import { type Descriptor, desc } from "./descriptor.ts";

/**
 * Words around LINE's own text that shared/ and web/components both write: declared once, so each has one
 * owner, the shared catalog (web/i18n/README.md, "Catalogs"). Small on purpose: the Flex preview's chunk
 * imports it.
 */

/** LINE's own message (kept as it sent it), marked as LINE's. */
export const lineSaid = (line: string): Descriptor => desc("LINE: {line}", { line });

/** What a uri action does. */
export const opensUri = (uri: string): Descriptor => desc("Opens {uri}", { uri });
