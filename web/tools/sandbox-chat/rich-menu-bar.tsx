import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { SandboxRichMenuTapResult } from "../../../shared/api/sandbox-rich-menu.ts";
import { api, type ChannelCredentialsInput, channelHeaders, readApiError } from "../../api/client.ts";
import { useAuth } from "../../auth/auth.tsx";
import { LABEL } from "../../components/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { msg } from "../../i18n/i18n.ts";

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

async function sandboxChannel(): Promise<ChannelCredentialsInput | null> {
  const res = await api.sandbox.users.$get();
  const body = await res.json();
  return "channels" in body ? (body.channels[0] ?? null) : null;
}

async function loadMenu(channel: ChannelCredentialsInput, userId: string): Promise<ShownMenu | null> {
  const init = { headers: channelHeaders(channel) };
  const which = await api["rich-menus"].users[":userId"].menu.$get({ param: { userId } }, init);
  if (!which.ok) throw new Error(await readApiError(which));
  const { richMenuId } = (await which.json()) as { richMenuId: string | null };
  if (!richMenuId) return null;
  const list = await api["rich-menus"].$get({}, init);
  if (!list.ok) throw new Error(await readApiError(list));
  const menus = ((await list.json()) as { richmenus: Omit<ShownMenu, "imageUrl">[] }).richmenus;
  const menu = menus.find((m) => m.richMenuId === richMenuId);
  if (!menu) return null;
  const image = await api["rich-menus"][":id"].image.$get({ param: { id: richMenuId } }, init);
  return { ...menu, imageUrl: image.ok ? URL.createObjectURL(await image.blob()) : null };
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
  const [channel, setChannel] = useState<ChannelCredentialsInput | null>(null);
  const [menu, setMenu] = useState<ShownMenu | null>(null);
  const [open, setOpen] = useState(true);
  const [status, setStatus] = useState<string | null>(null);
  const [picker, setPicker] = useState<{ index: number; mode: string; value: string } | null>(null);
  const seen = useRef(new Set<string>());
  const panelId = useId();
  const pickerId = useId();

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      const ch = await sandboxChannel();
      if (!ch) return;
      setChannel(ch);
      const next = await loadMenu(ch, userId);
      setMenu((old) => {
        if (old?.imageUrl) URL.revokeObjectURL(old.imageUrl);
        return next;
      });
      if (next) setOpen(next.selected);
    } catch (error) {
      setStatus(t("The rich menu could not be loaded: {message}", { message: (error as Error).message }));
    }
  }, [userId, t]);
  useEffect(() => {
    void reload();
  }, [reload]);

  // One impression per menu shown open in this page view, as LINE counts a menu displayed.
  useEffect(() => {
    if (!menu || !open || !channel || seen.current.has(menu.richMenuId)) return;
    seen.current.add(menu.richMenuId);
    void api.sandbox["rich-menu"].impression.$post({
      json: { channelId: channel.channelId, richMenuId: menu.richMenuId },
    });
  }, [menu, open, channel]);

  if (!menu || !channel)
    return status ? (
      <p role="status" className="text-sm text-gray-700">
        {status}
      </p>
    ) : null;

  const tap = async (index: number, params?: Record<string, string>) => {
    const res = await api.sandbox["rich-menu"].tap.$post({
      json: {
        channelId: channel.channelId,
        richMenuId: menu.richMenuId,
        area: index,
        ...(params ? { params } : {}),
      },
    });
    if (!res.ok) return setStatus(await readApiError(res));
    const result = (await res.json()) as SandboxRichMenuTapResult;
    setStatus(tapOutcome(result));
    if (result.action.type === "uri" && typeof result.action.uri === "string")
      window.open(result.action.uri, "_blank", "noopener");
    if (result.action.type === "clipboard" && typeof result.action.clipboardText === "string")
      await navigator.clipboard?.writeText(result.action.clipboardText).catch(() => undefined);
    if (result.richMenuId) await reload();
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
      {status ? (
        <p role="status" className="border-t px-3 py-2 text-sm text-gray-700">
          {status}
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
