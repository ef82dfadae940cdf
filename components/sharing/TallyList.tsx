"use client";

import { useState, useTransition } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import { Icon } from "@/components/ui/icons";
import { formDataOf } from "@/lib/http/form-data";
import { setFavoriteAction } from "@/lib/sharing/actions";

export type TallyItem = {
  id: string;
  number: number;
  styleName: string | null;
  thumb: { url: string; width: number; height: number };
  up: number;
  down: number;
  score: number;
  isFavorite: boolean;
};

/** The friends' votes per photo, best first, each with "make this my favourite" (one per shoot). */
export function TallyList({ shootId, rows }: { shootId: string; rows: TallyItem[] }) {
  const t = useTranslations("VotingResults");
  const format = useFormatter();
  const message = useActionMessage("VotingResults");
  const [favourite, setFavourite] = useState<string | null>(rows.find((r) => r.isFavorite)?.id ?? null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ variant: "danger" | "success"; text: string } | null>(null);
  const [, startTransition] = useTransition();

  const choose = (id: string) =>
    startTransition(async () => {
      setChoosing(id);
      setNotice(null);
      try {
        const outcome = await setFavoriteAction({}, formDataOf({ shootId, resultId: id }));
        if (outcome.ok) {
          setFavourite(id);
          setNotice({ variant: "success", text: t("favourite.saved") });
        } else setNotice({ variant: "danger", text: message(outcome.error ?? "generic", outcome.errorValues) });
      } catch {
        setNotice({ variant: "danger", text: t("errors.generic") });
      } finally {
        setChoosing(null);
      }
    });

  const signed = (n: number) => (n > 0 ? `+${format.number(n)}` : format.number(n));

  return (
    <div className="flex flex-col gap-4">
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <ol className="flex flex-col gap-3" data-testid="tally">
        {rows.map((r) => (
          <li key={r.id} data-testid="tally-row" data-result={r.id} className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-line bg-paper p-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- signed storage URLs, already sized thumbnails */}
            <img src={r.thumb.url} width={r.thumb.width} height={r.thumb.height} loading="lazy" decoding="async" alt={t("tally.photoAlt", { number: r.number, style: r.styleName ?? t("tally.otherStyle") })} className="h-24 w-24 shrink-0 rounded-md bg-mist object-cover" />
            <div className="flex min-w-40 flex-1 flex-col gap-1">
              <span className="font-semibold text-ink">{t("tally.photo", { number: r.number })}</span>
              <span className="text-sm text-ink-soft">{r.styleName ?? t("tally.otherStyle")}</span>
            </div>
            <dl className="flex gap-5 text-sm">
              <div className="flex items-center gap-1.5 text-success">
                <dt><Icon name="thumbs-up" size={16} label={t("tally.up")} /></dt>
                <dd className="font-semibold tabular-nums" data-testid="tally-up">{format.number(r.up)}</dd>
              </div>
              <div className="flex items-center gap-1.5 text-danger">
                <dt><Icon name="thumbs-down" size={16} label={t("tally.down")} /></dt>
                <dd className="font-semibold tabular-nums" data-testid="tally-down">{format.number(r.down)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="text-ink-soft">{t("tally.score")}</dt>
                <dd className="font-semibold tabular-nums text-ink" data-testid="tally-score">{signed(r.score)}</dd>
              </div>
            </dl>
            <div className="ml-auto">
              {favourite === r.id ? (
                <Badge variant="brand" size="lg" icon="star">{t("favourite.current")}</Badge>
              ) : (
                <Button variant="secondary" size="sm" iconLeft="star" loading={choosing === r.id} disabled={choosing !== null} onClick={() => choose(r.id)}>
                  {t("favourite.make")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
