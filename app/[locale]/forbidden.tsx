import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/layouts/StatusPage";

export default async function Forbidden() {
  const t = await getTranslations("Errors");
  return <StatusPage status={403} title={t("forbidden")} hint={t("forbiddenHint")} testId="forbidden" />;
}
