import { Languages } from "lucide-react";
import { useState } from "react";
import { chooseLang, type Lang, useLang } from "../../i18n/i18n.ts";

const CHOICES: { lang: Lang; label: string }[] = [
  { lang: "th", label: "ไทย" },
  { lang: "en", label: "English" },
];

/**
 * Thai / English. The legend carries both languages so it can be found whichever one the page is in;
 * with no choice made neither option is checked and the pages show the spec's texts.
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
        <Languages aria-hidden="true" className="size-3.5" />
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
