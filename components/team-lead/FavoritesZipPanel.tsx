"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import { ApiFailure, apiCall } from "@/lib/client/api-call";
import type { FavoritesZipStatus } from "@/lib/teams/results/http";

const POLL_MS = 1000;
const BASE = "/api/team/results/favorites-zip";
const json = { "Content-Type": "application/json" };
const settled = (s: FavoritesZipStatus | null | undefined) => Boolean(s && ["ready", "failed", "expired", "cancelled"].includes(s.state));

async function call(url: string, init: RequestInit, locale: string): Promise<FavoritesZipStatus> {
  return (await (await apiCall(url, { ...init, locale })).json()) as FavoritesZipStatus;
}

/**
 * "Download favourites": the lead picks everyone or one sub-team and starts the zip; the panel follows
 * the worker (members packed of those with a favourite, and how many have none), offers to cancel,
 * then offers the file. Errors are the server's, localised.
 */
export function FavoritesZipPanel({ teams, defaultTeam }: { teams: { id: string; name: string }[]; defaultTeam?: string }) {
  const t = useTranslations("TeamResults");
  const locale = useLocale();
  const format = useFormatter();
  const [team, setTeam] = useState(defaultTeam ?? "");
  const [zip, setZip] = useState<FavoritesZipStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError((e instanceof ApiFailure && e.serverMessage) || t("errors.NETWORK"));

  const start = useMutation({
    mutationFn: () => call(BASE, { method: "POST", headers: json, body: JSON.stringify(team ? { team } : {}) }, locale),
    onMutate: () => setError(null),
    onSuccess: setZip,
    onError: fail,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => call(`${BASE}/${encodeURIComponent(id)}/cancel`, { method: "POST" }, locale),
    onSuccess: setZip,
    onError: fail,
  });
  const status = useQuery({
    queryKey: ["team-favorites-zip", zip?.id, zip?.state === "cancelled"],
    queryFn: () => call(`${BASE}/${encodeURIComponent(zip!.id)}`, { method: "GET", cache: "no-store" }, locale),
    enabled: Boolean(zip) && !settled(zip),
    initialData: zip ?? undefined,
    refetchInterval: (query) => (settled(query.state.data) ? false : POLL_MS),
    retry: 2,
  });
  const current = (zip?.state === "cancelled" ? zip : status.data) ?? zip;
  const busy = start.isPending || (current !== null && !settled(current));
  const failure = current?.state === "failed" || current?.state === "expired" ? (current.error?.message ?? t("errors.ZIP_FAILED")) : null;

  return (
    <section aria-labelledby="favorites-zip-title" className="flex flex-col gap-3 rounded-card border border-line bg-mist/50 p-4" data-testid="favorites-zip">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="favorites-zip-title" className="text-sm font-semibold text-ink">{t("zip.title")}</h2>
          <p className="text-sm text-ink-soft">{t("zip.intro")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {teams.length > 0 && (
            <label className="flex flex-col gap-1 text-sm">
              <span className="text-ink-soft">{t("zip.scope")}</span>
              <select name="team" value={team} onChange={(e) => setTeam(e.target.value)} disabled={busy} className="h-10 rounded-lg border border-line px-3" data-testid="favorites-zip-team">
                <option value="">{t("zip.everyone")}</option>
                {teams.map((s) => (
                  <option key={s.id} value={s.id}>{s.name}</option>
                ))}
              </select>
            </label>
          )}
          <Button iconLeft="download" disabled={busy} loading={start.isPending} onClick={() => start.mutate()} data-testid="favorites-zip-start">
            {current && settled(current) ? t("zip.again") : t("zip.start")}
          </Button>
        </div>
      </div>

      <div role="status" aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {current && (current.state === "queued" || current.state === "running") && (
          <div className="flex flex-col gap-2" data-zip-state={current.state}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2 text-sm text-ink">
                <Icon name="loader" size={16} className="animate-spin text-brand" />
                {current.state === "queued" ? t("zip.queued") : t("zip.running", { done: current.done, total: current.total })}
              </p>
              <Button variant="ghost" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(current.id)} data-testid="favorites-zip-cancel">
                {t("zip.cancel")}
              </Button>
            </div>
            <progress
              className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand"
              aria-label={t("zip.title")}
              max={Math.max(1, current.total)}
              value={current.done}
            />
          </div>
        )}
        {current?.state === "ready" && current.downloadUrl && (
          <div className="flex flex-wrap items-center justify-between gap-3" data-zip-state="ready">
            <div className="text-sm">
              <p className="font-medium text-ink">{t("zip.ready", { total: current.total })}</p>
              {current.expiresAt && <p className="text-ink-soft">{t("zip.expires", { date: format.dateTime(new Date(current.expiresAt), { dateStyle: "medium", timeStyle: "short" }) })}</p>}
            </div>
            {/* A plain link: the browser streams the file to disk (Next's Link would add the locale). */}
            <a href={current.downloadUrl} download={current.fileName} className={buttonClassName({ variant: "primary" })} data-testid="favorites-zip-download">
              <Icon name="download" size={18} />
              {t("zip.download", { fileName: current.fileName ?? "" })}
            </a>
          </div>
        )}
        {current?.state === "cancelled" && <p className="text-sm text-ink-soft" data-zip-state="cancelled">{t("zip.cancelled")}</p>}
        {current && current.skipped > 0 && <p className="text-sm text-ink-soft" data-testid="favorites-zip-skipped">{t("zip.skipped", { count: current.skipped })}</p>}
      </div>
      {(failure || error) && (
        <Alert variant="danger" dismissible onDismiss={() => setError(null)}>
          {error ?? failure}
        </Alert>
      )}
    </section>
  );
}
