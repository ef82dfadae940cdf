import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { PoolForm } from "@/components/team-lead/consistency/PoolForm";
import { ScopeBanner } from "@/components/team-lead/consistency/ScopeBanner";
import { ScopePicker } from "@/components/team-lead/consistency/ScopePicker";
import { VarietyForm } from "@/components/team-lead/consistency/VarietyForm";
import { backdropItems, pickedFor } from "@/components/team-lead/setup/pick-items";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { loadBackdropPool, poolScopes } from "@/lib/teams/consistency";
import { leadTeam } from "@/lib/teams/lead-page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamStyle.style" });
  return pageMetadata({ path: "/app/admin/style", locale, title: t("title"), index: false });
}

/**
 * /app/admin/style: the backdrops members are offered, for the organisation or one sub-team (?team=),
 * and force backdrop variety. Another organisation's team id is not found.
 */
export default async function StylePage({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/style");
  const team = await leadTeam(ctx, "organization.update");
  const teamId = searchParam(await searchParams, "team") || null;
  const scopes = await poolScopes(ctx.db, team.organizationId);
  // Another organisation's sub-team (or none by that id): not found.
  if (teamId && !scopes.some((s) => s.id === teamId)) notFound();
  const [t, pool, messages] = await Promise.all([getTranslations("TeamStyle"), loadBackdropPool(ctx.db, team.organizationId, teamId, ctx.locale), getMessages()]);
  const readOnly = pool.team !== null && !pool.custom;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamStyle", "TeamLead"])}>
      <div className="flex flex-col gap-6">
        <div>
          <Heading level={1}>{t("style.title")}</Heading>
          <p className="mt-2 max-w-3xl text-ink-soft">{t("style.intro")}</p>
        </div>
        <ScopePicker path="/app/admin/style" current={pool.team?.id ?? null} teams={scopes.map((s) => ({ id: s.id, name: s.name, own: s.ownBackdrops }))} />
        {pool.team && <ScopeBanner kind="backdrops" team={pool.team} custom={pool.custom} />}
        {pool.team === null && pool.styleList && <Alert variant="info">{t("pool.styleList")}</Alert>}
        <PoolForm key={`${pool.team?.id ?? "org"}-${pool.custom}`} kind="backdrops" teamId={pool.team?.id ?? null} items={backdropItems(pool.backdrops)} saved={pickedFor(pool.backdrops)} readOnly={readOnly} />
        <VarietyForm teamId={pool.team?.id ?? null} inherited={readOnly} {...pool.variety} />
      </div>
    </NextIntlClientProvider>
  );
}
