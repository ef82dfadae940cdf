// The invoice as an A4 PDF (pdf-lib, Helvetica): the same texts as the page (lib/invoices/document.ts),
// in the invoice's language, with a footer and page numbers on every page and the PREVIEW watermark
// on anything that is not a valid invoice yet.
import "server-only";
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { invoiceDocumentText, type InvoiceDocumentText, type Row, type StampTone } from "./document";
import type { InvoiceT } from "./messages";
import type { InvoiceView } from "./view";
import { toWinAnsi } from "./winansi";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const FOOTER_SPACE = 70;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;

const INK = rgb(0.078, 0.086, 0.102);
const SOFT = rgb(0.29, 0.314, 0.376);
const LINE = rgb(0.89, 0.902, 0.922);
const MIST = rgb(0.957, 0.961, 0.969);
const BRAND = rgb(0.059, 0.369, 0.388);
const TONES: Record<StampTone, RGB> = {
  success: rgb(0.122, 0.478, 0.302),
  danger: rgb(0.706, 0.137, 0.094),
  warning: rgb(0.541, 0.353, 0),
  neutral: SOFT,
};

// Right edges of the line table's number columns.
const COL_QTY = MARGIN + 330;
const COL_UNIT = MARGIN + 415;
const COL_AMOUNT = A4.width - MARGIN;
const DESCRIPTION_WIDTH = 270;

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(readonly pdf: PDFDocument, readonly regular: PDFFont, readonly bold: PDFFont) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  width(text: string, size: number, font = this.regular): number {
    return font.widthOfTextAtSize(toWinAnsi(text), size);
  }

  draw(text: string, x: number, y: number, opts: { size?: number; font?: PDFFont; color?: RGB; align?: "left" | "right" | "center" } = {}) {
    const size = opts.size ?? 10;
    const font = opts.font ?? this.regular;
    const safe = toWinAnsi(text);
    const w = font.widthOfTextAtSize(safe, size);
    const left = opts.align === "right" ? x - w : opts.align === "center" ? x - w / 2 : x;
    this.page.drawText(safe, { x: left, y, size, font, color: opts.color ?? INK });
  }

  /** Word-wraps `text` to `maxWidth`; a word longer than a line is cut where it must be. */
  wrap(text: string, maxWidth: number, size: number, font = this.regular): string[] {
    const out: string[] = [];
    for (const paragraph of toWinAnsi(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) out.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      out.push(line);
    }
    return out;
  }

  rule(y: number, from = MARGIN, to = A4.width - MARGIN, color = LINE, thickness = 0.8) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }
}

function header(w: Writer, doc: InvoiceDocumentText, sellerName: string) {
  w.draw(sellerName || "Lumen", MARGIN, w.y - 18, { size: 20, font: w.bold, color: BRAND });
  w.draw(doc.title, COL_AMOUNT, w.y - 18, { size: 18, font: w.bold, align: "right" });
  w.draw(doc.number, COL_AMOUNT, w.y - 36, { size: 11, color: SOFT, align: "right" });
  w.y -= 48;
  if (doc.stamp) {
    const size = 12;
    const text = toWinAnsi(doc.stamp.text);
    const width = w.bold.widthOfTextAtSize(text, size) + 16;
    const color = TONES[doc.stamp.tone];
    w.page.drawRectangle({ x: COL_AMOUNT - width, y: w.y - 22, width, height: 22, borderColor: color, borderWidth: 1.5 });
    w.draw(text, COL_AMOUNT - 8, w.y - 15.5, { size, font: w.bold, color, align: "right" });
  }
  w.y -= 34;
}

function parties(w: Writer, doc: InvoiceDocumentText) {
  const columnWidth = CONTENT_WIDTH / 2 - 10;
  const right = MARGIN + CONTENT_WIDTH / 2 + 10;
  const block = (x: number, heading: string, lines: string[], muted: string[] = []) => {
    let y = w.y;
    w.draw(heading.toUpperCase(), x, y - 9, { size: 8, font: w.bold, color: SOFT });
    y -= 24;
    lines.forEach((text, i) => {
      for (const part of w.wrap(text, columnWidth, 10, i === 0 ? w.bold : w.regular)) {
        w.draw(part, x, y, { size: 10, font: i === 0 ? w.bold : w.regular });
        y -= 13;
      }
    });
    for (const text of muted) {
      for (const part of w.wrap(text, columnWidth, 10)) {
        w.draw(part, x, y, { size: 10, color: SOFT });
        y -= 13;
      }
    }
    return y;
  };
  const left = block(MARGIN, doc.seller.heading, doc.seller.lines);
  const buyerExtra = [...doc.buyer.billTo, ...(doc.buyer.vatId ? [doc.buyer.vatId] : [])];
  const rightEnd = block(right, doc.buyer.heading, doc.buyer.lines, buyerExtra);
  w.y = Math.min(left, rightEnd) - 14;
}

function metaRows(w: Writer, rows: Row[]) {
  for (const row of rows) {
    w.ensure(14);
    w.draw(row.label, MARGIN, w.y, { size: 10, color: SOFT });
    w.draw(row.value, MARGIN + 130, w.y, { size: 10, font: w.bold });
    w.y -= 14;
  }
  w.y -= 14;
}

function tableHeader(w: Writer, doc: InvoiceDocumentText) {
  w.page.drawRectangle({ x: MARGIN, y: w.y - 8, width: CONTENT_WIDTH, height: 22, color: MIST });
  const opts = { size: 9, font: w.bold, color: SOFT };
  w.draw(doc.columns.description, MARGIN + 6, w.y, opts);
  w.draw(doc.columns.quantity, COL_QTY, w.y, { ...opts, align: "right" });
  w.draw(doc.columns.unitPrice, COL_UNIT, w.y, { ...opts, align: "right" });
  w.draw(doc.columns.amount, COL_AMOUNT - 6, w.y, { ...opts, align: "right" });
  w.y -= 26;
}

