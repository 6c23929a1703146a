import { type Descriptor, desc } from "../text/descriptor.ts";

/**
 * The undo steps the server's publish and swap stream back (what is rolled back, or left to clean up by
 * hand), declared here in shared/richmenu so their Thai has one owner, the shared catalog, and the
 * per-route split still gives them to the routes that use shared/richmenu (web/i18n/README.md).
 */
export const UNDO_LABELS = {
  deleteNewMenu: (page: number): Descriptor => desc("Delete the new menu of page {page}", { page }),
  deleteAlias: (alias: string): Descriptor => desc("Delete alias {alias}", { alias }),
  repointAlias: (alias: string, menu: string): Descriptor =>
    desc("Point alias {alias} back to {menu}", { alias, menu }),
  cancelDefault: (): Descriptor => desc("Cancel the default menu again"),
  restoreDefault: (menu: string): Descriptor => desc("Make {menu} the default again", { menu }),
  moveUsersBack: (): Descriptor => desc("Move the users back to the old menu"),
};
