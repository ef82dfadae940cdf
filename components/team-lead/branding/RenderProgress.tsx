"use client";
// "Also update existing members": where the re-render stands ("n of m"), read again from the server every
// two seconds (router.refresh) until the job is done.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useTranslations } from "next-intl";

const POLL_MS = 2000;

export type RenderProgressView = { templateName: string; state: "queued" | "running" | "done"; total: number; done: number; failed: number };

export function RenderProgress({ render }: { render: RenderProgressView }) {
  const t = useTranslations("TeamBranding.progress");
  const router = useRouter();
  const active = render.state !== "done";
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  const percent = render.total > 0 ? Math.round((render.done / render.total) * 100) : render.state === "done" ? 100 : 0;
  return (
    <section className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-paper p-4" aria-labelledby="render-progress-title" data-testid="render-progress" data-state={render.state}>
      <h2 id="render-progress-title" className="font-medium text-ink">{t("title", { template: render.templateName })}</h2>
      <div className="h-2 overflow-hidden rounded-full bg-line" role="progressbar" aria-labelledby="render-progress-title" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="h-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p role="status" className="text-sm text-ink-soft" data-testid="render-progress-status">
        {render.state === "queued" ? t("queued") : t(render.state === "done" ? "done" : "running", { done: render.done, total: render.total })}
      </p>
      {render.failed > 0 && <p className="text-sm text-warning">{t("failed", { count: render.failed })}</p>}
    </section>
  );
}
