import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { SignImageForm } from "@/components/backoffice/sign-image-form";
import { signImageAction } from "@/lib/backoffice/engine/actions";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = backofficeMetadata("/admin/sign-image", "BackofficeEngine.sign");

/** A signed, expiring link to one stored file (lib/backoffice/engine/sign.ts). */
export default async function SignImagePage({ params }: LocaleParams) {
  await openPage(params, "/admin/sign-image");
  const [t, messages] = await Promise.all([getTranslations("BackofficeEngine.sign"), getMessages()]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="sign-image">
      <AdminSection title={t("submit")}>
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Backoffice", "BackofficeEngine"])}>
          <SignImageForm
            action={signImageAction}
            units={(["minutes", "hours", "days"] as const).map((u) => ({ value: u, label: t(`units.${u}`) }))}
            labels={{ key: t("key"), keyHint: t("keyHint"), lifetime: t("lifetime"), range: t("range"), unit: t("unit"), submit: t("submit"), url: t("url"), expires: t("expires") }}
          />
        </NextIntlClientProvider>
      </AdminSection>
    </AdminPage>
  );
}
