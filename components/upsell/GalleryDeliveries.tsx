"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { ShootDeliveries } from "@/lib/payments/upsell-status";
import { shootDeliveries, upsellKeys } from "./api";

const POLL_MS = 3000;

/**
 * On the gallery while extra headshots are being made: says how many are ready and re-renders the
 * gallery (server data, no reload) each time new ones are in.
 */
export function GalleryDeliveries({ shootId, shown, initial }: { shootId: string; shown: number; initial: ShootDeliveries }) {
  const t = useTranslations("Upsell.gallery");
  const locale = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const { data } = useQuery({
    queryKey: upsellKeys.shoot(shootId),
    queryFn: () => shootDeliveries(shootId, locale),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => ((q.state.data?.pending.length ?? 0) > 0 || (q.state.data?.results ?? 0) > shown ? POLL_MS : false),
  });
  const asked = useRef(shown);
  useEffect(() => {
    if (data.results > shown && data.results > asked.current) {
      asked.current = data.results;
      router.refresh();
    }
  }, [data.results, shown, router]);

  if (data.pending.length === 0) return null;
  const planned = data.pending.reduce((n, d) => n + d.planned, 0);
  const delivered = data.pending.reduce((n, d) => n + d.delivered, 0);
  return (
    <div role="status" className="flex items-center gap-3 rounded-card border border-brand/30 bg-brand/5 p-4 text-sm text-ink" data-testid="upsell-deliveries">
      <Spinner size={18} />
      <span>{t("onTheWay", { count: planned, delivered: format.number(delivered) })}</span>
    </div>
  );
}
