import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { PhotoWall } from "@/components/sharing/PhotoWall";
import { LinkNotice } from "@/components/sharing/LinkNotice";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { tokenPageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { readLinkGallery } from "@/lib/sharing/gallery";
import { isLinkTokenFormat, linkPath } from "@/lib/sharing/tokens";
import { getStorage } from "@/lib/storage";

type Props = { params: Promise<{ locale: string; token?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { token = [] } = await params;
  const t = await getTranslations({ locale, namespace: "Share" });
  // The token is the key: no index, no canonical URL repeating it, no Referer carrying it elsewhere.
  return tokenPageMetadata({ title: t("metaTitle"), path: token.length === 1 && isLinkTokenFormat(token[0]) ? linkPath("share", token[0]) : null });
}

/** /app/results/share/{token}: a shoot's headshots, read-only, for whoever has the link. Unknown token → 404. */
export default async function SharePage({ params }: Props) {
  const { locale, db } = await openPage(params, "/app/results/share/[[token]]");
  const { token = [] } = await params;
  if (token.length !== 1) notFound();
  const read = await readLinkGallery(db, getStorage(), { kind: "share", token: token[0], locale });
  if (read.status === "unknown") notFound();

  const t = await getTranslations("Share");
  if (read.status === "revoked") return <LinkNotice testId="share-revoked" title={t("revoked.title")} body={t("revoked.body")} />;

  const messages = await getMessages();
  return (
    <Container size="xl" className="flex flex-col gap-8 py-10">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-brand" data-testid="share-owner">
          {read.ownerFirstName ? t("headingNamed", { name: read.ownerFirstName }) : t("headingAnonymous")}
        </p>
        <Heading level={1}>{read.title}</Heading>
        <p className="text-sm text-ink-soft">{t("count", { count: read.photos.length })}</p>
        <p className="max-w-2xl text-ink-soft">{t("readOnly")}</p>
      </header>
      {read.photos.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-ink-soft">{t("empty")}</p>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Share"])}>
          <PhotoWall photos={read.photos} />
        </NextIntlClientProvider>
      )}
      <aside className="flex flex-col items-start gap-2 rounded-[var(--radius-card)] bg-mist p-6">
        <Heading level={2} size="lg">{t("cta.title")}</Heading>
        <p className="text-ink-soft">{t("cta.body")}</p>
        <ButtonLink href="/pricing" variant="secondary" className="mt-2">{t("cta.link")}</ButtonLink>
      </aside>
    </Container>
  );
}
