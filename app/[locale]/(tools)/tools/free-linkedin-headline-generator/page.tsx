import { LinkedInToolPage, linkedInToolMetadata } from "@/components/tools/LinkedInToolPage";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/tools/free-linkedin-headline-generator");
  return linkedInToolMetadata("headline", locale);
}

/** /tools/free-linkedin-headline-generator: the free LinkedIn headline generator (templates, in the browser). */
export default async function LinkedInHeadlineGeneratorPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/tools/free-linkedin-headline-generator");
  return <LinkedInToolPage kind="headline" locale={locale} />;
}
