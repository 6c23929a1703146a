import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { SandboxRichMenuTapResult } from "../../../shared/api/sandbox-rich-menu.ts";
import { api, apiJson, type ChannelCredentialsInput, channelHeaders } from "../../api/client.ts";
import { queryClient, useApiMutation, useApiQuery } from "../../api/query.ts";
import { useAuth } from "../../auth/auth.tsx";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { msg } from "../../i18n/i18n.ts";
import { useObjectUrl } from "../../lib/use-object-url.ts";

// The logged-in sandbox user's rich menu under the chat, as LINE shows it: their own linked menu, else the
// channel's default, opened and closed with its chat bar text. A tap counts as a click for the insights
// and does what LINE does with the area's action (the platform's part in the emulator, the phone's here).

interface Area {
  bounds: { x: number; y: number; width: number; height: number };
  action: Record<string, unknown> & { type: string; label?: string };
}
interface ShownMenu {
  richMenuId: string;
  name: string;
  chatBarText: string;
  selected: boolean;
  size: { width: number; height: number };
  areas: Area[];
  imageUrl: string | null;
}

interface TapInput {
  richMenuId: string;
  area: number;
  params?: Record<string, string> | undefined;
}

/** What the phone would open for actions LINE's server never sees. */
const DEVICE_ACTIONS: Record<string, string> = {
  camera: msg("LINE would open the camera here."),
  cameraRoll: msg("LINE would open the photo library here."),
  location: msg("LINE would open the location picker here."),
};
const PICKER_TYPES: Record<string, "date" | "time" | "datetime-local"> = {
  date: "date",
  time: "time",
  datetime: "datetime-local",
};

interface LoadedMenu extends Omit<ShownMenu, "imageUrl"> {
  image: Blob | null;
}

/** The sandbox channel (the emulator's first), whose rich menus the chat shows. */
const channelQuery = {
  queryKey: ["sandbox-channel"] as const,
  queryFn: async (): Promise<ChannelCredentialsInput | null> => {
    const body = await (await api.sandbox.users.$get()).json();
    return "channels" in body ? (body.channels[0] ?? null) : null;
  },
};

/**
 * The menu the user sees, keyed by channel and user under the rich-menus key: a link, publish or swap made in
 * the Rich Menu Builder (which invalidates "rich-menus") shows here too.
 */
function shownMenuQuery(channel: ChannelCredentialsInput | null, userId: string) {
  return {
    queryKey: ["rich-menus", "shown", channel?.channelId ?? "", userId] as const,
    queryFn: async (): Promise<LoadedMenu | null> => {
      if (!channel) return null;
      const init = { headers: channelHeaders(channel) };
      const which = await apiJson(api["rich-menus"].users[":userId"].menu.$get({ param: { userId } }, init));
      const { richMenuId } = which as { richMenuId: string | null };
      if (!richMenuId) return null;
      const list = await apiJson(api["rich-menus"].$get({}, init));
      const menus = (list as { richmenus: Omit<ShownMenu, "imageUrl">[] }).richmenus;
      const menu = menus.find((m) => m.richMenuId === richMenuId);
      if (!menu) return null;
      const image = await api["rich-menus"][":id"].image.$get({ param: { id: richMenuId } }, init);
      return { ...menu, image: image.ok ? await image.blob() : null };
    },
  };
}

function areaName(area: Area, index: number, t: I18n["_"]): string {
  const what =
    area.action.label ?? (typeof area.action.text === "string" ? area.action.text : area.action.type);
  return t("Area {number}: {what}", { number: index + 1, what: String(what) });
}

