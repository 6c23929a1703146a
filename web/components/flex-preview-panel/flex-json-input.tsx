import { type ChangeEvent, type ClipboardEvent, useEffect, useRef, useState } from "react";
import { Textarea } from "../ui/textarea.tsx";
import type { EditorStart, JsonCodeEditorProps } from "./json-code-editor.tsx";

/**
 * From this many characters the field is the code editor: a text area lays out every line of its text
 * at each change, and a pasted 50 KB carousel (130 KB, 4,400 lines) was one 300–600 ms frame on a
 * throttled phone. Below it the plain text area stays (no editor code is loaded for a hand-written bubble).
 */
const LARGE_TEXT_CHARS = 20_000;

function large(text: string): boolean {
  return text.length > LARGE_TEXT_CHARS;
}

type EditorModule = typeof import("./json-code-editor.tsx");
let editorModule: EditorModule | undefined;
let loading: Promise<EditorModule> | undefined;

/** Loads the code editor once; a failed load is tried again at the next call (the text area stays). */
function loadEditor(): Promise<EditorModule> {
  loading ??= import("./json-code-editor.tsx").then(
    (module) => {
      editorModule = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The code editor's props, but its start, which the field decides; `id` is the text area's (its label's `for`). */
type FlexJsonInputProps = Omit<JsonCodeEditorProps, "start"> & { id: string };

/**
 * The JSON text: a text area, which becomes the code editor once the text is large. The switch happens in
 * the change that makes it large, before the browser lays the text area out: the paste itself is then
 * drawn by the editor. The editor is fetched when the field gets focus (before a paste can arrive) and
 * stays for the life of the field.
 */
export function FlexJsonInput({
  id,
  labelId,
  value,
  onChange,
  describedBy,
  invalid,
  placeholder,
}: FlexJsonInputProps) {
  const [editor, setEditor] = useState(editorModule);
  const [start, setStart] = useState<EditorStart | null>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  /** The last text that was not large: what undo goes back to once the editor has the large one. */
  const lastSmall = useRef(large(value) ? undefined : value);
  const isLarge = large(value);
  const preload = () => {
    loadEditor().then(setEditor, () => undefined);
  };

  useEffect(() => {
    if (!isLarge) lastSmall.current = value;
  }, [isLarge, value]);

  // A large text that came before the editor (a restored draft, a paste before it loaded): the text area
  // holds it and has drawn it; its caret and focus carry over.
  useEffect(() => {
    if (!isLarge || editor) return;
    let current = true;
    loadEditor().then(
      (module) => {
        if (!current) return;
        const area = areaRef.current;
        setStart({
          before: lastSmall.current ?? value,
          caret: area?.selectionEnd ?? value.length,
          focus: area !== null && document.activeElement === area,
        });
        setEditor(module);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isLarge, editor, value]);

  // Decided while rendering, so a large value set from outside never reaches the text area once the
  // editor is here.
  if (editor && isLarge && !start) setStart({ before: value, caret: value.length, focus: false });

  const switchTo = (module: EditorModule, editorStart: EditorStart) => {
    setEditor(module);
    setStart(editorStart);
  };

  // A paste that makes the text large goes straight to the editor: the text area never gets it. Taking it
  // in was itself a 300–400 ms task on a throttled phone (the browser's editing inserts and lays out all
  // its lines), before any input event.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    // A text area turns every line break into \n.
    const pasted = event.clipboardData.getData("text/plain").replace(/\r\n?/g, "\n");
    const { selectionStart, selectionEnd } = area;
    const text = value.slice(0, selectionStart) + pasted + value.slice(selectionEnd);
    if (!editorModule || start || !large(text)) return;
    event.preventDefault();
    switchTo(editorModule, { before: value, caret: selectionStart + pasted.length, focus: true });
    onChange(text);
  };

  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const area = event.target;
    const text = area.value;
    if (editorModule && !start && large(text)) {
      // Hidden before React removes it: removing the focused text area blurs it, and the blur made the
      // browser compute the style of its new lines (4,400 elements, 70 ms) though it is never drawn.
      area.style.display = "none";
      // The caret from the texts, not `selectionEnd`: reading that makes the browser compute the style of
      // the text area's new 4,400 lines, which the switch is there to avoid.
      switchTo(editorModule, {
        before: value,
        caret: caretAfter(value, text),
        focus: document.activeElement === area,
      });
    }
    onChange(text);
  };

  if (editor && start) {
    const Editor = editor.default;
    return (
      <Editor
        labelId={labelId}
        value={value}
        onChange={onChange}
        describedBy={describedBy}
        invalid={invalid}
        placeholder={placeholder}
        start={start}
      />
    );
  }
  return (
    <Textarea
      ref={areaRef}
      id={id}
      value={value}
      onChange={onTextChange}
      onPaste={onPaste}
      onFocus={preload}
      placeholder={placeholder}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      className="min-h-[300px] font-mono"
    />
  );
}

/**
 * Where a paste or an edit that turned `before` into `after` left the caret: the end of what changed (the
 * texts' common start, then their common end in what is left, is what did not).
 */
export function caretAfter(before: string, after: string): number {
  const most = Math.min(before.length, after.length);
  let start = 0;
  while (start < most && before[start] === after[start]) start++;
  let end = 0;
  while (end < most - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return after.length - end;
}
