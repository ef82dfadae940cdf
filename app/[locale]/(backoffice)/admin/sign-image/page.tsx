import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { SignImageForm } from "@/components/backoffice/sign-image-form";
import { signImageAction } from "@/lib/backoffice/engine/actions";
import { recentSignedFiles } from "@/lib/backoffice/engine/sign";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = backofficeMetadata("/admin/sign-image", "BackofficeEngine.sign");

/** A signed, expiring link to one stored file (lib/backoffice/engine/sign.ts). */
export default async function SignImagePage({ params }: LocaleParams) {
  const { db } = await openPage(params, "/admin/sign-image");
  const [t, format, recent] = await Promise.all([getTranslations("BackofficeEngine.sign"), getFormatter(), recentSignedFiles(db)]);
  return (
    <AdminPage title={t("title")} intro={t("intro")} testId="sign-image">
      <AdminSection title={t("submit")}>
        <>
          <SignImageForm
            action={signImageAction}
            units={(["minutes", "hours", "days"] as const).map((u) => ({ value: u, label: t(`units.${u}`) }))}
            labels={{ key: t("key"), keyHint: t("keyHint"), lifetime: t("lifetime"), range: t("range"), unit: t("unit"), submit: t("submit"), url: t("url"), expires: t("expires") }}
          />
        </>
      </AdminSection>
      <AdminSection title={t("recent")} description={t("recentHint")} testId="signed-recent">
        {recent.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("noRecent")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-ink-soft">
                  {(["at", "by", "key", "expires"] as const).map((c) => <th key={c} className="py-2 pr-4 font-medium">{t(`columns.${c}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {recent.map((r, i) => (
                  <tr key={i} className="border-t border-line">
                    <td className="py-2 pr-4">{format.dateTime(r.at, { dateStyle: "medium", timeStyle: "short" })}</td>
                    <td className="py-2 pr-4">{r.actorName ?? "—"}</td>
                    <td className="break-all py-2 pr-4 font-mono">{r.key}</td>
                    <td className="py-2 pr-4">{r.expiresAt ? format.dateTime(new Date(r.expiresAt), { dateStyle: "medium", timeStyle: "short" }) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>
    </AdminPage>
  );
}
