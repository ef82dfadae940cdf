// Printing an invoice page prints the invoice alone, on A4: the site header, navigation, toolbar and
// Bill to form are left out whatever layout the page sits in.
const CSS = `
@page { size: A4; margin: 16mm 15mm; }
@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  header, nav, aside, footer, [data-print="hide"] { display: none !important; }
  main { padding: 0 !important; margin: 0 !important; }
  [data-invoice-document], [data-invoice-document] * { visibility: visible; }
  [data-invoice-document] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-invoice-document] * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

export function InvoicePrintStyles() {
  return <style>{CSS}</style>;
}
