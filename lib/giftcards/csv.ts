import "server-only";
import { csvResponse } from "@/lib/http/csv";
import type { GiftCardRow, GiftCardState } from "./list";

export type GiftCardCsvLabels = {
  header: { code: string; tier: string; status: string; created: string; redeemed: string; url: string };
  states: Record<GiftCardState, string>;
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

/**
 * The gift cards as a CSV download named `filename` (lib/http/csv.ts: RFC 4180, byte-order mark, a cell
 * a spreadsheet would run as a formula kept as text), one header row in the reader's language.
 */
export function giftCardsCsv(rows: GiftCardRow[], input: { filename: string; labels: GiftCardCsvLabels; redeemUrl: (code: string) => string }): Response {
  const { header, states } = input.labels;
  async function* batches() {
    yield rows.map((r) => [r.code, r.tier, states[r.state], day(r.createdAt), day(r.redeemedAt), input.redeemUrl(r.code)]);
  }
  return csvResponse(input.filename, [header.code, header.tier, header.status, header.created, header.redeemed, header.url], batches());
}
