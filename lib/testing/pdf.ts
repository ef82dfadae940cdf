// Reading back the text of the PDFs the product draws (invoices), for their tests.
import { decodePDFRawStream, PDFArray, PDFRawStream, type PDFDocument } from "pdf-lib";

// Windows-1252's 0x80–0x9F (unassigned codes stay as they are); the rest is Latin-1.
const CP1252_HIGH = "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWinAnsi(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b))).join("");
}

/** The text drawn on each page of a pdf-lib PDF (standard fonts write WinAnsi hex strings). */
export function pageTexts(pdf: PDFDocument): string[] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const ops = streams.map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString("latin1") : "")).join("\n");
    return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decodeWinAnsi(Buffer.from(m[1]!, "hex"))).join("\n");
  });
}
