import { useLingui } from "@lingui/react";
import { Search, UserCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { failureDescription } from "../../components/rich-menu/api-failure.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { MenuSelect, useChosenMenu } from "./menu-select.tsx";
import type { RichMenusApi } from "./use-rich-menus.ts";
import { failureOf, type SeenMenu, useLinkToMe, useUserMenuCheck } from "./use-user-menus.ts";

function seenText(seen: SeenMenu, name: (id: string) => string): string {
  const user = seen.userId;
  if (seen.source === "none" || !seen.richMenuId) return t("{user} sees no rich menu.", { user });
  const menu = name(seen.richMenuId);
  return seen.source === "user"
    ? t("{user} sees {menu}, linked to them.", { user, menu })
    : t("{user} sees {menu}, the channel's default.", { user, menu });
}

/** Per-user menus: link a menu to the logged-in LINE user, and which menu a user sees. */
export function UserMenusSection({ richMenus }: { richMenus: RichMenusApi }) {
  const { _: t } = useLingui();
  const { credentials } = useChannelCredentials();
  const { menus } = richMenus;
  const [chosen, setChosen] = useChosenMenu(menus);
  const [userId, setUserId] = useState("");
  const { seen, check: checkUser } = useUserMenuCheck(credentials);
  const link = useLinkToMe(credentials);
  const name = (id: string) => {
    const menu = menus.find((item) => item.richMenuId === id);
    return menu ? `"${menu.name}"` : id;
  };

  const linkToMe = async () => {
    try {
      await link.mutateAsync(chosen);
    } catch (error) {
      const failure = failureOf(error);
      return void toast.error(
        t("Failed to link the rich menu: {message}", { message: tm(failure.message) }),
        failureDescription(failure),
      );
    }
    toast.success(t("{menu} is now your rich menu in LINE", { menu: name(chosen) }));
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const failure = await checkUser(userId.trim());
    if (failure) {
      return void toast.error(
        t("Could not check the user: {message}", { message: tm(failure.message) }),
        failureDescription(failure),
      );
    }
  };

  return (
    <section
      aria-labelledby="user-menus-heading"
      className="flex flex-col gap-3 border-t border-gray-200 pt-4"
    >
      <h3 id="user-menus-heading" className="font-semibold">
        {t("Per-user menus")}
      </h3>
      <div className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <MenuSelect
          label={t("Menu to link")}
          hint={t("Needs Login with LINE: the menu is linked to the logged-in user.")}
          menus={menus}
          value={chosen}
          onChange={setChosen}
        />
        <Button onClick={() => void linkToMe()} disabled={!chosen}>
          <UserCheck aria-hidden="true" /> {t("Link to me")}
        </Button>
      </div>
      <form
        className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => void check(event)}
      >
        <Field label={t("User ID")} hint={t("Which menu does this user see? Their own, else the default.")}>
          {(control) => (
            <Input
              {...control}
              value={userId}
              autoComplete="off"
              onChange={(e) => setUserId(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={userId.trim() === ""}>
          <Search aria-hidden="true" /> {t("Check")}
        </Button>
      </form>
      <p aria-live="polite" className="text-sm break-words text-gray-700">
        {seen ? seenText(seen, name) : ""}
      </p>
    </section>
  );
}
