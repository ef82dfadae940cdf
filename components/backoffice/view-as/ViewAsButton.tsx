// "View as this person" for a back-office detail view (/admin/user?id=…): a server component, so any
// admin page can place it with only the person's id (the back-office layout gives its form the messages).
import { getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { startViewAsAction } from "@/lib/backoffice/view-as/actions";

export async function ViewAsButton({ userId }: { userId: string }) {
  const t = await getTranslations("BackofficeSupport.viewAs");
  return (
    <>
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
    </>
  );
}