function lineItems(w: Writer, doc: InvoiceDocumentText) {
  w.ensure(60);
  tableHeader(w, doc);
  for (const line of doc.lines) {
    const parts = w.wrap(line.description, DESCRIPTION_WIDTH, 10);
    const height = parts.length * 13 + 8;
    if (w.y - height < MARGIN + FOOTER_SPACE) {
      w.newPage();
      tableHeader(w, doc);
    }
    const color = line.discount ? SOFT : INK;
    parts.forEach((part, i) => w.draw(part, MARGIN + 6, w.y - i * 13, { size: 10, color }));
    w.draw(line.quantity, COL_QTY, w.y, { size: 10, color, align: "right" });
    w.draw(line.unitPrice, COL_UNIT, w.y, { size: 10, color, align: "right" });
    w.draw(line.amount, COL_AMOUNT - 6, w.y, { size: 10, color, align: "right" });
    w.y -= height;
    w.rule(w.y + 10);
  }
  w.y -= 6;
}

function rightRows(w: Writer, rows: Row[], color?: RGB) {
  for (const row of rows) {
    w.ensure(18);
    if (row.strong) {
      w.rule(w.y + 11, COL_UNIT - 150, COL_AMOUNT, INK, 0.8);
      w.y -= 3;
    }
    const font = row.strong ? w.bold : w.regular;
    w.draw(row.label, COL_UNIT, w.y, { size: row.strong ? 11 : 10, font, align: "right", color: row.strong ? INK : SOFT });
    w.draw(row.value, COL_AMOUNT - 6, w.y, { size: row.strong ? 11 : 10, font, align: "right", color: color ?? INK });
    w.y -= row.strong ? 18 : 15;
  }
  w.y -= 10;
}

function sectionHeading(w: Writer, text: string) {
  w.ensure(40);
  w.draw(text.toUpperCase(), MARGIN, w.y, { size: 8, font: w.bold, color: SOFT });
  w.rule(w.y - 5);
  w.y -= 20;
}

/** A wrapped paragraph across the page's width. */
function paragraph(w: Writer, text: string) {
  const lines = w.wrap(text, CONTENT_WIDTH, 10);
  w.ensure(lines.length * 13 + 8);
  for (const line of lines) {
    w.draw(line, MARGIN, w.y, { size: 10 });
    w.y -= 13;
  }
  w.y -= 8;
}

function footers(w: Writer, doc: InvoiceDocumentText, pageLabel: (page: number, pages: number) => string) {
  const total = w.pages.length;
  w.pages.forEach((page, i) => {
    w.page = page;
    if (doc.watermark) {
      const size = 34;
      const text = toWinAnsi(doc.watermark);
      const width = w.bold.widthOfTextAtSize(text, size);
      const angle = 35;
      const rad = (angle * Math.PI) / 180;
      page.drawText(text, {
        x: A4.width / 2 - (width / 2) * Math.cos(rad),
        y: A4.height / 2 - (width / 2) * Math.sin(rad),
        size, font: w.bold, color: rgb(0.706, 0.137, 0.094), opacity: 0.18, rotate: degrees(angle),
      });
    }
    w.rule(MARGIN + 38);
    doc.footer.forEach((line, j) => w.draw(line, A4.width / 2, MARGIN + 24 - j * 12, { size: 8, color: SOFT, align: "center" }));
    w.draw(pageLabel(i + 1, total), COL_AMOUNT, MARGIN - 12, { size: 8, color: SOFT, align: "right" });
  });
}

/** The PDF bytes of an invoice (or a preview), in the invoice's language. */
export async function renderInvoicePdf(view: InvoiceView, t: InvoiceT): Promise<Uint8Array> {
  const doc = invoiceDocumentText(view, t);
  const pdf = await PDFDocument.create();
  const title = `${doc.title} ${doc.number}`;
  pdf.setTitle(toWinAnsi(title), { showInWindowTitleBar: true });
  pdf.setSubject(toWinAnsi(view.number ?? doc.title));
  pdf.setAuthor(toWinAnsi(view.seller.name || "Lumen"));
  pdf.setCreator("Lumen");
  pdf.setProducer("Lumen");
  pdf.setLanguage(doc.lang);
  const stamp = view.issuedAt ?? new Date();
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);

  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  header(w, doc, view.seller.name);
  parties(w, doc);
  metaRows(w, doc.meta);
  lineItems(w, doc);
  rightRows(w, doc.totals);
  if (doc.refunds) {
    sectionHeading(w, doc.refunds.heading);
    rightRows(w, doc.refunds.rows, TONES.danger);
  }
  if (doc.summary) rightRows(w, doc.summary);
  if (doc.payment) {
    sectionHeading(w, doc.payment.heading);
    paragraph(w, doc.payment.lead);
    metaRows(w, doc.payment.rows);
  }
  for (const note of doc.notes) paragraph(w, note);
  footers(w, doc, (page, pages) => t("document.page", { page, pages }));
  return pdf.save();
}

/** "LUM-2026-000123.pdf"; a preview without a number is named for what it is. */
export function invoicePdfFileName(view: Pick<InvoiceView, "number" | "id">): string {
  return view.number ? `${view.number}.pdf` : `invoice-preview-${view.id ?? "order"}.pdf`;
}
