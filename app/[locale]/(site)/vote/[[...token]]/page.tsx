import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { LinkNotice } from "@/components/sharing/LinkNotice";
import { VoteGallery } from "@/components/sharing/VoteGallery";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { tokenPageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { readLinkGallery } from "@/lib/sharing/gallery";
import { isLinkTokenFormat, linkPath } from "@/lib/sharing/tokens";
import { VOTER_COOKIE, votesOf } from "@/lib/sharing/votes";
import { getStorage } from "@/lib/storage";

type Props = { params: Promise<{ locale: string; token?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { token = [] } = await params;
  const t = await getTranslations({ locale, namespace: "Vote" });
  return tokenPageMetadata({ title: t("metaTitle"), path: token.length === 1 && isLinkTokenFormat(token[0]) ? linkPath("vote", token[0]) : null });
}

/** /vote/{token}: friends give each photo a thumbs up or down, without signing in. */
export default async function VotePage({ params }: Props) {
  const { locale, db } = await openPage(params, "/vote/[[token]]");
  const { token = [] } = await params;
  if (token.length !== 1) notFound();
  const read = await readLinkGallery(db, getStorage(), { kind: "vote", token: token[0], locale });

  // Unknown tokens answer 404 with the advice in ./not-found.tsx.
  if (read.status === "unknown") notFound();
  const t = await getTranslations("Vote");
  if (read.status === "revoked") return <LinkNotice testId="vote-revoked" title={t("revoked.title")} body={t("revoked.body")} />;

  const [myVotes, messages] = await Promise.all([
    votesOf(db, { voterCookie: (await cookies()).get(VOTER_COOKIE.name)?.value, shootId: read.shootId }),
    getMessages(),
  ]);
  const tShare = await getTranslations("Share");
  return (
    <Container size="xl" className="flex flex-col gap-8 py-10">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-brand">{tShare("count", { count: read.photos.length })}</p>
        <Heading level={1}>{read.ownerFirstName ? t("headingNamed", { name: read.ownerFirstName }) : t("headingAnonymous")}</Heading>
        <p className="text-lg text-ink">{read.title}</p>
        <p className="max-w-2xl text-ink-soft">{t("intro")}</p>
      </header>
      {read.photos.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-ink-soft">{tShare("empty")}</p>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Share", "Vote"])}>
          <VoteGallery token={token[0]!} photos={read.photos} initialVotes={myVotes} />
        </NextIntlClientProvider>
      )}
    </Container>
  );
}
