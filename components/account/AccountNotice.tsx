import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { NoticeFromQuery } from "./NoticeFromQuery";

/** The home page's note after a self-service account deletion (/?notice=account-deleted). */
export async function AccountNotice() {
  const [t, tUi] = await Promise.all([getTranslations("Profile.deleted"), getTranslations("UI")]);
  return (
    <Suspense fallback={null}>
      <NoticeFromQuery value="account-deleted" title={t("title")} body={t("body")} dismiss={tUi("dismiss")} />
    </Suspense>
  );
}
