import { getTranslations } from "next-intl/server";
import { LinkNotice } from "@/components/sharing/LinkNotice";

/** A team page that does not exist or was turned off: a 404 that says so. */
export default async function UnknownTeamPage() {
  const t = await getTranslations("TeamPage.public");
  return <LinkNotice testId="team-page-unknown" title={t("notFoundTitle")} body={t("notFound")} />;
}
