import { getTranslations } from "next-intl/server";
import { RetryContent } from "@/components/retry/RetryContent";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { listRetryCandidates } from "@/lib/shoots/retry";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Retry" });
  return pageMetadata({ path: "/retry", locale, title: t("metaTitle"), index: false });
}

/** /retry: one free redo per shoot that failed or lost headshots to the likeness check. */
export default async function RetryPage({ params }: LocaleParams) {
  const { principal, db } = await openPage(params, "/retry");
  return <RetryContent shoots={await listRetryCandidates(db, principal!.userId)} />;
}
