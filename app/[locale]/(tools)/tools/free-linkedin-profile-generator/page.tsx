import { LinkedInToolPage, linkedInToolMetadata } from "@/components/tools/LinkedInToolPage";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/tools/free-linkedin-profile-generator");
  return linkedInToolMetadata("profile", locale);
}

/** /tools/free-linkedin-profile-generator: the free LinkedIn profile generator (headline, About section and experience line together) (templates, in the browser). */
export default async function LinkedInProfileGeneratorPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, "/tools/free-linkedin-profile-generator");
  return <LinkedInToolPage kind="profile" locale={locale} />;
}
