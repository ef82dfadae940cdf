"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import type { MarkFilter, ZipSelection, ZipStatus } from "@/lib/results/options";
import { ActionFailure, startZip, zipStatus } from "./api";

const POLL_MS = 1000;
const settled = (s: ZipStatus | undefined) => s?.state === "ready" || s?.state === "failed" || s?.state === "expired";

/** Bytes as "12.3 MB" in the reader's language. */
function useBytes() {
  const format = useFormatter();
  return (bytes: number) =>
    bytes >= 1e6
      ? `${format.number(bytes / 1e6, { maximumFractionDigits: 1 })} MB`
      : `${format.number(Math.max(1, Math.round(bytes / 1e3)))} kB`;
}

/**
 * Zips of the liked and loved photos or of all photos, each counted as the gallery's filter of the same
 * name counts (`counts`): asking starts the worker, the panel follows it (progress), then offers the
 * file. Errors are the server's, localised.
 */
export function ZipPanel({ shootId, counts, networkError }: { shootId: string; counts: Record<MarkFilter, number>; networkError: string }) {
  const t = useTranslations("GalleryActions.zip");
  const locale = useLocale();
  const format = useFormatter();
  const bytes = useBytes();
  const [zip, setZip] = useState<ZipStatus | null>(null);
  const [error, setError] = useState<{ message: string; n: number } | null>(null);
  const fail = (e: unknown) => setError((prev) => ({ message: (e instanceof ActionFailure && e.serverMessage) || networkError, n: (prev?.n ?? 0) + 1 }));

  const start = useMutation({
    mutationFn: (selection: ZipSelection) => startZip(shootId, selection, locale),
    onMutate: () => setError(null),
    onSuccess: (status) => setZip(status),
    onError: fail,
  });

  const status = useQuery({
    queryKey: ["results-zip", zip?.id],
    queryFn: () => zipStatus(zip!.id, locale),
    enabled: Boolean(zip) && !settled(zip ?? undefined),
    initialData: zip ?? undefined,
    refetchInterval: (query) => (settled(query.state.data) ? false : POLL_MS),
    retry: 2,
  });
  const current = status.data ?? zip;
  const busy = start.isPending || (current !== null && !settled(current));
  const failure = current?.state === "failed" || current?.state === "expired" ? current.error?.message ?? networkError : null;
  const pollError = status.isError ? ((status.error instanceof ActionFailure && status.error.serverMessage) || networkError) : null;

  return (
    <section aria-labelledby="zip-panel-title" className="flex flex-col gap-3 rounded-card border border-line bg-mist/50 p-4" data-testid="zip-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="zip-panel-title" className="text-sm font-semibold text-ink">{t("title")}</h2>
          <p className="text-sm text-ink-soft">{t("contents")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" iconLeft="thumbs-up" disabled={busy || counts.liked === 0} data-zip="liked" onClick={() => start.mutate("liked")}>
            {t("liked")}
            <span className="text-ink-soft">· {counts.liked === 0 ? t("likedNone") : t("likedCount", { count: counts.liked })}</span>
          </Button>
          <Button variant="secondary" iconLeft="image" disabled={busy} data-zip="all" onClick={() => start.mutate("all")}>
            {t("all")}
            <span className="text-ink-soft">· {t("allCount", { count: counts.all })}</span>
          </Button>
        </div>
      </div>

      <div role="status" aria-live="polite" className="empty:hidden">
        {current && (current.state === "queued" || current.state === "running") && (
          <div className="flex flex-col gap-2" data-zip-state={current.state}>
            <p className="flex items-center gap-2 text-sm text-ink">
              <Icon name="loader" size={16} className="animate-spin text-brand" />
              {current.state === "queued" ? t("queued") : t("running", { done: current.done, total: current.total })}
            </p>
            <progress
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand"
              aria-label={t("progressLabel")}
              max={Math.max(1, current.total)}
              value={current.done}
            />
          </div>
        )}
        {current?.state === "ready" && current.downloadUrl && (
          <div className="flex flex-wrap items-center justify-between gap-3" data-zip-state="ready">
            <div className="text-sm">
              <p className="font-medium text-ink">{t("ready", { count: current.total, size: bytes(current.size ?? 0) })}</p>
              {current.expiresAt && <p className="text-ink-soft">{t("readyUntil", { time: format.dateTime(new Date(current.expiresAt), { dateStyle: "medium", timeStyle: "short" }) })}</p>}
            </div>
            {/* A plain link: the browser streams the file to disk (Next's Link would add the locale). */}
            <a href={current.downloadUrl} download={current.fileName} className={buttonClassName({ variant: "primary" })}>
              <Icon name="download" size={18} />
              {t("downloadZip")}
            </a>
          </div>
        )}
      </div>
      {(failure || pollError || error) && (
        <Alert key={`${error?.n ?? 0}-${current?.id ?? ""}-${current?.state ?? ""}`} variant="danger" dismissible onDismiss={() => setError(null)}>
          {error?.message ?? failure ?? pollError}
        </Alert>
      )}
    </section>
  );
}
