import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { ShootWaiting } from "@/components/waiting/ShootWaiting";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { findLatestWaitingShoot, getShootHeading } from "@/lib/shoots/results";
import { getShootStatus } from "@/lib/shoots/status";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const waitingPath = (shootId: string) => `/app/upload/waiting?shoot=${encodeURIComponent(shootId)}`;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Waiting" });
  return pageMetadata({ path: "/app/upload/waiting", locale, title: t("metaTitle"), index: false });
}

/** /app/upload/waiting?shoot={id}: the live state of a submitted shoot (without an id: the newest one in progress or failed). */
export default async function WaitingPage({ params, searchParams }: Props) {
  const shootParam = searchParam(await searchParams, "shoot");
  const { locale, principal, db } = await openPage(params, "/app/upload/waiting", (locale) => localizePath(shootParam ? waitingPath(shootParam) : "/app/upload/waiting", locale));
  const userId = principal!.userId;

  if (!shootParam) {
    const latest = await findLatestWaitingShoot(db, userId);
    redirect(localizePath(latest ? waitingPath(latest.id) : "/app", locale));
  }

  const [shoot, status] = await Promise.all([getShootHeading(db, userId, shootParam), getShootStatus(db, userId, shootParam)]);
  if (!shoot || !status) notFound();
  const resultsHref = shoot.teamMember ? "/team-member" : `/app/results/${encodeURIComponent(shoot.id)}`;
  if (status.state === "ACTIVE") redirect(localizePath(resultsHref, locale));
  if (status.state === "ONBOARDING") redirect(localizePath(`/app/upload?shoot=${encodeURIComponent(shoot.id)}`, locale));

  const t = await getTranslations("Waiting");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <Heading level={1}>{t(status.state === "FAILED" ? "titleFailed" : "title")}</Heading>
        <p className="text-ink-soft" data-testid="shoot-title">{shoot.title}</p>
      </header>
      <ShootWaiting initial={status} resultsHref={resultsHref} />
    </div>
  );
}
