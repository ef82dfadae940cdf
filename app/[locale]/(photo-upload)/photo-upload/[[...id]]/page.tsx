import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { LinkClosed } from "@/components/phone-upload/LinkClosed";
import { PhoneUploadFlow } from "@/components/phone-upload/PhoneUploadFlow";
import { activeStyleMode } from "@/lib/catalog/mode";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { tokenPageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { countAcceptedPhotos } from "@/lib/shoots/access";
import { photoLimits } from "@/lib/shoots/photos";
import { resolvePhoneLink } from "@/lib/uploads/phone-links";
import { isUploadTokenFormat, phoneUploadPath } from "@/lib/uploads/tokens";

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id = [] } = await params;
  const t = await getTranslations({ locale, namespace: "PhoneUpload" });
  // The token is the only credential: keep it out of search engines and other sites' logs.
  return tokenPageMetadata({ title: t("metaTitle"), path: id.length === 1 && isUploadTokenFormat(id[0]) ? phoneUploadPath(id[0]) : null });
}

/** /photo-upload/{token}: the phone side of the photos step, opened from the QR code, no sign-in. */
export default async function PhotoUploadPage({ params }: Props) {
  const { db } = await openPage(params, "/photo-upload/[[id]]");
  const { id = [] } = await params;
  if (id.length !== 1) notFound();
  const link = await resolvePhoneLink(db, id[0]);
  // Unknown tokens answer 404 with the advice in ./not-found.tsx; links we made say why they ended.
  if (link.status === "unknown") notFound();
  const t = await getTranslations("PhoneUpload");
  if (link.status !== "active") {
    return <LinkClosed reason={link.status} title={t(`closed.${link.status}.title`)} body={t(`closed.${link.status}.body`)} />;
  }
  const [accepted, limits, messages, mode] = await Promise.all([countAcceptedPhotos(db, link.shootId), photoLimits(db), getMessages(), activeStyleMode(db)]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "PhoneUpload"])}>
      <PhoneUploadFlow token={id[0]!} expiresAt={link.expiresAt.toISOString()} initialCounts={{ accepted, ...limits }} ownClothes={mode === "ownClothes"} />
    </NextIntlClientProvider>
  );
}
