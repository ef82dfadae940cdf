import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/layouts/StatusPage";

export default async function NotFound() {
  const t = await getTranslations("Errors");
  return <StatusPage status={404} title={t("notFound")} hint={t("notFoundHint")} testId="not-found" />;
}