export function RichMenuBar({ onChanged }: { onChanged: () => void }) {
  const { _: t } = useLingui();
  const { state } = useAuth();
  const userId = state.profile?.userId ?? "";
  const [open, setOpen] = useState(true);
  const [status, setStatus] = useState<string | null>(null);
  const [picker, setPicker] = useState<{ index: number; mode: string; value: string } | null>(null);
  const seen = useRef(new Set<string>());
  const panelId = useId();
  const pickerId = useId();

  const channelAnswer = useApiQuery({ ...channelQuery, enabled: userId !== "" });
  const channel = channelAnswer.data ?? null;
  const shown = useApiQuery({ ...shownMenuQuery(channel, userId), enabled: channel !== null });
  const loaded = shown.data ?? null;
  const imageUrl = useObjectUrl(loaded?.image ?? null);
  const menu: ShownMenu | null = loaded ? { ...loaded, imageUrl } : null;
  const loadError = channelAnswer.error ?? shown.error;
  const shownStatus =
    status ??
    (loadError ? t("The rich menu could not be loaded: {message}", { message: loadError.message }) : null);
  // Opened or closed as the menu says (its "selected") each time another menu comes to be shown.
  const menuId = loaded?.richMenuId;
  const selected = loaded?.selected;
  useEffect(() => {
    if (menuId !== undefined && selected !== undefined) setOpen(selected);
  }, [menuId, selected]);

  const tapMutation = useApiMutation({
    mutationFn: async ({ richMenuId, area, params }: TapInput): Promise<SandboxRichMenuTapResult> => {
      if (!channel) throw new Error("No sandbox channel");
      return (await apiJson(
        api.sandbox["rich-menu"].tap.$post({
          json: { channelId: channel.channelId, richMenuId, area, ...(params ? { params } : {}) },
        }),
      )) as SandboxRichMenuTapResult;
    },
    // A switch shows another menu: the shown one is asked again before the chat is.
    onSuccess: async (result) => {
      if (result.richMenuId)
        await queryClient.invalidateQueries({ queryKey: shownMenuQuery(channel, userId).queryKey });
    },
  });

  // One impression per menu shown open in this page view, as LINE counts a menu displayed.
  useEffect(() => {
    if (!menu || !open || !channel || seen.current.has(menu.richMenuId)) return;
    seen.current.add(menu.richMenuId);
    void api.sandbox["rich-menu"].impression.$post({
      json: { channelId: channel.channelId, richMenuId: menu.richMenuId },
    });
  }, [menu, open, channel]);

  if (!menu || !channel)
    return shownStatus ? (
      <p role="status" className="text-sm text-gray-700">
        {shownStatus}
      </p>
    ) : null;

  const tap = async (index: number, params?: Record<string, string>) => {
    let result: SandboxRichMenuTapResult;
    try {
      result = await tapMutation.mutateAsync({ richMenuId: menu.richMenuId, area: index, params });
    } catch (error) {
      return setStatus((error as Error).message);
    }
    setStatus(tapOutcome(result));
    if (result.action.type === "uri" && typeof result.action.uri === "string")
      window.open(result.action.uri, "_blank", "noopener");
    if (result.action.type === "clipboard" && typeof result.action.clipboardText === "string")
      await navigator.clipboard?.writeText(result.action.clipboardText).catch(() => undefined);
    onChanged();
  };
  const tapOutcome = (result: SandboxRichMenuTapResult): string => {
    const { action, delivery } = result;
    const device = DEVICE_ACTIONS[String(action.type)];
    if (device) return t(device);
    if (action.type === "uri") return t("Opened {uri}", { uri: String(action.uri) });
    if (action.type === "clipboard") return t("Copied to the clipboard.");
    if (delivery === null)
      return action.type === "postback" ||
        action.type === "datetimepicker" ||
        action.type === "richmenuswitch"
        ? t('Not delivered: the sandbox channel has no webhook URL, or "Use webhook" is off.')
        : t("Sent as you.");
    return delivery.success
      ? t("Delivered to the channel's webhook (HTTP {status})", { status: delivery.statusCode })
      : t("The webhook did not accept it: {reason} (HTTP {status})", {
          reason: delivery.reason,
          status: delivery.statusCode,
        });
  };
  const onArea = (index: number) => {
    const action = menu.areas[index]?.action;
    if (action?.type === "datetimepicker") {
      const mode = String(action.mode ?? "datetime");
      return setPicker({ index, mode, value: typeof action.initial === "string" ? action.initial : "" });
    }
    void tap(index);
  };

  return (
    <section
      aria-label={t(LABEL.richMenu)}
      className="flex flex-col overflow-hidden rounded-xl border bg-white"
    >
      {open ? (
        <div
          id={panelId}
          className="relative w-full"
          style={{ aspectRatio: `${menu.size.width} / ${menu.size.height}` }}
        >
          {menu.imageUrl ? <img src={menu.imageUrl} alt="" className="absolute inset-0 size-full" /> : null}
          {menu.areas.map((area, index) => (
            <button
              key={index}
              type="button"
              aria-label={areaName(area, index, t)}
              onClick={() => onArea(index)}
              className="absolute cursor-pointer outline-none hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-line active:bg-black/10"
              style={{
                left: `${(area.bounds.x / menu.size.width) * 100}%`,
                top: `${(area.bounds.y / menu.size.height) * 100}%`,
                width: `${(area.bounds.width / menu.size.width) * 100}%`,
                height: `${(area.bounds.height / menu.size.height) * 100}%`,
              }}
            />
          ))}
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 w-full cursor-pointer items-center justify-center gap-1 border-t text-sm font-medium"
      >
        <span translate="no">{menu.chatBarText}</span>
        {open ? (
          <ChevronDown aria-hidden="true" className="size-4" />
        ) : (
          <ChevronUp aria-hidden="true" className="size-4" />
        )}
      </button>
      {shownStatus ? (
        <p role="status" className="border-t px-3 py-2 text-sm text-gray-700">
          {shownStatus}
        </p>
      ) : null}
      <Dialog
        open={picker !== null}
        onOpenChange={(next) => !next && setPicker(null)}
        title={t("Pick a date or time")}
        footer={
          <Button
            disabled={!picker?.value}
            onClick={() => {
              if (!picker) return;
              // LINE's params: date "2026-07-01", time "10:00", datetime "2026-07-01T10:00".
              void tap(picker.index, { [picker.mode]: picker.value });
              setPicker(null);
            }}
          >
            {t("Send")}
          </Button>
        }
      >
        {picker ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={pickerId}>{t(LABEL.value)}</Label>
            <Input
              id={pickerId}
              type={PICKER_TYPES[picker.mode] ?? "datetime-local"}
              value={picker.value}
              onChange={(e) => setPicker({ ...picker, value: e.target.value })}
            />
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
