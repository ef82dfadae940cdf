import { cx } from "@/components/ui/cx";
import type { InvoiceDocumentText, Row, StampTone } from "@/lib/invoices/document";

// The printable invoice. It takes the texts worked out by lib/invoices/document.ts (the PDF uses the
// same), already in the invoice's language, so it holds no logic of its own and renders anywhere.

const STAMP: Record<StampTone, string> = {
  success: "border-success text-success",
  danger: "border-danger text-danger",
  warning: "border-warning text-warning",
  neutral: "border-ink-soft text-ink-soft",
};

function Party({ heading, lines, extra = [], testId }: { heading: string; lines: string[]; extra?: string[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{heading}</p>
      <address className="mt-2 not-italic leading-relaxed">
        {lines.map((line, i) => (
          <span key={i} className={cx("block", i === 0 && "font-semibold")}>{line}</span>
        ))}
        {extra.map((line, i) => (
          <span key={`x${i}`} className="block text-ink-soft">{line}</span>
        ))}
      </address>
    </div>
  );
}

function Rows({ rows, className, valueClassName, testId }: { rows: Row[]; className?: string; valueClassName?: string; testId?: string }) {
  return (
    <dl className={cx("ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-y-1.5", className)} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className={cx("contents", row.strong && "text-base font-semibold")}>
          <dt className={cx("pr-6 text-right", row.strong ? "mt-1 border-t border-ink pt-2 text-ink" : "text-ink-soft")}>{row.label}</dt>
          <dd className={cx("text-right tabular-nums", row.strong && "mt-1 border-t border-ink pt-2", valueClassName)}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InvoiceDocument({ doc }: { doc: InvoiceDocumentText }) {
  const sellerName = doc.seller.lines[0] ?? "Lumen";
  return (
    <article
      data-invoice-document
      data-testid="invoice-document"
      lang={doc.lang}
      className="relative mx-auto w-full max-w-[210mm] overflow-hidden rounded-[var(--radius-card)] border border-line bg-paper p-6 text-sm text-ink shadow-sm sm:p-12 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      {doc.watermark && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center" data-testid="invoice-watermark">
          <p role="note" className="-rotate-[30deg] whitespace-nowrap text-2xl font-bold uppercase text-danger/25 sm:text-4xl">{doc.watermark}</p>
        </div>
      )}

      <div className="flex flex-wrap items-start justify-between gap-6">
        <p className="text-2xl font-bold text-brand">{sellerName}</p>
        <div className="text-right">
          <h1 className="text-2xl font-bold tracking-tight">{doc.title}</h1>
          <p className="mt-1 text-ink-soft tabular-nums" data-testid="invoice-number">{doc.number}</p>
          {doc.stamp && (
            <p data-testid="invoice-stamp" className={cx("mt-3 inline-block -rotate-3 rounded border-2 px-3 py-1 text-sm font-bold tracking-widest", STAMP[doc.stamp.tone])}>
              {doc.stamp.text}
            </p>
          )}
        </div>
      </div>

      <div className="mt-10 grid gap-8 sm:grid-cols-2">
        <Party heading={doc.seller.heading} lines={doc.seller.lines} testId="invoice-seller" />
        <Party heading={doc.buyer.heading} lines={doc.buyer.lines} extra={[...doc.buyer.billTo, ...(doc.buyer.vatId ? [doc.buyer.vatId] : [])]} testId="invoice-bill-to" />
      </div>

      <dl className="mt-8 grid max-w-md grid-cols-[auto_1fr] gap-x-8 gap-y-1" data-testid="invoice-meta">
        {doc.meta.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-ink-soft">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse" data-testid="invoice-lines">
          <thead>
            <tr className="bg-mist text-left text-xs font-semibold text-ink-soft">
              <th scope="col" className="px-3 py-2">{doc.columns.description}</th>
              <th scope="col" className="px-3 py-2 text-right">{doc.columns.quantity}</th>
              <th scope="col" className="px-3 py-2 text-right">{doc.columns.unitPrice}</th>
              <th scope="col" className="px-3 py-2 text-right">{doc.columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              <tr key={i} className={cx("border-b border-line align-top", line.discount && "text-ink-soft")}>
                <td className="px-3 py-2.5">{line.description}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2.5 text-right tabular-nums whitespace-nowrap">{line.unitPrice}</td>
                <td className="px-3 py-2.5 text-right tabular-nums whitespace-nowrap">{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Rows rows={doc.totals} className="mt-6" testId="invoice-totals" />

      {doc.refunds && (
        <section className="mt-8" data-testid="invoice-refunds">
          <h2 className="border-b border-line pb-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">{doc.refunds.heading}</h2>
          <Rows rows={doc.refunds.rows} className="mt-3 max-w-sm" valueClassName="text-danger" />
        </section>
      )}

      {doc.summary && <Rows rows={doc.summary} className="mt-8" testId="invoice-summary" />}

      {doc.payment && (
        <section className="mt-8" data-testid="invoice-payment">
          <h2 className="border-b border-line pb-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">{doc.payment.heading}</h2>
          <p className="mt-3">{doc.payment.lead}</p>
          <dl className="mt-3 grid max-w-md grid-cols-[auto_1fr] gap-x-8 gap-y-1">
            {doc.payment.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-soft">{row.label}</dt>
                <dd className="font-semibold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {doc.notes.length > 0 && (
        <div className="mt-8 flex flex-col gap-2" data-testid="invoice-notes">
          {doc.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}

      <div className="mt-12 border-t border-line pt-4 text-center text-xs text-ink-soft">
        {doc.footer.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </article>
  );
}
