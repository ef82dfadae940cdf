"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import type { EditorChoices, Gender } from "@/lib/studio/catalogue";
import { EDIT_SIZES, type EditJobView, type EditOptions, type EditorSizes, type EditSize, type OptionAvailability, type StudioResultView, type VersionView } from "@/lib/studio/options";
import { useStudio } from "@/stores/studio";
import { StudioFailure, requestEdit, studioResult } from "./api";
import { EditorSidebar } from "./EditorSidebar";
import { VersionStrip } from "./VersionStrip";

const POLL_MS = 1000;
const unsettled = (j: EditJobView) => j.state === "pending" || j.state === "running";

/**
 * The size option closest to a version's long edge, among the sizes the package includes (the
 * sidebar starts there, so "Apply" keeps the size where the package allows it).
 */
function sizeOf(v: VersionView | undefined, included: readonly EditSize[]): EditSize {
  const long = v ? Math.max(v.width, v.height) : 1024;
  const closest: EditSize = long >= 4096 ? "print" : long >= 2048 ? "2048" : "1024";
  const allowed = EDIT_SIZES.slice(0, EDIT_SIZES.indexOf(closest) + 1).filter((s) => included.includes(s));
  return allowed.at(-1) ?? included[0] ?? "1024";
}

export const defaultChoices = (v: VersionView | undefined, included: readonly EditSize[] = EDIT_SIZES): EditOptions => ({
  backdrop: null, photoTemplate: null, framing: "keep", size: sizeOf(v, included), quality: "high", emotion: null, glasses: null, hairstyle: null, outfit: null,
});

/** Brings the result panel (the photo and its versions) into view, and the selected version into its strip. */
function reveal(panel: HTMLElement | null) {
  if (!panel) return;
  const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  const strip = panel.querySelector<HTMLElement>("[data-testid=studio-versions]");
  const item = strip?.querySelector<HTMLElement>("[data-selected]");
  if (strip && item) strip.scrollTo({ left: item.offsetLeft + item.offsetWidth - strip.clientWidth, behavior });
  panel.scrollIntoView({ block: "nearest", behavior });
}

type Notice = { kind: "error"; message: string; buyCreditsPath: string | null } | { kind: "failed"; message: string } | { kind: "done"; version: number };

/**
 * The editor of one headshot: the result panel (the photo large and its versions; it stays in view
 * beside the options on a wide screen) and the options, whose action bar (cost, Apply, progress)
 * sticks to the bottom of the screen. Apply books the edit (its credits are taken at once); while it
 * renders the view polls the server, and the new version appears, is shown and scrolled into view
 * without a reload.
 */
