import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TeamPageGrid } from "@/components/team-page/TeamPageGrid";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { openPage, pageDb } from "@/lib/http/page";
import { readPublicTeamPage, teamPageMetadata } from "@/lib/teams/team-page";

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id = [] } = await params;
  const page = id.length === 1 ? await readPublicTeamPage(await pageDb(), id[0]) : null;
  return teamPageMetadata(page);
}

/**
 * /team-page/{id}: an organisation's team page, public for whoever has the link (and framed on the
 * organisation's own website: proxy.ts lets other sites frame this path only). Unknown or revoked → 404.
 */
export default async function PublicTeamPage({ params }: Props) {
  const { db } = await openPage(params, "/team-page/[[id]]");
  const { id = [] } = await params;
  if (id.length !== 1) notFound();
  const page = await readPublicTeamPage(db, id[0]);
  if (!page) notFound();
  const t = await getTranslations("TeamPage.public");
  return (
    <Container size="xl" className="flex flex-col gap-8 py-10">
      <header className="flex flex-col gap-2" data-testid="team-page-public">
        <p className="text-sm font-semibold text-brand">{page.organization}</p>
        <Heading level={1}>{page.title}</Heading>
        {page.intro && <p className="max-w-2xl whitespace-pre-line text-ink-soft">{page.intro}</p>}
      </header>
      {page.people.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-ink-soft">{t("empty")}</p>
      ) : (
        <TeamPageGrid people={page.people} altOf={(name) => t("photoAlt", { name })} />
      )}
      <p className="text-xs text-ink-soft">{t("madeWith")}</p>
    </Container>
  );
}
