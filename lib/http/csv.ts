// The one CSV download: rows streamed as they are read (memory stays flat whatever the size), RFC 4180
// (comma, CRLF, quotes doubled), a UTF-8 byte-order mark so spreadsheet programs read accents, and
// every cell that a spreadsheet would run as a formula (= + - @, tab, CR) escaped by csv-stringify's
// `escape_formulas` (OWASP "CSV injection").
import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

export type CsvCell = string | number | boolean | Date | null | undefined;

/** The stream of a CSV with `header` as its first row and then every row of every batch. */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvCell[][]>): ReadableStream<Uint8Array> {
  const csv = stringify({ bom: true, record_delimiter: "windows", escape_formulas: true, cast: { date: (d) => d.toISOString() } });
  csv.write([...header]);
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          // Respect back-pressure: wait while the reader is behind.
          if (!csv.write(row.map((c) => (c === null || c === undefined ? "" : c)))) await new Promise((resolve) => csv.once("drain", resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** A download response for `csvStream`: never cached, never sniffed, named `filename`. */
export function csvResponse(filename: string, header: readonly string[], batches: AsyncIterable<readonly CsvCell[][]>): Response {
  return new Response(csvStream(header, batches), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