export function StudioEditor({
  initial,
  openedId,
  catalogue,
  availability,
  gender,
  sizes,
  buyCreditsPath,
}: {
  initial: StudioResultView;
  openedId: string;
  catalogue: EditorChoices;
  availability: OptionAvailability[];
  gender: Gender | null;
  sizes: EditorSizes;
  buyCreditsPath: string;
}) {
  const t = useTranslations("Studio");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = ["studio-result", initial.rootId];
  const [selectedId, setSelectedId] = useState(openedId);
  const [watching, setWatching] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const resultPanel = useRef<HTMLElement>(null);
  /** The version just made, to bring into view once it is the one shown. */
  const [revealId, setRevealId] = useState<string | null>(null);
  const { choices, idempotencyKey, open, reset, booked } = useStudio();

  const view = useQuery({
    queryKey,
    queryFn: () => studioResult(initial.rootId, locale),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.jobs.some(unsettled) ? POLL_MS : false),
    retry: 2,
  });
  const data = view.data;
  const selected = data.versions.find((v) => v.id === selectedId) ?? data.versions[0]!;

  useEffect(() => {
    open(initial.rootId, defaultChoices(initial.versions.find((v) => v.id === openedId), sizes.included));
  }, [open, initial, openedId, sizes.included]);

  // The edit this page asked for settles: show its new version, or say why it failed.
  const watched = data.jobs.find((j) => j.id === watching);
  useEffect(() => {
    if (!watched || unsettled(watched)) return;
    setWatching(null);
    if (watched.state === "done" && watched.outputResultId) {
      const made = data.versions.find((v) => v.id === watched.outputResultId);
      if (made) {
        setSelectedId(made.id);
        setRevealId(made.id);
      }
      setNotice({ kind: "done", version: made?.version ?? data.versions.length });
    } else if (watched.state === "failed") {
      setNotice({ kind: "failed", message: watched.error?.message ?? t("editor.networkError") });
    }
  }, [watched, data.versions, t]);

  // Once the new version is the one shown: bring it into view, wherever the options were scrolled to.
  useEffect(() => {
    if (!revealId || selected.id !== revealId) return;
    setRevealId(null);
    reveal(resultPanel.current);
  }, [revealId, selected.id]);

  const apply = useMutation({
    mutationFn: () => requestEdit({ resultId: selected.id, options: choices, idempotencyKey }, locale),
    onMutate: () => setNotice(null),
    onSuccess: (started) => {
      booked();
      setWatching(started.job.id);
      queryClient.setQueryData<StudioResultView>(queryKey, (old) =>
        old ? { ...old, credits: started.credits, jobs: [...old.jobs.filter((j) => j.id !== started.job.id), started.job] } : old,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => {
      const failure = e instanceof StudioFailure ? e : new StudioFailure(null);
      setNotice({ kind: "error", message: failure.serverMessage ?? t("editor.networkError"), buyCreditsPath: failure.buyCreditsPath });
    },
  });

  const running = data.jobs.filter(unsettled);
  const tooFew = data.credits < data.cost;
  const imageAlt = selected.version === 1 ? t("editor.originalAlt") : t("editor.imageAlt", { version: selected.version });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8" data-testid="studio-editor">
      <section ref={resultPanel} aria-label={t("editor.result")} className="flex min-w-0 scroll-mt-4 flex-col gap-4 lg:sticky lg:top-4" data-testid="studio-result">
        <figure className="flex justify-center overflow-hidden rounded-[var(--radius-card)] border border-line bg-mist">
          {/* eslint-disable-next-line @next/next/no-img-element -- signed storage URL of a display-sized copy */}
          <img src={selected.imageUrl} alt={imageAlt} width={selected.width} height={selected.height} className="block h-auto max-h-[60vh] w-auto max-w-full lg:max-h-[calc(100vh-17rem)]" data-testid="studio-photo" data-version={selected.version} />
        </figure>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-ink">{selected.version === 1 ? t("editor.original") : t("editor.version", { version: selected.version })}</p>
          {/* A plain link: the route answers with the file as an attachment (Next's Link would add the locale). */}
          <a href={selected.downloadUrl} download className={buttonClassName({ variant: "secondary", size: "sm" })} data-testid="studio-download" data-format={selected.format}>
            <Icon name="download" size={16} />
            {t("editor.download", { format: selected.format.toUpperCase() })}
          </a>
        </div>
        <VersionStrip versions={data.versions} selectedId={selected.id} onSelect={setSelectedId} />
        {view.isError && <Alert variant="warning">{t("editor.loadError")}</Alert>}
      </section>

      <aside aria-label={t("editor.sidebar")} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-paper">
        <div className="p-5">
          <EditorSidebar catalogue={catalogue} availability={availability} gender={gender} sizes={sizes} />
        </div>

        {/* Stays at the bottom of the screen while the options scroll by: Apply and what it did are always in reach. */}
        <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-[var(--radius-card)] border-t border-line bg-paper p-5 shadow-[0_-8px_16px_-12px_rgb(0_0_0/0.25)]" data-testid="studio-action-bar">
          <p className="text-sm text-ink" data-testid="studio-cost" data-cost={data.cost} data-credits={data.credits}>{t("editor.costLine", { cost: data.cost, balance: data.credits })}</p>
          {tooFew && (
            <div className="flex flex-col gap-2 text-sm" data-testid="studio-not-enough">
              <p className="text-ink-soft">{t("editor.notEnough")}</p>
              <ButtonLink href={buyCreditsPath} variant="secondary" iconLeft="credit-card" data-testid="studio-editor-buy-credits">{t("credits.buy")}</ButtonLink>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button iconLeft="sparkles" loading={apply.isPending} disabled={tooFew} onClick={() => apply.mutate()} data-testid="studio-apply">
              {t("editor.apply")}
            </Button>
            <Button variant="ghost" onClick={() => reset(defaultChoices(selected, sizes.included))}>{t("editor.reset")}</Button>
          </div>
          <p className="text-xs text-ink-soft">{t("editor.editsFrom")}</p>

          <div role="status" aria-live="polite" className="empty:hidden">
            {running.length > 0 && (
              <div className="flex flex-col gap-2" data-testid="studio-progress" data-state={running[0]!.state}>
                <p className="flex items-center gap-2 text-sm text-ink">
                  <Icon name="loader" size={16} className="animate-spin text-brand" />
                  {running.some((j) => j.state === "running") ? t("editor.running") : t("editor.queued")}
                </p>
                <progress aria-label={t("editor.progressLabel")} className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand" />
              </div>
            )}
            {notice?.kind === "done" && <Alert variant="success" dismissible onDismiss={() => setNotice(null)}>{t("editor.done", { version: notice.version })}</Alert>}
          </div>
          {notice?.kind === "failed" && (
            <Alert variant="danger" title={notice.message} dismissible onDismiss={() => setNotice(null)}>
              {t("editor.creditReturned")}
            </Alert>
          )}
          {notice?.kind === "error" && (
            <Alert variant="danger" dismissible onDismiss={() => setNotice(null)}>
              <p>{notice.message}</p>
              {notice.buyCreditsPath && (
                <ButtonLink href={notice.buyCreditsPath} variant="link" className="mt-1">{t("credits.buy")}</ButtonLink>
              )}
            </Alert>
          )}
        </div>
      </aside>
    </div>
  );
}
