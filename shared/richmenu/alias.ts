/**
 * Rich menu aliases: the names richmenuswitch actions point at. The id rule is the official
 * schema's (CreateRichMenuAliasRequest.richMenuAliasId: ^[a-z0-9_-]{1,32}$).
 */
export const RICH_MENU_ALIAS_ID_PATTERN = /^[a-z0-9_-]{1,32}$/;

export const ALIAS_MESSAGES = {
  idRule: "Alias ID must be 1–32 characters: lower-case letters, digits, _ and -",
} as const;

/** The alias id rule's message, or null when the id is fine. */
export function aliasIdError(id: string): string | null {
  return RICH_MENU_ALIAS_ID_PATTERN.test(id) ? null : ALIAS_MESSAGES.idRule;
}

export interface RichMenuAlias {
  richMenuAliasId: string;
  richMenuId: string;
}

/** Alias ids per rich menu id, sorted, for "each menu row shows the aliases pointing at it". */
export function aliasesByMenu(aliases: readonly RichMenuAlias[]): Map<string, string[]> {
  const byMenu = new Map<string, string[]>();
  for (const { richMenuAliasId, richMenuId } of aliases) {
    byMenu.set(richMenuId, [...(byMenu.get(richMenuId) ?? []), richMenuAliasId].sort());
  }
  return byMenu;
}
