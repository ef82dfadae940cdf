"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import type { RetryCandidate } from "@/lib/shoots/retry";

type Answer = { ok: true; url: string } | { error: { code: string; message: string } };

/** One shoot on /retry: why it gets a free retry (and the button) or why not. Granted → its upload step. */
export function RetryShootCard({ shoot }: { shoot: RetryCandidate }) {
  const t = useTranslations("Retry");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = shoot.check;
  const date = (d: Date) => format.dateTime(new Date(d), { dateStyle: "long" });
  const deadline = c.deadline ? date(c.deadline) : "";

  const text = c.eligible
    ? c.reason === "FAILED"
      ? t("reason.FAILED")
      : t("reason.LIKENESS_SHORTFALL", { missing: c.promised - c.delivered, deadline })
    : t(`why.${c.why}`, { deadline });

  async function retry() {
    setPending(true);
    setError(null);
    try {
      const res = await fetch("/api/retry", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ shootId: shoot.id, locale }) });
      const answer = (await res.json().catch(() => null)) as Answer | null;
      if (answer && "ok" in answer) {
        router.push(answer.url);
        return;
      }
      setError(answer?.error.message ?? t("errors.INTERNAL"));
      router.refresh();
    } catch {
      setError(t("errors.INTERNAL"));
    }
    setPending(false);
  }

  return (
    <article className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-paper p-5" data-testid="retry-shoot" data-shoot={shoot.id} data-eligible={c.eligible ? "true" : "false"}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level={2} size="md">{shoot.title}</Heading>
          <p className="mt-1 text-sm text-ink-soft">
            {shoot.packageName} · {t("createdOn", { date: date(shoot.createdAt) })}
            {(shoot.state === "ACTIVE" || shoot.state === "FAILED") && <> · {t("delivered", { delivered: c.delivered, promised: c.promised })}</>}
          </p>
        </div>
        <Badge variant={c.eligible ? "success" : "neutral"}>{t(c.eligible ? "badge.eligible" : "badge.notEligible")}</Badge>
      </div>
      <p className="text-sm text-ink">{text}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      {c.eligible && (
        <Button className="self-start" iconLeft="sparkles" loading={pending} onClick={() => void retry()} data-testid="retry-submit">
          {pending ? t("submitting") : t("submit")}
        </Button>
      )}
    </article>
  );
}
