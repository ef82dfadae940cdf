"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { spendPhotoCredits, UpsellFailure } from "./api";

/** One key per spending: a double click or a retry after a lost answer spends once (the server remembers it). */
function newKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Unlock photos, above the packs: the person's photo credits (referral rewards) spent on as many extra
 * headshots, free. Then to the same page following the order, as after paying for a pack.
 */
export function PhotoCreditsCard({ shootId, balance, max }: { shootId: string; balance: number; max: number }) {
  const t = useTranslations("Upsell.photoCredits");
  const te = useTranslations("Upsell.errors");
  const locale = useLocale();
  const id = useId();
  const limit = Math.max(1, Math.min(balance, max));
  const [count, setCount] = useState(limit);
  const [key] = useState(newKey);
  const spend = useMutation({
    mutationFn: (n: number) => spendPhotoCredits(shootId, n, key, locale),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const valid = Number.isInteger(count) && count >= 1 && count <= limit;
  const error = spend.error ? (spend.error instanceof UpsellFailure && spend.error.serverMessage) || te("NETWORK") : null;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-brand/40 bg-brand/5 p-6" data-testid="photo-credits" data-balance={balance}>
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand/10 text-brand"><Icon name="sparkles" size={22} /></span>
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">{t("title", { count: balance })}</h2>
          <p className="text-ink-soft">{t("lead", { count: balance })}</p>
          {balance > max && <p className="text-sm text-ink-soft">{t("max", { max })}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-count`} className="text-sm font-semibold text-ink">{t("countLabel")}</label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={limit}
            step={1}
            value={Number.isNaN(count) ? "" : count}
            onChange={(e) => setCount(e.target.valueAsNumber)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={`${id}-hint`}
            data-testid="photo-credits-count"
            className="h-11 w-28 rounded-lg border border-line bg-paper px-3 text-lg tabular-nums text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid]:border-danger"
          />
        </div>
        <Button
          iconLeft="sparkles"
          disabled={!valid || spend.isSuccess}
          loading={spend.isPending || spend.isSuccess}
          onClick={() => valid && spend.mutate(count)}
          data-testid="photo-credits-use"
        >
          {valid ? t("use", { count }) : t("useNothing")}
        </Button>
      </div>
      <p id={`${id}-hint`} className={valid ? "text-xs text-ink-soft" : "text-xs text-danger"}>{valid ? t("hint") : t("invalid", { max: limit })}</p>
      {error && <Alert variant="danger">{error}</Alert>}
    </section>
  );
}
