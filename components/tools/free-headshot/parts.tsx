"use client";
// The free headshot generator's shared island parts: the steps' heading (focused when a step opens,
// so a screen reader starts there), the 4-step progress, the guard that sends a step without a draft
// back to the start, the API's refusals read, and the offer shown when the day's limit is reached.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { useFreeHeadshots, useFreeHeadshotsHydrated } from "@/stores/free-headshots";
import { fill } from "../fill";
import type { FreeCommonLabels, FreeStepKey } from "./labels";

export const FREE_BASE = "/tools/free-headshot-generator";
const ORDER: FreeStepKey[] = ["start", "gender", "edit", "review"];

/** The step's h1: focused when the step opens (a new page or a client navigation). */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-3xl font-semibold tracking-tight text-ink outline-none sm:text-4xl">
      {children}
    </h1>
  );
}

/** The 4 steps, the current one marked (aria-current) and the done ones ticked. `current` null: all done. */
export function StepProgress({ current, labels }: { current: FreeStepKey | null; labels: FreeCommonLabels["progress"] }) {
  const at = current ? ORDER.indexOf(current) : ORDER.length;
  return (
    <nav aria-label={labels.label} className="mb-8">
      {current && <p className="mb-2 text-sm text-ink-soft">{fill(labels.step, { n: at + 1, total: ORDER.length })}</p>}
      <ol className="grid grid-cols-4 gap-2">
        {ORDER.map((key, i) => (
          <li key={key} aria-current={i === at ? "step" : undefined} className="flex flex-col gap-1">
            <span aria-hidden="true" className={`h-1.5 rounded-full ${i <= at ? "bg-brand" : "bg-line"}`} />
            <span className={`text-sm ${i === at ? "font-semibold text-ink" : "text-ink-soft"}`}>
              {i < at && <span aria-hidden="true">✓ </span>}
              {labels.steps[key]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Goes to a step (`path` under the tool, "" for the start page) in the page's language. */
export function useStepNavigation(locale: Locale) {
  const router = useRouter();
  return useCallback((path: string, replace = false) => {
    const href = localizePath(`${FREE_BASE}${path}`, locale);
    if (replace) router.replace(href);
    else router.push(href);
  }, [router, locale]);
}

/**
 * A step needs a draft (a run whose photo was accepted): without one in the store, back to the start.
 * Returns the run's id once the store is read (null before, and while leaving).
 */
export function useDraft(locale: Locale): string | null {
  const hydrated = useFreeHeadshotsHydrated();
  const runId = useFreeHeadshots((s) => s.runId);
  const go = useStepNavigation(locale);
  useEffect(() => {
    if (hydrated && !runId) go("/start", true);
  }, [hydrated, runId, go]);
  return hydrated ? runId : null;
}

/** An API refusal, read from either the house's envelope (`{ error: { code, message } }`) or a flat one (`{ error: code, message }`). */
export type Refusal = { code: string; message: string; reasons: { code: string; message: string }[] };

export async function readRefusal(res: Response): Promise<Refusal> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const inner = body && typeof body.error === "object" && body.error !== null ? (body.error as Record<string, unknown>) : body;
  const code = typeof inner?.code === "string" ? inner.code : typeof body?.error === "string" ? body.error : "";
  const message = typeof inner?.message === "string" ? inner.message : typeof body?.message === "string" ? body.message : "";
  const list = Array.isArray(inner?.reasons) ? inner.reasons : Array.isArray(body?.reasons) ? body.reasons : [];
  const reasons = list.filter((r): r is { code: string; message: string } => !!r && typeof r === "object" && typeof (r as { message?: unknown }).message === "string").map((r) => ({ code: String(r.code ?? ""), message: r.message }));
  return { code, message, reasons };
}

/** A refusal for the day's limit: the server's message and the offer to buy a package. */
export function LimitReached({ message, labels }: { message: string; labels: FreeCommonLabels }) {
  return (
    <div role="alert" data-testid="free-headshot-limit" className="flex flex-col items-start gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4">
      <p className="font-medium text-ink">{message || labels.errors.generic}</p>
      <p className="text-ink-soft">{labels.errors.limitOffer}</p>
      <Link href="/pricing" className={buttonClassName()}>{labels.offerButton}</Link>
    </div>
  );
}

/** A plain error line, announced at once. */
export function ErrorLine({ children }: { children: ReactNode }) {
  return <p role="alert" className="text-sm text-danger">{children}</p>;
}
