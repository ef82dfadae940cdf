"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";

type Status = { kind: "idle" } | { kind: "saved" } | { kind: "error"; message: string };

/**
 * The free-text "Bill to" block (company, address, reference) under the buyer's name. The server
 * validates and stores it; the invoice and its PDF are then rendered again with it.
 */
export function BillToForm({ invoiceId, initial, maxChars, maxLines }: { invoiceId: string; initial: string; maxChars: number; maxLines: number }) {
  const t = useTranslations("Invoices.billTo");
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [, startTransition] = useTransition();

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setStatus({ kind: "idle" });
    try {
      const res = await fetch(`/api/invoices/${encodeURIComponent(invoiceId)}/bill-to`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ billTo: text }),
      });
      const body = (await res.json().catch(() => null)) as { billTo?: string | null; error?: { message: string } } | null;
      if (!res.ok || !body || body.error) {
        setStatus({ kind: "error", message: body?.error?.message ?? t("networkError") });
        return;
      }
      setText(body.billTo ?? "");
      setStatus({ kind: "saved" });
      startTransition(() => router.refresh());
    } catch {
      setStatus({ kind: "error", message: t("networkError") });
    } finally {
      setSaving(false);
    }
  }

  const tooLong = [...text].length > maxChars;
  return (
    <form onSubmit={save} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-paper p-5 shadow-sm" data-print="hide" data-testid="bill-to-form" noValidate>
      <label htmlFor={id} className="font-semibold text-ink">{t("label")}</label>
      <textarea
        id={id}
        name="billTo"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (status.kind !== "idle") setStatus({ kind: "idle" });
        }}
        rows={4}
        placeholder={t("placeholder")}
        aria-describedby={`${id}-hint`}
        aria-invalid={status.kind === "error" || tooLong ? true : undefined}
        data-testid="bill-to-input"
        className={cx(
          "rounded-lg border bg-paper px-3 py-2 text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/20",
          status.kind === "error" || tooLong ? "border-danger" : "border-line",
        )}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t("hint", { lines: maxLines, chars: maxChars })} <span className={cx("tabular-nums", tooLong && "text-danger")}>({[...text].length}/{maxChars})</span>
      </p>
      {status.kind === "error" && <Alert variant="danger" title={status.message} />}
      {status.kind === "saved" && <Alert variant="success" title={t("saved")} />}
      <div>
        <Button type="submit" size="sm" loading={saving} data-testid="bill-to-save">{saving ? t("saving") : t("save")}</Button>
      </div>
    </form>
  );
}
