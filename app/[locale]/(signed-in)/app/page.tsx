import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/i18n/link";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { listShoots } from "@/lib/shoots/list";
import { shootContinuePath } from "@/lib/shoots/continue";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "App" });
  return pageMetadata({ path: "/app", locale, title: t("title"), index: false });
}

export default async function AppHome({ params }: LocaleParams) {
  const { principal, db } = await openPage(params, "/app");
  const [t, tList, format, shoots] = await Promise.all([
    getTranslations("App"),
    getTranslations("Styles.shootList"),
    getFormatter(),
    listShoots(db, principal!.userId),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Heading level={1}>{t("title")}</Heading>
        {shoots.length > 0 && <ButtonLink href="/app/add" iconLeft="sparkles">{tList("new")}</ButtonLink>}
      </div>
      {shoots.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center" data-testid="no-shoots">
          <Heading level={2} size="lg">{t("empty.title")}</Heading>
          <p className="mx-auto mt-2 max-w-md text-ink-soft">{t("empty.body")}</p>
          <ButtonLink href="/app/add" className="mt-6">{t("empty.cta")}</ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="shoots">
          {shoots.map((s) => {
            const href = shootContinuePath(s);
            return (
              <li key={s.id} className="flex flex-col rounded-[var(--radius-card)] border border-line p-5">
                <div className="flex items-start justify-between gap-3">
                  <Heading level={2} size="md">{s.title}</Heading>
                  <Badge variant={s.state === "ACTIVE" ? "success" : s.state === "FAILED" ? "danger" : "neutral"}>{t(`state.${s.state}`)}</Badge>
                </div>
                <p className="mt-2 text-sm text-ink-soft">{s.packageName} · {format.dateTime(s.createdAt, { dateStyle: "medium" })}</p>
                {href && (
                  <Link href={href} className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand hover:underline">
                    {tList(`action.${s.state}`)}
                    <span className="sr-only">: {s.title}</span>
                    <Icon name="chevron-right" size={16} />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
