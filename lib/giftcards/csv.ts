import { stringify } from "csv-stringify/sync";
import type { GiftCardRow, GiftCardState } from "./list";

export type GiftCardCsvLabels = {
  header: { code: string; tier: string; status: string; created: string; redeemed: string; url: string };
  states: Record<GiftCardState, string>;
};

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab / carriage return) as a formula:
 * such a cell is prefixed with ' so it stays text (OWASP "CSV injection").
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

/**
 * The gift cards as CSV (RFC 4180: comma, CRLF, quotes doubled), one header row in the reader's
 * language, with a UTF-8 byte-order mark so spreadsheet programs read accents correctly.
 */
export function giftCardsCsv(rows: GiftCardRow[], input: { labels: GiftCardCsvLabels; redeemUrl: (code: string) => string }): string {
  const { header, states } = input.labels;
  return stringify(
    rows.map((r) => [r.code, r.tier, states[r.state], day(r.createdAt), day(r.redeemedAt), input.redeemUrl(r.code)].map(neutralizeCell)),
    { header: true, columns: [header.code, header.tier, header.status, header.created, header.redeemed, header.url], bom: true, record_delimiter: "windows" },
  );
}
