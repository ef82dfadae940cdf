import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { cx } from "@/components/ui/cx";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/i18n/link";
import type { UpsellKind } from "@/lib/payments/upsell-meta";
import { UPSELL_PAGES } from "@/lib/payments/upsell-meta";

const TABS: UpsellKind[] = ["styles", "headshots", "editCredits"];

/** The three "buy more" pages of a shoot: back to its gallery, the shoot's name, and a tab per kind. */
export async function UpsellFrame({ shootId, title, active, children }: { shootId: string; title: string; active: UpsellKind; children: ReactNode }) {
  const t = await getTranslations("Upsell");
  const base = `/app/results/${encodeURIComponent(shootId)}`;
  return (
    <div className="flex flex-col gap-8" data-testid="upsell">
      <div className="flex flex-col gap-3">
        <Link href={base} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand hover:underline">
          <Icon name="chevron-left" size={16} />
          {t("back")}
        </Link>
        <Heading level={1} size="2xl">{t(`title.${active}`)}</Heading>
        <p className="text-ink-soft">{t("forShoot", { title })}</p>
      </div>
      <nav aria-label={t("tabs.label")} className="flex flex-wrap gap-2 border-b border-line">
        {TABS.map((kind) => (
          <Link
            key={kind}
            href={`${base}/${UPSELL_PAGES[kind]}`}
            aria-current={kind === active ? "page" : undefined}
            className={cx(
              "-mb-px border-b-2 px-3 py-2 text-sm font-semibold transition-colors",
              kind === active ? "border-brand text-ink" : "border-transparent text-ink-soft hover:text-ink",
            )}
          >
            {t(`tabs.${kind}`)}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
