import { getFormatter, getTranslations } from "next-intl/server";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { CopyButton } from "@/components/ui/copy-button";
import { cx } from "@/components/ui/cx";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Lead } from "@/components/ui/typography";
import { Link } from "@/i18n/link";
import type { GiftCardFilter, GiftCardRow, GiftCardState } from "@/lib/giftcards/list";
import type { Locale } from "@/lib/i18n/config";

const STATE_BADGE: Record<GiftCardState, BadgeVariant> = { unused: "success", used: "neutral", void: "danger", expired: "warning" };

type Props = {
  rows: GiftCardRow[];
  filter: GiftCardFilter;
  locale: Locale;
  /** Absolute /redeem?code=… link per code. */
  redeemUrls: Record<string, string>;
  /** The person leads an organisation: show who bought each card. */
  showBuyer: boolean;
  supportEmail: string;
};

/** /app/giftcards: the codes a buyer holds, their status, a redeem link to copy and the CSV export. */
export async function GiftCardsView({ rows, filter, locale, redeemUrls, showBuyer, supportEmail }: Props) {
  const [t, format] = await Promise.all([getTranslations("GiftCards"), getFormatter()]);
  const unused = rows.filter((r) => r.state === "unused");
  const shown = filter === "unused" ? unused : rows;
  const exportHref = (f: GiftCardFilter) => `/api/giftcards/export?filter=${f}&locale=${locale}`;
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium" }) : "—");

  if (rows.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-[var(--radius-card)] border border-dashed border-line p-8" data-testid="giftcards-empty">
        <Icon name="mail" size={28} className="text-brand" />
        <Heading level={1} size="2xl">{t("empty.title")}</Heading>
        <p className="text-ink-soft">{t("empty.body", { email: supportEmail })}</p>
        <ButtonLink href={`mailto:${supportEmail}`} variant="secondary" iconLeft="mail">{t("empty.cta")}</ButtonLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="giftcards">
      <header className="flex flex-col gap-3">
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <Lead className="max-w-3xl">{t("lead")}</Lead>
      </header>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t("filter.label")} className="inline-flex rounded-lg border border-line bg-paper p-1 text-sm">
          {(["all", "unused"] as const).map((f) => (
            <Link
              key={f}
              href={f === "all" ? "/app/giftcards" : { pathname: "/app/giftcards", query: { show: "unused" } }}
              aria-current={filter === f ? "page" : undefined}
              className={cx("rounded-md px-3 py-1.5 font-medium", filter === f ? "bg-brand text-white" : "text-ink-soft hover:bg-mist hover:text-ink")}
            >
              {t(`filter.${f}`, { count: f === "all" ? rows.length : unused.length })}
            </Link>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-2" aria-label={t("export.title")} role="group">
          <a href={exportHref("unused")} download className={buttonClassName({ variant: "secondary", size: "sm" })} data-testid="giftcards-export-unused">
            <Icon name="download" size={16} />{t("export.unused")}
          </a>
          <a href={exportHref("all")} download className={buttonClassName({ variant: "secondary", size: "sm" })} data-testid="giftcards-export-all">
            <Icon name="download" size={16} />{t("export.all")}
          </a>
        </div>
      </div>

      {shown.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft">{t("noneUnused")}</p>
      ) : (
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
          <table className="w-full text-left text-sm" data-testid="giftcards-table">
            <caption className="sr-only">{t("table.caption")}</caption>
            <thead className="bg-mist text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">{t("table.code")}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t("table.package")}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t("table.status")}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t("table.bought")}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t("table.redeemed")}</th>
                {showBuyer && <th scope="col" className="px-4 py-3 font-medium">{t("table.buyer")}</th>}
                <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">{t("table.actions")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {shown.map((r) => (
                <tr key={r.id} data-testid="giftcard-row" data-code={r.code}>
                  <td className="px-4 py-3 font-mono font-medium tracking-wide text-ink">{r.code}</td>
                  <td className="px-4 py-3">{r.packageName}</td>
                  <td className="px-4 py-3"><Badge variant={STATE_BADGE[r.state]} dot>{t(`states.${r.state}`)}</Badge></td>
                  <td className="px-4 py-3 text-ink-soft">{date(r.createdAt)}</td>
                  <td className="px-4 py-3 text-ink-soft">{date(r.redeemedAt)}</td>
                  {showBuyer && <td className="px-4 py-3 text-ink-soft">{r.buyer.kind === "organization" ? r.buyer.name : t("table.you")}</td>}
                  <td className="px-4 py-3 text-right">
                    {r.state === "unused" && <CopyButton value={redeemUrls[r.code]!} label={t("copyUrl")} size="sm" variant="ghost" />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-ink-soft">{t("count", { count: rows.length })}</p>
    </div>
  );
}
