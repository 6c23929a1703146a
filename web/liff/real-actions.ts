import liff from "@line/liff/core";
import CreateShortcutOnHomeScreen from "@line/liff/create-shortcut-on-home-screen";
import GetProfile from "@line/liff/get-profile";
import PermanentLink from "@line/liff/permanent-link";
import SendMessages from "@line/liff/send-messages";
import ShareTargetPicker from "@line/liff/share-target-picker";

/**
 * The SDK modules no first paint needs: they answer clicks (share, send, add to home screen) and the
 * logged-in header's profile. Their install only returns the API functions (no init hooks), so they can
 * be added once init has resolved; web/liff/real.ts loads this chunk right after init.
 */
export function installActionModules(): void {
  liff.use(new GetProfile());
  liff.use(new ShareTargetPicker());
  liff.use(new SendMessages());
  liff.use(new PermanentLink());
  liff.use(new CreateShortcutOnHomeScreen());
}
