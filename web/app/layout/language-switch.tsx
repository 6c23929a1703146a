import { useState } from "react";
import { chooseLang, type Lang, useLang } from "../../i18n/i18n.ts";
import { ShellIcon } from "./shell-icon.tsx";

const CHOICES: { lang: Lang; label: string; short: string }[] = [
  { lang: "th", label: "ไทย", short: "ไทย" },
  { lang: "en", label: "English", short: "EN" },
];

/**
 * Thai / English in the sidebar. The legend carries both languages so it can be found whichever one the
 * page is in; the language shown is checked (the first visit's, detected, until one is chosen).
 */
export function LanguageSwitch() {
  const lang = useLang();
  const [failed, setFailed] = useState(false);
  // Checked at once, while the catalog chunk loads; the pages switch when it is there.
  const [pending, setPending] = useState<Lang | null>(null);
  const choose = (next: Lang) => {
    setFailed(false);
    setPending(next);
    chooseLang(next)
      .catch((error) => {
        console.error("Language could not be loaded", error);
        setFailed(true);
      })
      .finally(() => setPending(null));
  };
  return (
    <fieldset className="mx-2 my-2 rounded-md border border-gray-200 px-3 pt-1 pb-2">
      <legend className="flex items-center gap-1 px-1 text-gray-600 text-xs">
        <ShellIcon name="languages" className="size-3.5" />
        <span>
          <span lang="th">ภาษา</span> · <span lang="en">Language</span>
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-1">
        {CHOICES.map((choice) => (
          <label
            key={choice.lang}
            lang={choice.lang}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-md border text-sm has-checked:border-green-700 has-checked:bg-green-50 has-checked:font-semibold has-checked:text-green-800 has-focus-visible:ring-2 has-focus-visible:ring-green-700 md:min-h-9"
          >
            <input
              type="radio"
              name="app-language"
              value={choice.lang}
              checked={(pending ?? lang) === choice.lang}
              onChange={() => choose(choice.lang)}
              // The language shown was detected until now: a tap on it makes it the saved choice, so it no
              // longer follows LINE's or the browser's setting.
              onClick={() => {
                if ((pending ?? lang) === choice.lang) choose(choice.lang);
              }}
              // Covers its label (invisible): taps and clicks land on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {failed && (
        <p role="alert" className="mt-1 text-red-700 text-xs">
          <span lang="th">โหลดภาษาไม่สำเร็จ ลองอีกครั้ง</span> ·{" "}
          <span lang="en">The language could not be loaded, try again</span>
        </p>
      )}
    </fieldset>
  );
}

/**
 * The header's switch on a phone, where the sidebar is behind a tap: one button naming the other language
 * in itself ("English" on a Thai page, "ไทย" on an English one), so it is found by whoever needs it.
 */
export function HeaderLanguageButton() {
  const lang = useLang();
  const [pending, setPending] = useState<Lang | null>(null);
  const other = CHOICES.find(
    (choice) => choice.lang !== (pending ?? lang ?? "en"),
  ) as (typeof CHOICES)[number];
  return (
    <button
      type="button"
      lang={other.lang}
      title="ภาษา · Language"
      aria-label={other.label}
      onClick={() => {
        setPending(other.lang);
        chooseLang(other.lang)
          .catch((error) => console.error("Language could not be loaded", error))
          .finally(() => setPending(null));
      }}
      className="grid min-h-11 min-w-11 shrink-0 place-items-center rounded-md border px-1 text-xs hover:bg-gray-50"
    >
      {other.short}
    </button>
  );
}
