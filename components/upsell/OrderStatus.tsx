"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { UpsellOrderStatus } from "@/lib/payments/upsell-status";
import { useUpsell } from "@/stores/upsell";
import { upsellKeys, upsellOrder, UpsellFailure } from "./api";

const POLL_MS = 1500;
/** An unpaid order is followed this long after the page opened (the buyer may have left the payment page). */
const PENDING_FOR_MS = 3 * 60_000;

function settled(s: UpsellOrderStatus | null | undefined): boolean {
  if (!s) return true;
  if (s.status === "PENDING") return false;
  if (s.status !== "PAID" || s.type === "editCredits") return true;
  return s.delivery?.state === "done" || s.delivery?.state === "failed";
}

/**
 * The purchase the buyer just came back from (`?order=`), followed live: waiting for the payment, then
 * "credits added" (the balance on the page updates) or "N new headshots on the way" with how many are
 * ready, until they all are (spent photo credits follow the same way, without "paid").
 */
export function OrderStatus({ orderId, shootId, initial, canceled }: { orderId: string; shootId: string; initial: UpsellOrderStatus | null; canceled: boolean }) {
  const t = useTranslations("Upsell.order");
  const locale = useLocale();
  const format = useFormatter();
  const client = useQueryClient();
  const opened = useRef(Date.now());
  const query = useQuery({
    queryKey: upsellKeys.order(orderId),
    queryFn: () => upsellOrder(orderId, locale),
    initialData: initial ?? undefined,
    // The server's first answer is already on the page; ask again at once only to move things on.
    initialDataUpdatedAt: 0,
    enabled: initial !== null,
    refetchInterval: (q) => {
      const s = q.state.data;
      if (settled(s)) return false;
      if (s?.status === "PENDING" && (canceled || Date.now() - opened.current > PENDING_FOR_MS)) return false;
      return POLL_MS;
    },
    retry: 2,
  });
  const order = query.data ?? null;

  // Once paid: the choice is done with, and the balance and gallery counts are read again.
  const paid = order?.status === "PAID";
  const type = order?.type;
  const delivered = order?.delivery?.delivered ?? 0;
  const cleared = useRef(false);
  useEffect(() => {
    if (!paid || !type) return;
    if (!cleared.current) useUpsell.getState().clear(type);
    cleared.current = true;
    void client.invalidateQueries({ queryKey: upsellKeys.shoot(shootId) });
  }, [paid, type, delivered, client, shootId]);

  if (!order) return <Alert variant="warning">{t("notFound")}</Alert>;
  const gallery = `/app/results/${encodeURIComponent(shootId)}`;
  let body;
  if (order.status === "PENDING") {
    body = canceled ? (
      <Alert variant="info" title={t("canceledTitle")}>{t("canceledBody")}</Alert>
    ) : (
      <div role="status" className="flex items-center gap-3 rounded-card border border-line bg-mist/50 p-4 text-sm text-ink">
        <Spinner size={18} />
        {t("pending")}
      </div>
    );
  } else if (order.status === "FAILED" || order.status === "CANCELED") {
    body = <Alert variant="warning" title={t("failedTitle")}>{t("failedBody")}</Alert>;
  } else if (order.status !== "PAID") {
    body = <Alert variant="info">{t("refunded")}</Alert>;
  } else if (order.type === "editCredits") {
    body = <Alert variant="success" title={t("creditsTitle", { count: order.count })}>{t("creditsBody", { balance: order.editCredits })}</Alert>;
  } else {
    const d = order.delivery;
    const planned = d?.planned ?? order.count;
    // Paid with photo credits: nothing was paid, and what is not made gives its credits back.
    const credits = order.photoCredits;
    if (d?.state === "failed") {
      let why = t("deliveryFailedBody", { delivered: d.delivered, planned });
      if (d.refundRequested) why = t("deliveryFailedRefund", { delivered: d.delivered, planned });
      else if (credits && credits.returned > 0) why = t("deliveryFailedCredits", { delivered: d.delivered, planned, returned: credits.returned });
      body = (
        <Alert variant="warning" title={t("deliveryFailedTitle")}>
          {why}
        </Alert>
      );
    } else if (d?.state === "done") {
      body = (
        <Alert variant="success" title={t("readyTitle", { count: d.delivered })}>
          <ButtonLink href={gallery} variant="link" size="sm">{t("seeGallery")}</ButtonLink>
        </Alert>
      );
    } else {
      const percent = planned > 0 ? Math.round((100 * delivered) / planned) : 0;
      body = (
        <Alert variant="success" title={credits ? t("onTheWayCreditsTitle", { count: planned }) : t("onTheWayTitle", { count: planned })}>
          <div className="flex flex-col gap-2">
            <p>{t("onTheWayBody")}</p>
            <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-line" role="progressbar" aria-valuemin={0} aria-valuemax={planned} aria-valuenow={delivered} aria-label={t("progressLabel")}>
              <div className="h-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
            </div>
            <p className="tabular-nums">{t("progress", { delivered: format.number(delivered), planned: format.number(planned) })}</p>
            <ButtonLink href={gallery} variant="link" size="sm" className="self-start">{t("seeGallery")}</ButtonLink>
          </div>
        </Alert>
      );
    }
  }
  const pollError = query.isError ? (query.error instanceof UpsellFailure && query.error.serverMessage) || t("network") : null;
  return (
    <div className="flex flex-col gap-2" data-testid="upsell-order" data-status={order.status} data-delivery={order.delivery?.state ?? ""}>
      {body}
      {pollError && <p className="text-sm text-danger">{pollError}</p>}
    </div>
  );
}
