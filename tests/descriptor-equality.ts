import { expect } from "vitest";
import { isDescriptor } from "../shared/text/descriptor.ts";
import { englishText } from "../shared/text/english.ts";

/**
 * In unit and API tests a message of shared/ (a descriptor) equals the English sentence it renders, so rule
 * tests keep stating the spec's wording (`toEqual([...])`, `toContainEqual`, `toMatchObject`). Its
 * Thai is checked by `npm run i18n:check`, its rendering in i18n-shared-messages.test.ts.
 */
expect.addEqualityTesters([
  (a: unknown, b: unknown) => {
    if (isDescriptor(a) && typeof b === "string") return englishText(a) === b;
    if (typeof a === "string" && isDescriptor(b)) return a === englishText(b);
    return undefined;
  },
]);
