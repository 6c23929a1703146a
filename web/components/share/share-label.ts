import { msg } from "../../i18n/i18n.ts";

/**
 * The Share button's label, which the shell's share picker shows too: in a module of its own so the
 * shell's messages do not take the rest of share-button.tsx's (web/i18n/README.md, "Catalogs by route").
 */
export const SHARE_LABEL = msg("Share");
