import { useLingui } from "@lingui/react";
import { FileJson } from "lucide-react";
import { useId } from "react";
import type { FlexParseResult, FlexProblem } from "../../../shared/flex/types.ts";
import {
  formatLineProblem,
  type LineProblem,
  mergeLineProblems,
} from "../../../shared/line-send/line-problems.ts";
import { lineSaid } from "../../../shared/text/line-words.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { Label } from "../ui/label.tsx";
import { FlexJsonInput } from "./flex-json-input.tsx";
import { SAMPLE_FLEX_JSON } from "./sample.ts";

/** A pathological container can break thousands of rules; the first ones are what a person acts on. */
const SHOWN_PROBLEMS = 50;

export interface FlexJsonFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  parse: FlexParseResult;
  problems: FlexProblem[];
  /** What "Validate with LINE" found in this very JSON, listed with the schema's own problems. */
  lineProblems?: LineProblem[];
  /** Said when the pasted JSON was a whole message and was unwrapped. */
  note?: string;
  placeholder?: string;
}

/** The JSON text area with "Load Sample", the inline parse error and the schema warnings. */
export function FlexJsonField({
  label,
  value,
  onChange,
  parse,
  problems,
  lineProblems = [],
  note,
  placeholder,
}: FlexJsonFieldProps) {
  const { _: t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const problemsId = `${id}-problems`;
  const listed = problems.length + lineProblems.length;
  const describedBy = parse.kind === "error" ? errorId : listed > 0 ? problemsId : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id={labelId} htmlFor={id} onClick={() => focusCodeEditor(labelId)}>
          {label}
        </Label>
        <Button variant="outline" size="sm" onClick={() => onChange(SAMPLE_FLEX_JSON)}>
          <FileJson aria-hidden="true" />
          {t("Load Sample")}
        </Button>
      </div>
      <FlexJsonInput
        id={id}
        labelId={labelId}
        value={value}
        onChange={onChange}
        describedBy={describedBy}
        invalid={parse.kind === "error"}
        placeholder={placeholder ?? t("Paste Flex Message JSON (a bubble or a carousel)")}
      />
      {parse.kind === "error" ? (
        // Polite, not role=alert: the message changes with every keystroke while someone types.
        <Alert id={errorId} variant="destructive" role="status" title={tm(parse.message)}>
          {t("at line {line}, column {column}", { line: parse.line, column: parse.column })}
        </Alert>
      ) : null}
      {note ? (
        <p role="status" className="text-sm text-gray-700">
          {note}
        </p>
      ) : null}
      {listed > 0 ? (
        <FlexProblemsAlert id={problemsId} problems={problems} lineProblems={lineProblems} />
      ) : null}
    </div>
  );
}

interface FlexProblemsAlertProps {
  id: string;
  problems: FlexProblem[];
  lineProblems: LineProblem[];
}

function problemsTitle(count: number, fromLine: number): string {
  const title = count === 1 ? t("1 schema warning") : t("{count} schema warnings", { count });
  return fromLine > 0 ? t("{title} ({count} from LINE)", { title, count: fromLine }) : title;
}

function FlexProblemsAlert({ id, problems, lineProblems }: FlexProblemsAlertProps) {
  const { _: t } = useLingui();
  // LINE's detail at the path of one of our own warnings is the same problem: listed once, with both.
  const { merged, lineOnly } = mergeLineProblems(problems, lineProblems);
  const hidden = merged.length - SHOWN_PROBLEMS;
  const confirmedByLine = merged.filter((problem) => problem.line.length > 0).length;
  return (
    <Alert
      id={id}
      variant="warning"
      title={problemsTitle(merged.length + lineOnly.length, lineOnly.length + confirmedByLine)}
    >
      <p>
        {lineProblems.length > 0
          ? t("LINE refuses this message as it is. It is still wrapped and previewed.")
          : t("LINE may reject this message. It is still wrapped and previewed.")}
      </p>
      <ul
        aria-label={t("Schema warnings")}
        className="mt-2 flex list-disc flex-col gap-1 pl-5 font-mono text-xs"
      >
        {/* LINE's own verdict first: it is what a send would meet. */}
        {lineOnly.map((problem, index) => (
          <li key={`line-${index}`} className="break-words">
            {tm(formatLineProblem(problem))}
          </li>
        ))}
        {merged.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
          <li key={index} className="break-words">
            {/* The JSON path is LINE's own spelling: code, never translated; the message in the language shown. */}
            {problem.path ? (
              <>
                <code translate="no">{problem.path}</code>:{" "}
              </>
            ) : null}
            {tm(problem.message)}
            {problem.line.map((message) => (
              <span key={message} className="block">
                {tm(lineSaid(message))}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-2">{t("…and {count} more", { count: hidden })}</p> : null}
    </Alert>
  );
}

/**
 * A label's `for` cannot point at the code editor's editing element (a div): a click on the label focuses
 * it by hand, as it focuses the text area.
 */
function focusCodeEditor(labelId: string) {
  const editing = document.querySelector<HTMLElement>(`[contenteditable][aria-labelledby="${labelId}"]`);
  editing?.focus();
}
