// "View as this person" for a back-office detail view (/admin/user?id=…): a server component that
// brings its own messages, so any admin page can place it with only the person's id.
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { startViewAsAction } from "@/lib/backoffice/view-as/actions";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";

export async function ViewAsButton({ userId }: { userId: string }) {
  const [t, messages] = await Promise.all([getTranslations("BackofficeSupport.viewAs"), getMessages()]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Backoffice", "BackofficeSupport"])}>
      <AdminForm
        action={startViewAsAction}
        namespace="BackofficeSupport"
        layout="inline"
        variant="secondary"
        testId="view-as-start"
        submitLabel={t("start")}
        fields={[{ kind: "hidden", name: "userId", value: userId }]}
        confirm={{ title: t("confirmTitle"), body: t("confirmBody"), confirmLabel: t("start"), cancelLabel: t("cancel") }}
      />
    </NextIntlClientProvider>
  );
}
