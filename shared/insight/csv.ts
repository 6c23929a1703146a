// CSV of a chart's numbers (RFC 4180: comma, CRLF, fields with a comma, quote or line break quoted).

export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quoted with a ' as OWASP advises.
  const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(","));
  return lines.map((line) => `${line}\r\n`).join("");
}
