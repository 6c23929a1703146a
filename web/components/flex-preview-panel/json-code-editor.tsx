import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { Compartment, EditorState, type Extension, Transaction } from "@codemirror/state";
import { EditorView, keymap, placeholder } from "@codemirror/view";
import { useEffect, useRef } from "react";

/** How the editor takes over from the text area: the text it had before and where its caret was. */
export interface EditorStart {
  /** The text before the change that made it large; undo goes back to it. */
  before: string;
  caret: number;
  focus: boolean;
}

export interface JsonCodeEditorProps {
  /** The visible label's id: the editing element is named by it (a label's `for` cannot point at a div). */
  labelId: string;
  value: string;
  onChange: (text: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
  placeholder: string;
  start: EditorStart;
}

/** What the text area's classes draw (border, radius, focus ring, 300 px), for CodeMirror's own elements. */
const LOOK = EditorView.theme({
  "&": {
    height: "300px",
    border: "1px solid #d1d5db",
    borderRadius: "0.375rem",
    backgroundColor: "#fff",
    fontSize: "0.875rem",
  },
  "&.cm-focused": {
    outline: "none",
    borderColor: "var(--color-line)",
    boxShadow: "0 0 0 2px color-mix(in srgb, var(--color-line) 40%, transparent)",
  },
  ".cm-scroller": { fontFamily: "var(--font-mono, ui-monospace, monospace)", lineHeight: "1.5" },
  ".cm-content": { padding: "0.5rem 0" },
  ".cm-line": { padding: "0 0.75rem" },
});

type AriaProps = Pick<JsonCodeEditorProps, "labelId" | "describedBy" | "invalid">;

interface Aria {
  compartment: Compartment;
  /** `ariaKey` of the attributes the view has. */
  key: string;
}

function ariaKey({ labelId, describedBy, invalid }: AriaProps): string {
  return `${labelId} ${describedBy ?? ""} ${invalid}`;
}

function ariaAttributes({ labelId, describedBy, invalid }: AriaProps): Extension {
  const attributes: Record<string, string> = { "aria-labelledby": labelId };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";
  return EditorView.contentAttributes.of(attributes);
}

/**
 * The JSON field for a large text: CodeMirror draws only the lines on screen, where a text area lays out
 * all of them (a 130 KB carousel, 4,400 lines: one 300–600 ms frame on a throttled phone at every paste).
 * Tab is left to move focus (no indent binding), so the field is no keyboard trap.
 */
export default function JsonCodeEditor(props: JsonCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const latest = useRef(props);
  latest.current = props;
  const aria = useRef<Aria>({ compartment: new Compartment(), key: "" });
  /** The last text this editor reported: a value prop equal to it needs no change to the document. */
  const reported = useRef(props.value);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    // Three steps, each in a task after a frame: the text area's removal with the page's render (the change
    // that made the text large), the editor with the text from before it, then the large text. Built in
    // one task the last two held a frame for 90–160 ms on a throttled phone.
    let editor: EditorView | undefined;
    const steps = new FrameSteps();
    steps.next(() => {
      editor = createEditor(parent, latest, aria.current, reported);
      steps.next(() => {
        if (!editor) return;
        fill(editor, latest.current, aria.current, reported);
        view.current = editor;
      });
    });
    return () => {
      steps.cancel();
      editor?.destroy();
      view.current = null;
    };
  }, []);

  // A change from outside (Load Sample, Start over) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (!editor || props.value === reported.current) return;
    reported.current = props.value;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: props.value } });
  }, [props.value]);

  const { labelId, describedBy, invalid } = props;
  useEffect(() => {
    const editor = view.current;
    const attributes = { labelId, describedBy, invalid };
    const key = ariaKey(attributes);
    if (!editor || key === aria.current.key) return;
    aria.current.key = key;
    editor.dispatch({ effects: aria.current.compartment.reconfigure(ariaAttributes(attributes)) });
  }, [labelId, describedBy, invalid]);

  // The editor's height, so nothing below moves while it is being built.
  return <div ref={host} className="min-h-[300px] min-w-0" />;
}

/** Runs each step in a task after the next frame (a timer set from an animation frame callback). */
class FrameSteps {
  private frame = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  next(step: () => void): void {
    this.frame = requestAnimationFrame(() => {
      this.timer = setTimeout(step);
    });
  }

  cancel(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.timer);
  }
}

/** The editor with the small text it starts from; what it reports reaches the latest `onChange`. */
function createEditor(
  parent: HTMLElement,
  latest: { current: JsonCodeEditorProps },
  aria: Aria,
  reported: { current: string },
): EditorView {
  const props = latest.current;
  // A field that opened with the large text starts empty and gets it without an undo step.
  const doc = props.start.before === props.value ? "" : props.start.before;
  reported.current = doc;
  aria.key = ariaKey(props);
  const report = EditorView.updateListener.of((update) => {
    if (!update.docChanged) return;
    const text = update.state.doc.toString();
    if (text === reported.current) return;
    reported.current = text;
    latest.current.onChange(text);
  });
  const state = EditorState.create({
    doc,
    extensions: [
      history(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      EditorView.lineWrapping,
      placeholder(props.placeholder),
      LOOK,
      aria.compartment.of(ariaAttributes(props)),
      report,
    ],
  });
  return new EditorView({ parent, state });
}

/**
 * The large text, as one undoable step after the text it replaced (Ctrl+Z brings that back), with the
 * caret where the text area had it; then focus, if the text area had it.
 */
function fill(
  editor: EditorView,
  props: JsonCodeEditorProps,
  aria: Aria,
  reported: { current: string },
): void {
  const key = ariaKey(props);
  reported.current = props.value;
  editor.dispatch({
    changes: { from: 0, to: editor.state.doc.length, insert: props.value },
    selection: { anchor: Math.min(props.start.caret, props.value.length) },
    scrollIntoView: true,
    userEvent: "input.paste",
    annotations: Transaction.addToHistory.of(props.start.before !== props.value),
    effects: key === aria.key ? [] : aria.compartment.reconfigure(ariaAttributes(props)),
  });
  aria.key = key;
  if (props.start.focus) editor.focus();
}
