import { resetLangForTests } from "../web/i18n/i18n.ts";

/**
 * Unit tests render a tool's components without its route: every part of the catalogs comes with a
 * language there (a route loads only the shell's and its own).
 */
resetLangForTests();
