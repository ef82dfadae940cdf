"use client";
// The credit quantity and its price, as the buy form (card payment) and the quote request (bank
// transfer) show them: the number field with its hint (or its error), and the subtotal, the volume
// discount once it applies, and the total, worked out by lib/teams/pricing.ts as the server does.
import { useId, type ReactNode } from "react";
import { CREDIT_QUANTITY, type CreditPrice } from "@/lib/teams/pricing";
import { inputClass } from "./setup/fields";

export function CreditQuantityField({ label, min, value, onChange, error, hint }: {
  label: string;
  min: number;
  value: string;
  onChange: (typed: string) => void;
  /** The field's error, shown instead of the hint. */
  error: string | undefined;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">{label}</label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={min}
        max={CREDIT_QUANTITY.max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={`${inputClass(Boolean(error))} w-40 tabular-nums`}
      />
      <p id={`${id}-hint`} className={error ? "text-sm text-danger" : "text-sm text-ink-soft"}>{error ?? hint}</p>
    </div>
  );
}

/** `labels` are the caller's words for this price (subtotal with its count, discount with its percent). */
export function CreditPriceSummary({ price, money, labels, testId, children }: {
  price: CreditPrice;
  money: (amount: number) => string;
  labels: { subtotal: string; discount: string; total: string };
  testId: string;
  /** Said after the total (e.g. how far the next discount is). */
  children?: ReactNode;
}) {
  return (
    <dl className="flex flex-col gap-2 text-sm" aria-live="polite" data-testid={testId}>
      <div className="flex justify-between gap-4">
        <dt>{labels.subtotal}</dt>
        <dd className="tabular-nums">{money(price.subtotal)}</dd>
      </div>
      {price.discount > 0 && (
        <div className="flex justify-between gap-4 text-success">
          <dt>{labels.discount}</dt>
          <dd className="tabular-nums">−{money(price.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{labels.total}</dt>
        <dd className="tabular-nums">{money(price.total)}</dd>
      </div>
      {children}
    </dl>
  );
}
