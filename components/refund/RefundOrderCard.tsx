"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Heading } from "@/components/ui/heading";
import type { RefundStatus } from "@/lib/payments/refund";
import type { RefundEligibility } from "@/lib/payments/refund-overview";

export type RefundOrderView = {
  id: string;
  item: string;
  paidAt: Date;
  /** Formatted money. */
  total: string;
  refunded: string | null;
  remaining: string;
  eligibility: RefundEligibility;
  refunds: { id: string; status: RefundStatus; amount: string; automatic: boolean; createdAt: Date }[];
};

type Answer =
  | { ok: true; status: "REFUNDED"; alreadyDone: boolean }
  | { ok: true; status: "REQUESTED"; alreadyRequested: boolean }
  | { ok: true; status: "PROCESSING" }
  | { error: { code: string; message: string } };

const BADGE: Record<string, BadgeVariant> = {
  AUTOMATIC: "success",
  REVIEW: "warning",
  REQUESTED: "info",
  APPROVED: "info",
  REFUNDED: "neutral",
  NOTHING_CHARGED: "neutral",
};

/**
 * One paid order on /refund: what it was, whether a refund is instant or reviewed and why, its refunds
 * so far, and the refund form (reason, confirmation). The server decides; the answer is shown here and
 * the list is reloaded.
 */
export function RefundOrderCard({ order, headingLevel }: { order: RefundOrderView; headingLevel: 2 | 3 }) {
  const t = useTranslations("Refund");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const e = order.eligibility;
  const date = (d: Date) => format.dateTime(new Date(d), { dateStyle: "long" });
  const badgeKey = e.kind === "OPEN" ? e.status : e.kind;
  const automatic = e.kind === "AUTOMATIC" || (e.kind === "OPEN" && e.retry);
  const canAsk = e.kind === "AUTOMATIC" || e.kind === "REVIEW" || (e.kind === "OPEN" && e.retry);
  const reasonMissing = e.kind === "REVIEW" && reason.trim() === "";

  const why: string[] = [];
  if (e.kind === "AUTOMATIC") why.push(t("why.automatic", { days: e.windowDays, deadline: date(e.deadline) }));
  if (e.kind === "REVIEW") {
    if (e.downloadedAt) why.push(t("why.downloaded", { date: date(e.downloadedAt) }));
    if (e.usedEditCredits > 0) why.push(t("why.usedEditCredits", { count: e.usedEditCredits }));
    if (e.pastWindow) why.push(t("why.pastWindow", { days: e.windowDays, deadline: date(e.deadline) }));
    why.push(t("why.review"));
  }
  if (e.kind === "OPEN") why.push(t(e.retry ? "why.APPROVED_RETRY" : `why.${e.status}`));
  if (e.kind === "REFUNDED" || e.kind === "NOTHING_CHARGED" || e.kind === "NOT_REFUNDABLE") why.push(t(`why.${e.kind}`));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!confirmed || reasonMissing) return;
    setPending(true);
    setError(null);
    try {
      const res = await fetch("/api/refunds", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ orderId: order.id, reason, locale }),
      });
      const answer = (await res.json().catch(() => null)) as Answer | null;
      if (!answer || "error" in answer) {
        setError(answer?.error.message ?? t("errors.INTERNAL"));
      } else {
        setDone(
          answer.status === "REFUNDED"
            ? t("result.REFUNDED", { amount: order.remaining })
            : answer.status === "REQUESTED"
              ? t(answer.alreadyRequested ? "result.alreadyRequested" : "result.REQUESTED")
              : t("result.PROCESSING"),
        );
        setOpen(false);
      }
      router.refresh();
    } catch {
      setError(t("errors.INTERNAL"));
    } finally {
      setPending(false);
    }
  }

  return (
    <article className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-5" data-testid="refund-order" data-order={order.id} data-eligibility={badgeKey}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level={headingLevel} size="md">{t("order.title", { item: order.item })}</Heading>
          <p className="mt-1 text-sm text-ink-soft">
            {t("order.paidOn", { date: date(order.paidAt) })} · {t("order.total", { amount: order.total })}
            {order.refunded && <> · {t("order.refunded", { amount: order.refunded })}</>}
          </p>
        </div>
        <span data-testid="refund-badge">
          <Badge variant={BADGE[badgeKey] ?? "neutral"}>{t(`badge.${badgeKey}`)}</Badge>
        </span>
      </div>

      <ul className="flex flex-col gap-1 text-sm text-ink">
        {why.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      {done && (
        <Alert variant="success">
          <span data-testid="refund-result">{done}</span>
        </Alert>
      )}
      {error && <Alert variant="danger">{error}</Alert>}

      {canAsk && !done && !open && (
        <Button variant={automatic ? "primary" : "secondary"} className="self-start" onClick={() => setOpen(true)} data-testid="refund-open">
          {e.kind === "OPEN" ? t("form.retry") : t("form.open")}
        </Button>
      )}

      {canAsk && !done && open && (
        <form onSubmit={submit} className="flex flex-col gap-4 border-t border-line pt-4" noValidate data-testid="refund-form">
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-reason`} className="font-semibold text-ink">{t("form.reasonLabel")}</label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              value={reason}
              onChange={(ev) => setReason(ev.target.value.slice(0, 2000))}
              rows={3}
              required={!automatic}
              aria-describedby={`${id}-reason-hint`}
              aria-invalid={checked && reasonMissing ? true : undefined}
              className={cx(
                "rounded-lg border bg-paper px-3 py-2 text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20",
                checked && reasonMissing ? "border-danger" : "border-line",
              )}
            />
            <p id={`${id}-reason-hint`} className={cx("text-sm", checked && reasonMissing ? "text-danger" : "text-ink-soft")}>
              {checked && reasonMissing ? t("errors.REASON_REQUIRED") : t(automatic ? "form.reasonOptional" : "form.reasonRequired")}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="confirm"
                checked={confirmed}
                onChange={(ev) => setConfirmed(ev.target.checked)}
                aria-invalid={checked && !confirmed ? true : undefined}
                className="mt-0.5 size-4 accent-[var(--color-brand)]"
              />
              <span>{t(automatic ? "form.confirmAutomatic" : "form.confirmReview")}</span>
            </label>
            {checked && !confirmed && <p className="text-sm text-danger">{t("form.confirmRequired")}</p>}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant={automatic ? "primary" : "secondary"} loading={pending} data-testid="refund-submit">
              {pending ? t("form.submitting") : automatic ? t("form.submitAutomatic", { amount: order.remaining }) : t("form.submitReview")}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>{t("form.cancel")}</Button>
          </div>
        </form>
      )}

      {order.refunds.length > 0 && (
        <div className="border-t border-line pt-3 text-sm">
          <p className="font-semibold text-ink">{t("history.title")}</p>
          <ul className="mt-1 flex flex-col gap-1 text-ink-soft" data-testid="refund-history">
            {order.refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2" data-status={r.status}>
                <span>{t("history.line", { amount: r.amount, date: date(r.createdAt) })}</span>
                <Badge size="sm" variant={r.status === "COMPLETED" ? "success" : r.status === "REJECTED" ? "danger" : "info"}>{t(`history.status.${r.status}`)}</Badge>
                {r.automatic && <span className="text-xs">({t("history.automatic")})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
