import { useEffect, useRef, useState } from "react";
import { formatNumber } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";

/** How many characters left make the live region speak: once on reaching each, so never on every keystroke. */
const FIRST_WARNING = 500;
const LAST_WARNING = 100;

type Stage = "room" | "first" | "last" | "full";

function stageOf(left: number): Stage {
  if (left <= 0) return "full";
  if (left <= LAST_WARNING) return "last";
  return left <= FIRST_WARNING ? "first" : "room";
}

/**
 * Under a text area with a `maxlength`, once JavaScript runs: how much of the limit is used ("1.234 / 5.000" in
 * Greek), counted as the browser's `maxlength` counts (the value's length, a line break as one). Screen readers
 * hear it only near the limit (docs/forms.md#get-forms-and-short-urls): the polite live region speaks when 500 and then
 * 100 characters are left, when the limit is reached, and when a paste was cut short; the count itself is read as
 * "1,234 of 5,000 characters used" where the reader meets it. Without JavaScript the `maxlength` still holds.
 */
export function CharacterCount({ controlId, max }: { controlId: string; max: number }) {
  const { t } = useTranslation("job");
  const locale = useLocale();
  const [length, setLength] = useState(0);
  const [cut, setCut] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const stage = useRef<Stage>("room");
  const pasteCut = useRef(false);

  useEffect(() => {
    const control = document.getElementById(controlId);
    if (!(control instanceof HTMLTextAreaElement)) return;
    const update = () => {
      const used = control.value.length;
      setLength(used);
      if (pasteCut.current) {
        pasteCut.current = false;
        stage.current = "full";
        setCut(true);
        setAnnouncement(t("apply.form.countCut", { max: formatNumber(max, locale) }));
        return;
      }
      if (used < max) setCut(false);
      const next = stageOf(max - used);
      if (next === stage.current) return;
      stage.current = next;
      if (next === "room") setAnnouncement("");
      else if (next === "full") setAnnouncement(t("apply.form.countFull", { max: formatNumber(max, locale) }));
      else setAnnouncement(t("apply.form.countLeft", { count: max - used }));
    };
    // What the browser keeps of a paste: the text less what it replaces, cut at the limit.
    const onPaste = (event: ClipboardEvent) => {
      const pasted = (event.clipboardData?.getData("text/plain") ?? "").replace(/\r\n?/g, "\n").length;
      const replaced = control.selectionEnd - control.selectionStart;
      pasteCut.current = control.value.length - replaced + pasted > max;
    };
    // The value may be there before the count is (typed before the scripts ran, or sent back after a mistake).
    setLength(control.value.length);
    stage.current = stageOf(max - control.value.length);
    control.addEventListener("input", update);
    control.addEventListener("paste", onPaste);
    return () => {
      control.removeEventListener("input", update);
      control.removeEventListener("paste", onPaste);
    };
  }, [controlId, max, t, locale]);

  const used = formatNumber(length, locale);
  const limit = formatNumber(max, locale);
  const full = length >= max;
  return (
    <>
      <p className={full ? "field-count field-count--full" : "field-count"}>
        <span aria-hidden="true">
          {used} / {limit}
        </span>
        <span className="visually-hidden">{t("apply.form.count", { used, max: limit })}</span>
      </p>
      {cut ? <p className="field-count__cut">{t("apply.form.countCut", { max: limit })}</p> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
