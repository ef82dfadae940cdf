// /invoice/preview: what an invoice will look like before it is a valid one. Two sources, both real:
// - an order of the viewer that is still being paid (PENDING, a package): the invoice it will get on
//   payment, built like lib/payments/fulfil.ts builds it, without a number;
// - an invoice row that has no number yet (DRAFT or QUOTE).
// An order is previewed under the invoice's own rule (canViewInvoice): an organisation's order only by
// its owner and leads, even for the member who placed it.
// With neither, there is nothing to preview and the page says so; it never invents an invoice.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { discountLineText } from "@/lib/payments/fulfil";
import { orderLocale } from "@/lib/payments/order-tx";
import { checkoutTranslator } from "@/lib/payments/messages";
import { orderIdSchema } from "@/lib/payments/schemas";
import { sellerDetails } from "@/lib/payments/seller";
import { canViewInvoice, findInvoiceFor, invoiceInclude, type Viewer } from "./access";
import { parseParty, shortOrderId, toInvoiceView, type InvoiceLine, type InvoiceView } from "./view";

export type InvoicePreview =
  | { kind: "preview"; view: InvoiceView }
  /** The order or row already has its numbered invoice: the page links there instead. */
  | { kind: "issued"; view: InvoiceView }
  | { kind: "nothing" }
  /** A named order or invoice the viewer may not see (or that does not exist). */
  | { kind: "not-found" };

const orderInclude = {
  package: { select: { name: true, headshots: true, styles: true } },
  user: { select: { name: true, email: true, locale: true } },
  coupon: { select: { code: true } },
  organization: { select: { id: true, slug: true, name: true } },
  invoices: { include: invoiceInclude, orderBy: { createdAt: "asc" as const } },
};

async function previewOfOrder(db: PrismaClient, orderId: string): Promise<InvoicePreview> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: orderInclude });
  if (!order) return { kind: "not-found" };
  const numbered = order.invoices.find((i) => i.number);
  if (numbered) return { kind: "issued", view: toInvoiceView(numbered) };
  const draft = order.invoices[0];
  if (draft) return { kind: "preview", view: toInvoiceView(draft) };
  if (order.status !== "PENDING" || order.kind !== "PACKAGE" || !order.package) return { kind: "nothing" };

  const locale = orderLocale(order.metadata, order.user?.locale);
  const t = await checkoutTranslator(locale);
  const pkg = order.package;
  const lines: InvoiceLine[] = [
    { description: t("invoice.packageLine", { package: pkg.name, headshots: pkg.headshots, styles: pkg.styles }), quantity: 1, unitAmount: order.subtotal, amount: order.subtotal, discount: false },
  ];
  if (order.discount > 0) {
    lines.push({ description: discountLineText(t, order), quantity: 1, unitAmount: -order.discount, amount: -order.discount, discount: true });
  }
  return {
    kind: "preview",
    view: {
      id: null,
      number: null,
      preview: true,
      quote: false,
      state: "DRAFT",
      locale,
      currency: order.currency.toUpperCase(),
      seller: parseParty(sellerDetails()),
      buyer: parseParty({ name: order.user?.name ?? "", email: order.user?.email ?? "" }),
      billTo: null,
      vatId: null,
      organization: order.organization,
      orderId: order.id,
      orderRef: shortOrderId(order.id),
      createdAt: null,
      issuedAt: null,
      paidAt: null,
      dueAt: null,
      paymentTermsDays: null,
      bank: null,
      reverseCharge: false,
      lines,
      subtotal: order.total,
      tax: 0,
      total: order.total,
      refunds: [],
      amountPaid: 0,
      amountRefunded: 0,
      net: 0,
      creditNoteFor: null,
    },
  };
}

export async function invoicePreview(db: PrismaClient, viewer: Viewer, input: { order?: string; invoice?: string }): Promise<InvoicePreview> {
  if (input.invoice) {
    const invoice = await findInvoiceFor(db, viewer, input.invoice);
    if (!invoice) return { kind: "not-found" };
    return { kind: invoice.number ? "issued" : "preview", view: toInvoiceView(invoice) };
  }
  if (input.order) {
    const id = orderIdSchema.safeParse(input.order);
    if (!id.success) return { kind: "not-found" };
    const order = await db.order.findUnique({ where: { id: id.data }, select: { id: true, userId: true, organizationId: true } });
    if (!order || !(await canViewInvoice(db, viewer, order))) return { kind: "not-found" };
    return previewOfOrder(db, order.id);
  }
  // Nothing named: the viewer's checkout in progress, else their newest draft or quote.
  const pending = await db.order.findFirst({
    where: { userId: viewer.userId, organizationId: null, status: "PENDING", kind: "PACKAGE", invoices: { none: {} } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (pending) return previewOfOrder(db, pending.id);
  const draft = await db.invoice.findFirst({
    where: { userId: viewer.userId, organizationId: null, number: null, status: { in: ["DRAFT", "QUOTE"] } },
    orderBy: { createdAt: "desc" },
    include: invoiceInclude,
  });
  return draft ? { kind: "preview", view: toInvoiceView(draft) } : { kind: "nothing" };
}
