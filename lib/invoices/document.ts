// Every text an invoice shows, worked out once from its view so the page and the PDF cannot say
// different things. Numbers and dates are formatted in the invoice's language, money in its currency.
import "server-only";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";
import { formatIban } from "@/lib/payments/seller";
import type { InvoiceT } from "./messages";
import type { InvoiceState, InvoiceView } from "./view";

export type StampTone = "success" | "danger" | "warning" | "neutral";
export type Row = { label: string; value: string; strong?: boolean };

export type InvoiceDocumentText = {
  lang: string;
  title: string;
  /** The number, or for a preview the note that it is given on payment. */
  number: string;
  stamp: { text: string; tone: StampTone } | null;
  watermark: string | null;
  seller: { heading: string; lines: string[] };
  buyer: { heading: string; lines: string[]; billTo: string[]; vatId: string | null };
  meta: Row[];
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  lines: { description: string; quantity: string; unitPrice: string; amount: string; discount: boolean }[];
  totals: Row[];
  refunds: { heading: string; rows: Row[] } | null;
  summary: Row[] | null;
  /** How to pay a bank-transfer invoice that is still open: what to do, and the account. */
  payment: { heading: string; lead: string; rows: Row[] } | null;
  /** Sentences the invoice must say (the reverse charge; what accepting a quote does). */
  notes: string[];
  footer: string[];
};

const STAMP_TONE: Partial<Record<InvoiceState, StampTone>> = {
  PAID: "success",
  REFUNDED: "danger",
  PARTIALLY_REFUNDED: "warning",
  VOID: "neutral",
  ISSUED: "warning",
};

export function formatInvoiceDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export function invoiceDocumentText(view: InvoiceView, t: InvoiceT): InvoiceDocumentText {
  const { locale, currency } = view;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const date = (d: Date) => formatInvoiceDate(d, locale);
  const quantity = (n: number) => new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n);
  const split = (s: string | null) => (s ? s.split("\n").filter((l) => l.trim() !== "") : []);

  // A withdrawn quote still says VOID; other previews carry no stamp.
  const creditNote = view.creditNoteFor;
  const tone = creditNote || (view.preview && view.state !== "VOID") ? undefined : STAMP_TONE[view.state];
  const number = view.number ?? (view.quote ? t("document.numberOnAcceptance") : t("document.numberPending"));
  const meta: Row[] = [{ label: t("document.number"), value: number }];
  if (view.quote && view.createdAt) meta.push({ label: t("document.quoted"), value: date(view.createdAt) });
  if (view.issuedAt) meta.push({ label: t("document.issued"), value: date(view.issuedAt) });
  if (view.paidAt) meta.push({ label: t("document.paid"), value: date(view.paidAt) });
  else if (view.dueAt) meta.push({ label: t("document.due"), value: date(view.dueAt) });
  if (view.paymentTermsDays) meta.push({ label: t("document.terms"), value: t("document.netDays", { days: view.paymentTermsDays }) });
  if (view.orderRef) meta.push({ label: t("document.order"), value: view.orderRef });
  if (creditNote) meta.push({ label: t("document.creditNoteFor"), value: creditNote.number ?? "" });

  const open = view.state === "ISSUED" && !creditNote;
  const payment = view.bank && open && view.number
    ? {
        heading: t("document.payment.heading"),
        lead: view.dueAt ? t("document.payment.leadDue", { date: date(view.dueAt) }) : t("document.payment.lead"),
        rows: [
          { label: t("document.payment.bank"), value: view.bank.bankName },
          { label: t("document.payment.iban"), value: formatIban(view.bank.iban) },
          { label: t("document.payment.bic"), value: view.bank.bic },
          { label: t("document.payment.reference"), value: view.number },
          { label: t("document.payment.amount"), value: money(view.total) },
        ],
      }
    : null;
  const notes: string[] = [];
  if (view.reverseCharge) notes.push(t("document.reverseCharge"));
  if (view.quote && view.state !== "VOID") notes.push(t("document.quoteNote", { days: view.paymentTermsDays ?? 30 }));
  if (creditNote) notes.push(t("document.creditNoteNote", { number: creditNote.number ?? "", amount: money(-view.total) }));

  const seller = view.seller;
  const buyer = view.buyer;
  return {
    lang: LOCALE_TAGS[locale],
    title: creditNote ? t("document.creditNoteTitle") : view.quote ? t("document.quoteTitle") : view.preview ? t("document.previewTitle") : t("document.title"),
    number,
    stamp: tone ? { text: t(`document.stamp.${view.state}`), tone } : null,
    watermark: view.quote ? t("document.quoteWatermark") : view.preview ? t("document.watermark") : null,
    seller: {
      heading: t("document.from"),
      lines: [seller.name, ...split(seller.address), seller.website ?? "", seller.email, seller.vatId ? t("document.vatId", { vatId: seller.vatId }) : ""].filter(Boolean),
    },
    buyer: {
      heading: t("document.billTo"),
      lines: [view.organization?.name ?? "", buyer.name, ...split(buyer.address), buyer.email].filter(Boolean),
      billTo: split(view.billTo),
      vatId: view.vatId ? t("document.vatId", { vatId: view.vatId }) : null,
    },
    meta,
    columns: {
      description: t("document.description"),
      quantity: t("document.quantity"),
      unitPrice: t("document.unitPrice"),
      amount: t("document.amount"),
    },
    lines: view.lines.map((l) => ({
      description: l.description,
      quantity: quantity(l.quantity),
      unitPrice: money(l.unitAmount),
      amount: money(l.amount),
      discount: l.discount,
    })),
    totals: [
      { label: t("document.subtotal"), value: money(view.subtotal) },
      { label: view.reverseCharge ? t("document.taxReverseCharge") : t("document.tax"), value: money(view.tax) },
      { label: t("document.total"), value: money(view.total), strong: true },
    ],
    refunds: view.refunds.length
      ? { heading: t("document.refunds"), rows: view.refunds.map((r) => ({ label: t("document.refundLine", { date: date(r.date) }), value: money(-r.amount) })) }
      : null,
    summary: view.preview || creditNote
      ? null
      : open
        ? [{ label: t("document.amountDue"), value: money(view.total), strong: true }]
        : [
          { label: t("document.amountPaid"), value: money(view.amountPaid) },
          { label: t("document.amountRefunded"), value: money(view.amountRefunded === 0 ? 0 : -view.amountRefunded) },
          { label: t("document.net"), value: money(view.net), strong: true },
          ],
    payment,
    notes,
    footer: [t("document.thanks", { seller: seller.name || "Lumen" }), seller.email ? t("document.questions", { email: seller.email }) : ""].filter(Boolean),
  };
}
