"use client";
// The free headshot's result: the page is the same for every id (cached); the island reads the id from
// the address and asks the API, every 2 seconds while the headshot is being made. Done: the image, its
// download, when it is deleted, and the offer. Failed: why, and another photo. Unknown (404): it has
// expired, or it was made in another browser (the API knows a run by its visitor's cookie).
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { FREE_HEADSHOT_API, FREE_RESULT_EDGE, type FreeHeadshotView } from "@/lib/tools/free-headshot/contract";
import { useFreeHeadshots } from "@/stores/free-headshots";
import { fill } from "../fill";
import type { FreeCommonLabels, FreeResultLabels } from "./labels";
import { ErrorLine, FREE_BASE, StepHeading, StepProgress } from "./parts";

export const POLL_MS = 2000;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

type Seen = { state: "loading" } | { state: "view"; view: FreeHeadshotView } | { state: "gone" } | { state: "error"; message: string };

export function ResultStep({ locale, labels, common }: { locale: Locale; labels: FreeResultLabels; common: FreeCommonLabels }) {
  const params = useParams<{ id?: string | string[] }>();
  const id = typeof params?.id === "string" ? safeDecode(params.id) : "";
  const [seen, setSeen] = useState<Seen>({ state: "loading" });

  useEffect(() => {
    if (!id) return setSeen({ state: "gone" });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const res = await fetch(FREE_HEADSHOT_API.one(id), { headers: { accept: "application/json" }, cache: "no-store" });
        if (!live) return;
        if (res.status === 404) {
          // The store's run, if it is this one, is gone too: the start page must not offer it again.
          if (useFreeHeadshots.getState().runId === id) useFreeHeadshots.getState().forget();
          return setSeen({ state: "gone" });
        }
        if (!res.ok) {
          setSeen({ state: "error", message: common.errors.generic });
        } else {
          const view = (await res.json()) as FreeHeadshotView;
          if (!live) return;
          setSeen({ state: "view", view });
          if (view.status !== "QUEUED" && view.status !== "RUNNING") return;
        }
      } catch {
        if (!live) return;
        setSeen({ state: "error", message: common.errors.network });
      }
      // Still being made, or a passing failure: ask again (the page keeps trying while it is open).
      timer = setTimeout(load, POLL_MS);
    };
    void load();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [id, common.errors.generic, common.errors.network]);

  const tryAnother = () => useFreeHeadshots.getState().forget();
  const view = seen.state === "view" ? seen.view : null;
  const waiting = seen.state === "loading" || view?.status === "QUEUED" || view?.status === "RUNNING";
  const expires = view ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(view.expiresAt)) : "";
  const imageUrl = view?.imageUrl ?? (id ? FREE_HEADSHOT_API.image(id) : "");

  return (
    <div className="max-w-3xl" data-testid="free-headshot-result">
      <StepProgress current={null} labels={common.progress} />
      <StepHeading>{labels.title}</StepHeading>

      <div aria-live="polite" className="mt-6">
        {waiting && (
          <div role="status" className="flex flex-col gap-2 rounded-xl border border-line bg-mist p-6" data-testid="free-headshot-waiting">
            <p className="flex items-center gap-3 font-medium text-ink">
              <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand border-t-transparent" />
              {labels.waiting}
            </p>
            <p className="text-ink-soft">{labels.waitingHint}</p>
          </div>
        )}
        {seen.state === "error" && <ErrorLine>{seen.message}</ErrorLine>}
        {view?.status === "DONE" && <p className="sr-only">{labels.doneStatus}</p>}
      </div>

      {view?.status === "DONE" && (
        <div className="mt-6 flex flex-col gap-6">
          <figure className="max-w-md">
            {/* eslint-disable-next-line @next/next/no-img-element -- the visitor's own image from the API, served no-store: nothing for the image optimiser to cache */}
            <img src={imageUrl} alt={labels.alt} width={FREE_RESULT_EDGE} height={FREE_RESULT_EDGE} className="h-auto w-full rounded-xl border border-line" data-testid="free-headshot-image" />
          </figure>
          <div className="flex flex-col items-start gap-3">
            <a href={`${imageUrl}${imageUrl.includes("?") ? "&" : "?"}download=1`} download className={buttonClassName({ size: "lg" })}>{labels.download}</a>
            <p className="text-sm text-ink-soft" data-testid="free-headshot-expires">{fill(labels.expires, { time: expires })}</p>
          </div>
          <section aria-labelledby="free-headshot-offer" className="flex flex-col items-start gap-3 rounded-2xl bg-mist p-6" data-testid="free-headshot-offer">
            <h2 id="free-headshot-offer" className="text-xl font-semibold text-ink">{labels.offer.title}</h2>
            <p className="text-ink-soft">{labels.offer.text}</p>
            <Link href="/pricing" className={buttonClassName()}>{labels.offer.button}</Link>
          </section>
        </div>
      )}

      {view?.status === "FAILED" && (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-danger/30 bg-danger-soft p-6" data-testid="free-headshot-failed">
          <p className="font-medium text-ink">{labels.failed}</p>
          <p className="text-ink-soft">{labels.failedHint}</p>
          <Link href={`${FREE_BASE}/start`} onClick={tryAnother} className={buttonClassName()}>{labels.tryAnother}</Link>
        </div>
      )}

      {view?.status === "DRAFT" && (
        <div className="mt-6 flex flex-col items-start gap-3">
          <p className="text-ink">{labels.notSubmitted}</p>
          <Link href={`${FREE_BASE}/review`} className={buttonClassName()}>{labels.toReview}</Link>
        </div>
      )}

      {seen.state === "gone" && (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-line bg-mist p-6" data-testid="free-headshot-gone">
          <p className="font-medium text-ink">{labels.expired}</p>
          <Link href={`${FREE_BASE}/start`} className={buttonClassName()}>{labels.startNew}</Link>
        </div>
      )}
    </div>
  );
}
