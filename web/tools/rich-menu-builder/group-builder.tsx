import { useLingui } from "@lingui/react";
import { ArrowLeft, ArrowRight, Plus, Trash2 } from "lucide-react";
import { type Dispatch, useContext, useEffect, useMemo } from "react";
import type { EditorChange, EditorState } from "../../../shared/editor/index.ts";
import {
  addPage,
  aliasIdError,
  applyTabTemplate,
  canAddPage,
  canRemovePage,
  capChatBarText,
  defaultAreaAction,
  graphemeLength,
  groupAliasIds,
  movePage,
  pageIndex,
  RICH_MENU_LIMITS,
  type RichMenuAction,
  removePage,
  removePageImage,
  selectedPage,
  selectPage,
  setGroupFields,
  setPageAlias,
  setPageEditor,
  setPageImage,
  TAB_TEMPLATE_COUNTS,
  type TabGroup,
} from "../../../shared/richmenu/index.ts";
import { AliasSuggestions } from "../../components/rich-menu/alias-suggestions.ts";
import { AreaCards } from "../../components/rich-menu/area-cards.tsx";
import { AreaEditor } from "../../components/rich-menu/area-editor.tsx";
import { useAreaValidation, withLineErrors } from "../../components/rich-menu/use-area-validation.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { DropZone } from "../../components/ui/drop-zone.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { tm, useTm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import { imageFile } from "./create-request.ts";
import { GroupPreview } from "./group-preview.tsx";
import { GroupPublishCard } from "./group-publish-card.tsx";
import { useImagePicker } from "./use-image-picker.ts";
import { usePageImageUrls } from "./use-page-image-urls.ts";
import type { GroupImage, WizardAction, WizardState } from "./wizard-state.ts";

type Update = (change: (group: TabGroup<GroupImage>) => TabGroup<GroupImage>) => void;

/** The Create tab's tab-group mode: pages, tab templates, each page's image and areas, preview, publish. */
export function GroupBuilder({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { group } = state;
  const update: Update = (change) => dispatch({ type: "group", update: change });
  // Re-renders the page in the new language on a switch (its texts are messages of shared/, shown with tm()).
  useTm();
  const refusal = group.refusal;
  useEffect(() => {
    if (refusal) toast.error(tm(refusal.message));
  }, [refusal]);
  const channelAliases = useContext(AliasSuggestions);
  const groupAliases = groupAliasIds(group);
  const suggestionKey = groupAliases.join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the array.
  const suggestions = useMemo(
    () => [...new Set([...groupAliases, ...channelAliases])],
    [suggestionKey, channelAliases],
  );
  const blobs = useMemo(() => group.pages.map((page) => page.image?.blob ?? null), [group.pages]);
  const imageUrls = usePageImageUrls(blobs);
  return (
    <AliasSuggestions.Provider value={suggestions}>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <GroupDetails group={group} update={update} />
          <PagesCard group={group} update={update} imageUrls={imageUrls} lineErrors={state.groupLineErrors} />
          <GroupPublishCard state={state} dispatch={dispatch} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <GroupPreview group={group} imageUrls={imageUrls} />
        </div>
      </div>
    </AliasSuggestions.Provider>
  );
}

function GroupDetails({ group, update }: { group: TabGroup<GroupImage>; update: Update }) {
  const { _: t } = useLingui();
  const chatBarCount = graphemeLength(group.chatBarText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Tab Group")}</CardTitle>
        <CardDescription>
          {t(
            "{count} pages of {width} × {height}, each its own rich menu with an alias; tabs switch between them.",
            { count: group.pages.length, width: group.size.width, height: group.size.height },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field
          label={t("Group Name")}
          hint={t("Each page's menu is named after it: “Name · page 2 (alias)”.")}
        >
          {(control) => (
            <Input
              {...control}
              value={group.name}
              placeholder={t("e.g. Shop")}
              autoComplete="off"
              onChange={(event) => update((g) => setGroupFields(g, { name: event.target.value }))}
            />
          )}
        </Field>
        <Field
          label={t("Group Chat Bar Text")}
          hint={t("{count}/{max} characters", { count: chatBarCount, max: RICH_MENU_LIMITS.chatBarTextMax })}
        >
          {(control) => (
            <Input
              {...control}
              value={group.chatBarText}
              placeholder={t("e.g. Menu")}
              autoComplete="off"
              onChange={(event) =>
                update((g) => setGroupFields(g, { chatBarText: capChatBarText(event.target.value) }))
              }
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("Tab templates")}</legend>
          <div className="flex flex-wrap gap-2">
            {TAB_TEMPLATE_COUNTS.map((count) => (
              <Button key={count} variant="outline" onClick={() => update((g) => applyTabTemplate(g, count))}>
                {t("{count} tabs across the top", { count })}
              </Button>
            ))}
          </div>
          <p className="text-xs text-gray-600">
            {t(
              "Adds a switch area per tab to every page (tab N opens page N); applying again replaces them.",
            )}
          </p>
        </fieldset>
      </CardContent>
    </Card>
  );
}

function PagesCard({
  group,
  update,
  imageUrls,
  lineErrors,
}: {
  group: TabGroup<GroupImage>;
  update: Update;
  imageUrls: ReadonlyMap<Blob, string>;
  lineErrors: WizardState["groupLineErrors"];
}) {
  const { _: t } = useLingui();
  const page = selectedPage(group);
  const index = pageIndex(group, page.id);
  const aliasProblem = aliasIdError(page.aliasId);
  const duplicate = group.pages.some((other) => other.id !== page.id && other.aliasId === page.aliasId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Pages")}</CardTitle>
        <CardDescription>
          {t("Page 1 is the one made default. Every page needs its own image of the group's size.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <TabsRoot value={page.id} onValueChange={(id) => update((g) => selectPage(g, id))} look="chips">
          <TabsList aria-label={t("Pages")}>
            {group.pages.map((each, i) => (
              <TabsTrigger key={each.id} value={each.id}>
                {t("Page {page} ({alias})", { page: i + 1, alias: each.aliasId || t("no alias") })}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={!canAddPage(group)} onClick={() => update(addPage)}>
              <Plus aria-hidden="true" /> {t("Add page")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={index <= 0}
              onClick={() => update((g) => movePage(g, page.id, -1))}
            >
              <ArrowLeft aria-hidden="true" /> {t("Move page left")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={index >= group.pages.length - 1}
              onClick={() => update((g) => movePage(g, page.id, 1))}
            >
              <ArrowRight aria-hidden="true" /> {t("Move page right")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!canRemovePage(group)}
              onClick={() => update((g) => removePage(g, page.id))}
            >
              <Trash2 aria-hidden="true" /> {t("Remove page")}
            </Button>
          </div>
          <TabsContent value={page.id} key={page.id} className="flex flex-col gap-4">
            <Field
              label={t("Page alias ID")}
              hint={t("What tabs switch to: 1–32 lower-case letters, digits, _ and -. Unique in the group.")}
              error={aliasProblem ?? (duplicate ? t("Another page uses this alias ID") : undefined)}
            >
              {(control) => (
                <Input
                  {...control}
                  value={page.aliasId}
                  autoComplete="off"
                  onChange={(event) => update((g) => setPageAlias(g, page.id, event.target.value))}
                />
              )}
            </Field>
            <PageImageField group={group} pageId={page.id} update={update} />
            <PageAreas
              editor={page.editor}
              size={group.size}
              imageUrl={page.image ? (imageUrls.get(page.image.blob) ?? null) : null}
              lineErrors={lineErrors[page.id]}
              onChange={(change) => update((g) => setPageEditor(g, page.id, change))}
            />
          </TabsContent>
        </TabsRoot>
      </CardContent>
    </Card>
  );
}

function PageImageField({
  group,
  pageId,
  update,
}: {
  group: TabGroup<GroupImage>;
  pageId: string;
  update: Update;
}) {
  const { _: t } = useLingui();
  const page = group.pages.find((each) => each.id === pageId);
  const picker = useImagePicker((loaded) => {
    const file = imageFile(loaded);
    const image: GroupImage = {
      blob: file,
      name: loaded.name,
      type: file.type,
      bytes: file.size,
      width: loaded.width,
      height: loaded.height,
    };
    update((g) => setPageImage(g, pageId, image));
  });
  return (
    <div className="flex flex-col gap-2">
      <DropZone
        onFile={(file) => void picker.pick(file)}
        disabled={picker.busy}
        prompt={t("Drag and drop this page's image here, or")}
        buttonLabel={t("Upload page image")}
      />
      {picker.errors.length > 0 && (
        <p className="text-sm text-red-700">{picker.errors.map((error) => tm(error)).join(" ")}</p>
      )}
      {page?.image && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span className="break-words">
            {page.image.name} ·{" "}
            {t("{width} × {height} px · {size} KB", {
              width: page.image.width,
              height: page.image.height,
              size: Math.round(page.image.bytes / 1024),
            })}
          </span>
          <Button variant="outline" size="sm" onClick={() => update((g) => removePageImage(g, pageId))}>
            <Trash2 aria-hidden="true" /> {t("Remove page image")}
          </Button>
        </div>
      )}
    </div>
  );
}

function PageAreas({
  editor,
  size,
  imageUrl,
  lineErrors,
  onChange,
}: {
  editor: EditorState<RichMenuAction>;
  size: { width: number; height: number };
  imageUrl: string | null;
  /** LINE's messages per area id from the last publish, shown in the area cards. */
  lineErrors: WizardState["groupLineErrors"][string] | undefined;
  onChange: (change: EditorChange<RichMenuAction>) => void;
}) {
  const { _: t } = useLingui();
  const own = useAreaValidation(editor.areas, size);
  const validations = useMemo(() => withLineErrors(own, lineErrors), [own, lineErrors]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700 tabular-nums">
        {t("Areas {count}/{max}", { count: editor.areas.length, max: RICH_MENU_LIMITS.maxAreas })}
      </p>
      <AreaEditor
        imageUrl={imageUrl}
        editor={editor}
        onEditorChange={onChange}
        validations={validations}
        newAction={defaultAreaAction}
      />
      <AreaCards editor={editor} onEditorChange={onChange} validations={validations} />
    </div>
  );
}
