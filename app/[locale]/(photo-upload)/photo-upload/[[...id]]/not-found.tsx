import { getTranslations } from "next-intl/server";
import { LinkClosed } from "@/components/phone-upload/LinkClosed";

/** A phone upload link we never made: a 404, but with the phone page's own advice (scan a new QR code). */
export default async function UnknownUploadLink() {
  const t = await getTranslations("PhoneUpload.closed.unknown");
  return <LinkClosed reason="unknown" title={t("title")} body={t("body")} />;
}
