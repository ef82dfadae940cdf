import { LinkedInToolPage, linkedInToolMetadata } from "@/components/tools/LinkedInToolPage";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/tools/free-linkedin-bio-generator");
  return linkedInToolMetadata("bio", locale);
}

/** /tools/free-linkedin-bio-generator: the free LinkedIn bio (About section) generator (templates, in the browser). */
export default async function LinkedInBioGeneratorPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/tools/free-linkedin-bio-generator");
  return <LinkedInToolPage kind="bio" locale={locale} />;
}
