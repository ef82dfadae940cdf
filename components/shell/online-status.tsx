import { getTranslations } from "next-intl/server";
import { OnlineStatusView } from "./OnlineStatus";

/** The offline notice of every page, with its strings in the page's language. */
export async function OnlineStatus() {
  const t = await getTranslations("Shell");
  return <OnlineStatusView offline={t("offline")} backOnline={t("backOnline")} />;
}
