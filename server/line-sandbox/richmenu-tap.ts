import type { RichMenuAction } from "../../shared/richmenu/types.ts";
import { addUserLine, type SandboxInbox } from "./inbox.ts";
import type { ChannelState } from "./state.ts";
import type { DeliveryResult, SandboxChatInput, SandboxChatResult, SandboxUser } from "./types.ts";
import type { WebhookPlatform } from "./webhook.ts";

// A Sandbox Chat user sees a rich menu (an impression) or taps one of its areas (a click): both are
// counted for the rich menu insight, and a tap does what LINE does with the area's action.

export interface RichMenuSeenInput {
  userId: string;
  channelId: string;
  richMenuId: string;
}

export interface RichMenuTapInput extends RichMenuSeenInput {
  /** Index of the tapped area in the menu's `areas`. */
  area: number;
  /** A datetimepicker's chosen value (`date`, `time` or `datetime`), sent as the postback's params. */
  params?: Record<string, string>;
}

export interface RichMenuTapResult {
  /** The area's action as stored: what the chat performs on its side (uri, camera, …). */
  action: RichMenuAction;
  /** The postback or message event's delivery to the channel's webhook; null when none was made. */
  delivery: DeliveryResult | null;
  /** A richmenuswitch's new menu for this user. */
  richMenuId?: string;
}

interface TapDeps {
  states: ReadonlyMap<string, ChannelState>;
  users: readonly SandboxUser[];
  now: () => number;
  inbox: SandboxInbox;
  webhooks: Pick<WebhookPlatform, "postback">;
  chat(input: SandboxChatInput): Promise<SandboxChatResult | null>;
}

/** Null when the user, channel, menu or area is unknown. */
export function richMenuTaps(deps: TapDeps) {
  function find(input: RichMenuSeenInput) {
    const user = deps.users.find((u) => u.userId === input.userId);
    const channel = deps.states.get(input.channelId);
    const menu = channel?.richMenus.get(input.richMenuId);
    return user && channel && menu ? { user, channel, menu } : null;
  }

  function seen(input: RichMenuSeenInput): boolean {
    const found = find(input);
    if (!found) return false;
    const { richMenuId, userId } = input;
    found.channel.insight.richMenuEvents.push({ richMenuId, userId, area: null, at: deps.now() });
    return true;
  }

  async function tap(input: RichMenuTapInput): Promise<RichMenuTapResult | null> {
    const found = find(input);
    const area = found?.menu.menu.areas[input.area];
    if (!found || !area) return null;
    const { channel, user } = found;
    channel.insight.richMenuEvents.push({
      richMenuId: input.richMenuId,
      userId: user.userId,
      area: input.area,
      at: deps.now(),
    });
    const action = area.action;
    switch (action.type) {
      case "message": {
        const result = await deps.chat({
          userId: user.userId,
          channelId: input.channelId,
          text: action.text,
        });
        return { action, delivery: result?.delivery ?? null };
      }
      case "postback": {
        if (action.displayText) addUserLine(deps.inbox, channel.channel, user, action.displayText);
        return { action, delivery: await deps.webhooks.postback(channel, user, action.data) };
      }
      case "datetimepicker":
        return {
          action,
          delivery: await deps.webhooks.postback(channel, user, action.data, input.params ?? {}),
        };
      case "richmenuswitch": {
        const aliasId = action.richMenuAliasId;
        const target = channel.richMenuAliases.get(aliasId);
        if (target) channel.userRichMenus.set(user.userId, target);
        // LINE's postback params of a switch: the alias and whether it worked.
        const params = {
          newRichMenuAliasId: aliasId,
          status: target ? "SUCCESS" : "RICHMENU_ALIAS_ID_NOTFOUND",
        };
        const delivery = await deps.webhooks.postback(channel, user, action.data, params);
        return { action, delivery, ...(target ? { richMenuId: target } : {}) };
      }
      default:
        // uri, camera, cameraRoll, location, clipboard: the phone acts, LINE's server sees nothing.
        return { action, delivery: null };
    }
  }

  return { seen, tap };
}
