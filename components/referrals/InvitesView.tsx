import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Heading } from "@/components/ui/heading";
import { Icon, type IconName } from "@/components/ui/icons";
import { Lead } from "@/components/ui/typography";
import type { InvitedPerson, InvitesOverview } from "@/lib/referrals/overview";
import { Link } from "@/i18n/link";
import { InviteLinkField } from "./InviteLinkField";

/** /app/invites: the link, how the programme works, who joined and what it earned. */
export async function InvitesView({ overview, url }: { overview: InvitesOverview; url: string }) {
  const [t, format] = await Promise.all([getTranslations("Invites"), getFormatter()]);
  const { percent, rewardCredits: credits } = overview;
  const steps: [IconName, string][] = [
    ["share", t("how.share")],
    ["sparkles", t("how.discount", { percent })],
    ["star", t("how.reward", { credits, days: overview.windowDays, max: overview.maxRewards, capDays: overview.capDays })],
  ];
  const status = (p: InvitedPerson) => {
    switch (p.status) {
      case "waiting":
        return <Badge variant="neutral" dot>{t("people.waiting")}</Badge>;
      case "pending":
        return <Badge variant="warning" dot>{t("people.pending", { count: p.credits, date: format.dateTime(p.availableAt ?? p.joinedAt, { dateStyle: "medium" }) })}</Badge>;
      case "rewarded":
        return <Badge variant="success" dot>{t("people.rewarded")}</Badge>;
      case "refunded":
        return <Badge variant="neutral">{t("people.refunded")}</Badge>;
      case "withdrawn":
        return <Badge variant="neutral">{t("people.withdrawn")}</Badge>;
      case "capped":
        return <Badge variant="neutral">{t("people.capped", { max: overview.maxRewards, days: overview.capDays })}</Badge>;
      case "none":
        return <Badge variant="neutral">{t("people.none")}</Badge>;
    }
  };
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8" data-testid="invites">
      <header className="flex flex-col gap-3">
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <Lead>{t("lead", { percent, credits })}</Lead>
      </header>

      <section className="rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-sm">
        <InviteLinkField url={url} label={t("link.label")} hint={t("link.hint")} />
        <ul className="mt-6 grid gap-3 border-t border-line pt-5 sm:grid-cols-2">
          <li className="flex items-center gap-3 font-medium" data-testid="invites-joined">
            <Icon name="users" size={20} className="text-brand" />
            {t("stats.joined", { count: overview.people.length })}
          </li>
          <li className="flex items-center gap-3 font-medium" data-testid="invites-earned">
            <Icon name="star" size={20} className="text-brand" />
            {t("stats.earned", { count: overview.creditsEarned })}
          </li>
          {overview.creditsPending > 0 && (
            <li className="flex items-center gap-3 font-medium sm:col-start-2" data-testid="invites-pending">
              <Icon name="lock" size={20} className="text-ink-soft" />
              {t("stats.pending", { count: overview.creditsPending })}
            </li>
          )}
        </ul>
        {overview.balance > 0 && (
          <p className="mt-4 flex flex-wrap items-center gap-2 rounded-lg bg-brand-soft px-4 py-3 text-sm text-ink" data-testid="invites-balance">
            {t("balance.text", { count: overview.balance })}
            {overview.spendOnShootId ? (
              <Link href={`/app/results/${encodeURIComponent(overview.spendOnShootId)}/unlock-photos`} className="font-semibold text-brand hover:underline">{t("balance.spend")}</Link>
            ) : (
              <span className="text-ink-soft">{t("balance.noShoot")}</span>
            )}
          </p>
        )}
      </section>

      <section aria-labelledby="invites-how">
        <Heading level={2} size="lg" id="invites-how">{t("how.title")}</Heading>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {steps.map(([icon, text], i) => (
            <li key={icon} className="flex gap-3 rounded-[var(--radius-card)] border border-line p-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-brand" aria-hidden>
                <Icon name={icon} size={16} />
              </span>
              <span className="text-sm text-ink"><span className="sr-only">{i + 1}. </span>{text}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="invites-people">
        <Heading level={2} size="lg" id="invites-people">{t("people.title")}</Heading>
        {overview.people.length === 0 ? (
          <p className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="invites-empty">{t("people.empty")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] border border-line">
            <table className="w-full text-left text-sm" data-testid="invites-people">
              <thead className="bg-mist text-ink-soft">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">{t("people.name")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("people.joined")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("people.status")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {overview.people.map((p) => (
                  <tr key={p.id}>
                    <td className="px-4 py-3 font-medium text-ink">{p.displayName}</td>
                    <td className="px-4 py-3 text-ink-soft">{format.dateTime(p.joinedAt, { dateStyle: "medium" })}</td>
                    <td className="px-4 py-3" data-status={p.status}>{status(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
