import { JSON_TOO_DEEP_MESSAGE, jsonDepthErrorOffset } from "../json/depth.ts";
import type { FlexParseResult } from "./types.ts";

/**
 * Parses pasted Flex JSON. Engines word JSON.parse errors differently and some (Safari, older V8) give no
 * position at all, so on failure the text is scanned here to find where it first stops being JSON.
 */
export function parseFlexJson(text: string): FlexParseResult {
  if (text.trim() === "") return { kind: "empty" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const offset = findJsonErrorOffset(text);
    return {
      kind: "error",
      message: "Invalid JSON format",
      ...lineAndColumn(text, offset < 0 ? text.length : offset),
    };
  }
  // JSON.parse is iterative; what comes after it (validator, preview, stringify) recurses per level.
  const tooDeepAt = jsonDepthErrorOffset(text);
  if (tooDeepAt >= 0)
    return { kind: "error", message: JSON_TOO_DEEP_MESSAGE, ...lineAndColumn(text, tooDeepAt) };
  return { kind: "ok", value };
}

/** 1-based line and column (in UTF-16 units) of an offset; CRLF, LF and CR each end a line. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const char = text[i];
    if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

type Expect = "value" | "firstValue" | "key" | "firstKey" | "colon" | "after";

/**
 * Offset of the first character a strict JSON parser rejects (the text length when the text ends too early),
 * or -1 when the text is valid JSON. Iterative, so deeply nested input cannot overflow the stack.
 */
export function findJsonErrorOffset(text: string): number {
  const closers: string[] = [];
  let expect: Expect = "value";
  let i = skipWhitespace(text, 0);
  while (i < text.length) {
    const char = text[i] as string;
    if (expect === "after") {
      const closer = closers.at(-1);
      if (closer === undefined) return i;
      if (char === closer) {
        closers.pop();
        i = skipWhitespace(text, i + 1);
        continue;
      }
      if (char !== ",") return i;
      expect = closer === "}" ? "key" : "value";
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if (expect === "colon") {
      if (char !== ":") return i;
      expect = "value";
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if ((expect === "firstKey" && char === "}") || (expect === "firstValue" && char === "]")) {
      closers.pop();
      expect = "after";
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if (expect === "key" || expect === "firstKey") {
      if (char !== '"') return i;
      const end = scanString(text, i);
      if (end < 0) return -end - 1;
      expect = "colon";
      i = skipWhitespace(text, end);
      continue;
    }
    if (char === "{" || char === "[") {
      closers.push(char === "{" ? "}" : "]");
      expect = char === "{" ? "firstKey" : "firstValue";
      i = skipWhitespace(text, i + 1);
      continue;
    }
    const end = scanScalar(text, i);
    if (end < 0) return -end - 1;
    expect = "after";
    i = skipWhitespace(text, end);
  }
  return expect === "after" && closers.length === 0 ? -1 : text.length;
}

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r"))
    i++;
  return i;
}

/** Scanners return the offset after the token, or -(errorOffset + 1). */
function scanScalar(text: string, at: number): number {
  const char = text[at] as string;
  if (char === '"') return scanString(text, at);
  if (char === "-" || (char >= "0" && char <= "9")) return scanNumber(text, at);
  for (const literal of ["true", "false", "null"]) {
    if (literal[0] !== char) continue;
    for (let k = 1; k < literal.length; k++) {
      if (text[at + k] !== literal[k]) return -(Math.min(at + k, text.length) + 1);
    }
    return at + literal.length;
  }
  return -(at + 1);
}

const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const HEX_DIGIT = /^[0-9a-fA-F]$/;

function scanString(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') return i + 1;
    if (char.charCodeAt(0) < 0x20) return -(i + 1);
    if (char === "\\") {
      const escaped = text[i + 1];
      if (escaped === "u") {
        for (let k = i + 2; k < i + 6; k++)
          if (!HEX_DIGIT.test(text[k] ?? "")) return -(Math.min(k, text.length) + 1);
        i += 6;
        continue;
      }
      if (escaped === undefined || !ESCAPES.has(escaped)) return -(i + 2);
      i += 2;
      continue;
    }
    i++;
  }
  return -(text.length + 1);
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function scanNumber(text: string, at: number): number {
  NUMBER.lastIndex = at;
  const match = NUMBER.exec(text);
  if (!match) return -(at + (text[at] === "-" ? 1 : 0) + 1);
  const end = at + match[0].length;
  const next = text[end];
  // "1." or "1e" leave a fraction or exponent the pattern refused: the error is just after its mark.
  const danglingFraction = next === "." && !match[0].includes(".") && !/[eE]/.test(match[0]);
  const danglingExponent = (next === "e" || next === "E") && !/[eE]/.test(match[0]);
  if (danglingFraction) return -(Math.min(end + 1, text.length) + 1);
  if (danglingExponent) {
    const afterSign = text[end + 1] === "+" || text[end + 1] === "-" ? end + 2 : end + 1;
    return -(Math.min(afterSign, text.length) + 1);
  }
  return end;
}
