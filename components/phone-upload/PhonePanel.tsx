"use client";

import { useEffect, useId, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { useLocalTime } from "./local-time";

/** lib/uploads/phone-link-routes.ts PhoneLinkView */
type PhoneLink = { url: string; expiresAt: string; qrCode: string };

/** While the QR code shows, the photo list is refreshed this often so phone uploads appear by themselves. */
export const PHONE_SYNC_MS = 2000;

/**
 * "Use your phone" on the photos step: a QR code (and the link) that opens /photo-upload/{token} on a
 * phone. While it is open, `onSync` runs every PHONE_SYNC_MS to bring the phone's photos in.
 */
export function PhonePanel({ shootId, onSync }: { shootId: string; onSync: () => unknown }) {
  const t = useTranslations("PhoneUpload.panel");
  const locale = useLocale();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<PhoneLink | null>(null);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const until = useLocalTime(link?.expiresAt ?? null, locale);
  const endpoint = "/api/photo-upload/link";

  const load = (fresh: boolean) =>
    startTransition(async () => {
      setError(null);
      try {
        let res: Response | null = null;
        if (!fresh) {
          // A link made earlier (before a reload) keeps working on the phone that scanned it: show it again.
          res = await fetch(`${endpoint}?shoot=${encodeURIComponent(shootId)}&locale=${locale}`, { cache: "no-store" });
          const shown = res.ok ? ((await res.json()) as { link: PhoneLink | null }).link : null;
          if (shown) return show(shown);
        }
        res = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ shootId, locale }) });
        const data = (await res.json().catch(() => null)) as { link?: PhoneLink; error?: { message?: string } } | null;
        if (res.ok && data?.link) show(data.link);
        else setError(data?.error?.message ?? t("error"));
      } catch {
        setError(t("error"));
      }
    });

  const show = (next: PhoneLink) => {
    setLink(next);
    setExpired(Date.parse(next.expiresAt) <= Date.now());
  };

  useEffect(() => {
    if (!link) return;
    const timer = setTimeout(() => setExpired(true), Math.max(0, Date.parse(link.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [link]);

  useEffect(() => {
    if (!open || !link || expired) return;
    const timer = setInterval(onSync, PHONE_SYNC_MS);
    return () => clearInterval(timer);
  }, [open, link, expired, onSync]);

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (!link || expired) load(false);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-5" data-testid="phone-panel">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex max-w-xl items-start gap-3">
          <Icon name="camera" size={24} className="mt-0.5 shrink-0 text-brand" />
          <div className="flex flex-col gap-1">
            <Heading level={2} size="md" id={titleId}>{t("title")}</Heading>
            <p className="text-sm text-ink-soft">{t("body")}</p>
          </div>
        </div>
        <Button type="button" variant="secondary" onClick={toggle} aria-expanded={open} loading={pending && !link}>{open ? t("hide") : t("show")}</Button>
      </div>

      {open && error && <Alert variant="danger">{error}</Alert>}

      {open && link && (
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <img src={link.qrCode} alt={t("qrAlt")} width={192} height={192} className={expired ? "size-48 shrink-0 rounded-md border border-line opacity-20" : "size-48 shrink-0 rounded-md border border-line"} data-testid="phone-qr" />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            {expired ? (
              <Alert variant="warning">{t("expired")}</Alert>
            ) : (
              <>
                <label className="flex flex-col gap-1.5 text-sm text-ink">
                  {t("linkLabel")}
                  <input readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} className="w-full rounded-md border border-line bg-mist px-3 py-2 font-mono text-xs text-ink" data-testid="phone-upload-link" />
                </label>
                {until && <p className="text-xs text-ink-soft">{t("validUntil", { time: until })}</p>}
                <p className="flex items-center gap-2 text-xs text-ink-soft" aria-live="polite">
                  <span className="size-2 animate-pulse rounded-full bg-success" aria-hidden />
                  {t("live")}
                </p>
              </>
            )}
            <div className="flex flex-wrap gap-2">
              {!expired && <CopyButton value={link.url} size="sm" />}
              <Button type="button" size="sm" variant="ghost" onClick={() => load(true)} loading={pending}>{t("renew")}</Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
