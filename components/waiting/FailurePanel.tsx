"use client";

import { useId, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { Heading } from "@/components/ui/heading";
import { useRouter } from "@/i18n/navigation";
import { formDataOf } from "@/lib/http/form-data";
import { replacePhotosAction, retryShootAction } from "@/lib/shoots/actions";
import type { ShootStatus } from "@/lib/shoots/status";

/** Why a shoot stopped, in plain words by failure group, and "Try again" while restarts are left. */
export function FailurePanel({ status, onRestarted }: { status: ShootStatus; onRestarted: () => void }) {
  const t = useTranslations("Waiting.failure");
  const locale = useLocale();
  // The page's own words (Waiting.errors.*), else the shoot's refusal codes (Shoots.errors.*).
  const message = useActionMessage("Waiting", "Shoots");
  const titleId = useId();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const group = status.failureGroup ?? "generic";
  const router = useRouter();

  const retry = () =>
    startTransition(async () => {
      setError(null);
      const outcome = await retryShootAction({}, formDataOf({ shootId: status.id, locale }));
      if (outcome.ok) onRestarted();
      else setError(message(outcome.error ?? "generic", outcome.errorValues));
    });

  const replacePhotos = () =>
    startTransition(async () => {
      setError(null);
      const outcome = await replacePhotosAction({}, formDataOf({ shootId: status.id, locale }));
      if (outcome.ok) router.push(`/app/upload/photos?shoot=${encodeURIComponent(status.id)}`);
      else setError(message(outcome.error ?? "generic", outcome.errorValues));
    });

  return (
    <section aria-labelledby={titleId} data-testid="shoot-failure" data-group={group} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-danger/30 bg-danger-soft/50 p-6 text-ink">
      <Heading level={2} size="lg" id={titleId}>{t("title")}</Heading>
      <p>{t(group)}</p>
      {group === "photos" && <p className="text-ink-soft">{t("photosHelp")}</p>}
      {group === "busy" && status.retryCount > 0 && <p className="text-ink-soft">{t("retried", { count: status.retryCount })}</p>}
      {status.results > 0 && <p className="text-ink-soft">{t("kept", { count: status.results })}</p>}
      {error && <Alert variant="danger">{error}</Alert>}
      {!status.canRetry && <p className="text-ink-soft">{t("noRetriesLeft")}</p>}
      <div className="mt-2 flex flex-wrap gap-3">
        {group === "photos" && <Button onClick={replacePhotos} loading={pending}>{t("replacePhotos")}</Button>}
        {status.canRetry && group !== "photos" && <Button onClick={retry} loading={pending}>{t("retry")}</Button>}
        <ButtonLink href="/contact" variant={status.canRetry ? "secondary" : "primary"}>{t("contact")}</ButtonLink>
      </div>
    </section>
  );
}
