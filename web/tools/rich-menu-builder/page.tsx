import { useLingui } from "@lingui/react";
import { useMemo, useReducer, useState } from "react";
import {
  ChannelCredentialsCard,
  useChannelCredentials,
} from "../../components/credentials/channel-credentials.tsx";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { AliasSuggestions } from "../../components/rich-menu/alias-suggestions.ts";
import { UNKNOWN_ERROR } from "../../components/rich-menu/api-failure.ts";
import { errorMessage, readImageFile } from "../../components/rich-menu/image-file.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { toast } from "../../lib/toast.ts";
import { CreateTab } from "./create-tab.tsx";
import { WIZARD_DRAFT, wizardHasWork } from "./draft.ts";
import { ManageTab } from "./manage-tab.tsx";
import { type ExistingRichMenu, useRichMenus } from "./use-rich-menus.ts";
import { initialWizardState, type LoadedImage, type WizardState, wizardReducer } from "./wizard-state.ts";

/** A deployed menu's image, downloaded through the server, as the wizard holds a picked one. */
async function loadedImageOf(menu: ExistingRichMenu, blob: Blob): Promise<LoadedImage> {
  const read = await readImageFile(blob);
  const type = blob.type === "image/png" ? "image/png" : "image/jpeg";
  const name = `${menu.name || menu.richMenuId}.${type === "image/png" ? "png" : "jpg"}`;
  return { ...read, type, bytes: blob.size, name };
}

/** /rich-menu-manager: the full Rich Menu Builder (spec 2.3). */
export default function RichMenuManagerPage() {
  const restored = useRestoredDraft(WIZARD_DRAFT);
  return restored.ready ? <RichMenuManager initial={restored.draft} /> : <DraftLoading />;
}

function RichMenuManager({ initial }: { initial: WizardState | null }) {
  const { _: t } = useLingui();
  const [wizard, dispatch] = useReducer(wizardReducer, initial, (draft) => draft ?? initialWizardState());
  const hasWork = wizardHasWork(wizard);
  useDraft(WIZARD_DRAFT, wizard, hasWork);
  const { credentials, complete } = useChannelCredentials();
  const richMenus = useRichMenus(credentials, complete);
  const [tab, setTab] = useState("create");
  /** Edit a copy: the menu's JSON and image into the editor, to be published as its replacement. */
  const editCopy = async (menu: ExistingRichMenu) => {
    try {
      const image = await loadedImageOf(menu, await richMenus.fetchImage(menu));
      dispatch({ type: "editCopy", source: { richMenuId: menu.richMenuId, name: menu.name }, menu, image });
      setTab("create");
      toast.success(
        t('"{name}" loaded into the editor: change it, then publish it as a replacement', {
          name: menu.name,
        }),
      );
    } catch (error) {
      toast.error(
        t('Failed to load "{name}": {message}', {
          name: menu.name,
          message: tm(errorMessage(error, UNKNOWN_ERROR)),
        }),
      );
    }
  };
  const aliasIds = useMemo(
    () => richMenus.aliases.map((alias) => alias.richMenuAliasId).sort(),
    [richMenus.aliases],
  );
  return (
    <div className="jumps-below-sticky flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t("Rich Menu Builder")}
        description={t(
          "Design a LINE rich menu on your image, set each area's action and deploy it to your channel.",
        )}
      >
        <StartOverButton hasWork={hasWork} onStartOver={() => dispatch({ type: "startOver" })} />
      </PageHeader>
      <Alert title={t("How it works")}>
        {t(
          "You can design a rich menu and copy its JSON without any credentials. To create it on your LINE channel, set it as default or manage existing rich menus, enter your channel's Channel ID and Channel Secret.",
        )}
      </Alert>
      <ChannelCredentialsCard
        allowReveal
        description={t(
          "From the LINE Developers Console (Messaging API channel → Basic settings). Sent with each request, never stored.",
        )}
      />
      {initial?.richMenuId && wizard.richMenuId === initial.richMenuId ? (
        <Alert title={t("Deployed as {richMenuId}", { richMenuId: initial.richMenuId })}>
          {t(
            `Your draft was already created on your channel, so it cannot be created again from here. Start over (or "Create Another Rich Menu") to make a new one.`,
          )}
        </Alert>
      ) : null}
      <AliasSuggestions.Provider value={aliasIds}>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t("Rich menu builder")}>
            <TabsTrigger value="create">{t("Create Rich Menu")}</TabsTrigger>
            <TabsTrigger value="manage">{t("Manage Existing")}</TabsTrigger>
          </TabsList>
          <TabsContent value="create">
            <CreateTab state={wizard} dispatch={dispatch} onSwapped={() => void richMenus.fetchMenus()} />
          </TabsContent>
          <TabsContent value="manage">
            <ManageTab
              richMenus={richMenus}
              hasCredentials={complete}
              onEditCopy={(menu) => void editCopy(menu)}
            />
          </TabsContent>
        </Tabs>
      </AliasSuggestions.Provider>
    </div>
  );
}

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(WIZARD_DRAFT);
