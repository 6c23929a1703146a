import { useLingui } from "@lingui/react";
import { Download } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type CsvCell, toCsv } from "../../../shared/insight/csv.ts";
import { Button } from "../../components/ui/button.tsx";
import { downloadBlob } from "../../lib/download.ts";

type Rows = readonly (readonly CsvCell[])[];

/**
 * A chart with its numbers one tap away (a table in a disclosure) and a CSV download of them. `rows` may be a
 * function: a year's 365 rows are then built only when the table is opened or the CSV asked for, not while the
 * chart is being drawn.
 */
export function ChartCard({
  title,
  chart,
  header,
  rows,
  fileName,
}: {
  title: string;
  chart: ReactNode;
  header: readonly string[];
  rows: Rows | (() => Rows);
  fileName: string;
}) {
  const { _: t } = useLingui();
  // The table is built when first opened: a year is 365 rows nobody reads until they ask for them.
  const [tableShown, setTableShown] = useState(false);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {chart}
      <div className="flex flex-wrap items-start gap-2">
        <Button
          variant="outline"
          size="sm"
          // A long title (a unit's name) wraps inside the phone's 44 px target instead of widening the page.
          className="max-w-full"
          onClick={() =>
            // A BOM so spreadsheet apps read the Thai in the header as UTF-8.
            downloadBlob(
              new Blob(["\uFEFF", toCsv(header, rowsOf(rows))], { type: "text/csv;charset=utf-8" }),
              fileName,
            )
          }
        >
          <Download aria-hidden="true" />
          <span className="whitespace-normal text-left">{t("Download CSV of {title}", { title })}</span>
        </Button>
      </div>
      <details className="min-w-0" onToggle={(e) => e.currentTarget.open && setTableShown(true)}>
        <summary className="cursor-pointer py-2 text-sm font-medium pointer-coarse:min-h-11">
          {t("Numbers")}
        </summary>
        {tableShown ? (
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {header.map((h) => (
                    <th key={h} scope="col" className="sticky top-0 bg-white px-2 py-1 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rowsOf(rows).map((row, i) => (
                  <tr key={i} className="border-t">
                    {row.map((value, j) => (
                      <td key={j} className="px-2 py-1 tabular-nums">
                        {value ?? "–"}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </section>
  );
}

const rowsOf = (rows: Rows | (() => Rows)): Rows => (typeof rows === "function" ? rows() : rows);
