import { msg } from "../../i18n/i18n.ts";

/** Said under the areas that still carry the example action, when deploying or publishing asks first. */
export const EXAMPLE_ACTION_HINT = msg(
  "A tap on such an area sends the example postback action=buy&itemid=111 to your bot. Edit the actions first, unless that is what you want.",
);
