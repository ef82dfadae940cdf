import { getTranslations } from "next-intl/server";
import { AdminForm, type AdminField } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { AvatarForm } from "@/components/backoffice/avatar-form";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { createAvatarAction, deleteAvatarAction, updateAvatarAction } from "@/lib/backoffice/styles/actions";
import { listAvatars } from "@/lib/backoffice/styles/avatars";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = backofficeMetadata("/admin/avatar", "BackofficeStyles.avatars");

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

/** The preview avatars: each with its square, its styles, rename / new photo and delete; and a new one. */
export default async function AvatarsPage({ params }: LocaleParams) {
  const { db } = await openPage(params, "/admin/avatar");
  const t = (await getTranslations("BackofficeStyles")) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const avatars = await listAvatars(db);
  const crop: AdminField[] = [
    { kind: "file", name: "photo", label: t("avatars.form.photo"), hint: t("avatars.form.photoHint"), accept: IMAGE_TYPES },
    { kind: "number", name: "x", label: t("avatars.form.x"), min: 0, step: 1 },
    { kind: "number", name: "y", label: t("avatars.form.y"), min: 0, step: 1 },
    { kind: "number", name: "size", label: t("avatars.form.size"), hint: t("avatars.form.cropHint"), min: 128, step: 1 },
  ];
  return (
    <AdminPage title={t("avatars.title")} intro={t("avatars.intro")} back={{ href: "/admin/style", label: t("styles.back") }} testId="avatars">
      {avatars.length === 0 && <p className="text-sm text-ink-soft">{t("avatars.none")}</p>}
      {avatars.map((a) => (
        <AdminSection key={a.id} title={a.name} testId={`avatar-${a.id}`}>
          <div className="flex flex-wrap gap-6">
            {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only picture served by its own route */}
            <img src={`/api/backoffice/avatars/${a.id}?v=${a.updatedAt.getTime()}`} alt={a.name} width={160} height={160} className="rounded object-cover" />
            <div className="flex flex-col gap-2 text-sm">
              <p>{t("avatars.usedBy", { count: a.styles.length })}</p>
              <ul className="flex flex-wrap gap-2">
                {a.styles.map((s) => (
                  <li key={s.id}><Link href={`/admin/style?id=${s.id}`} className="font-mono underline">{s.slug}</Link> {!s.active && <Badge variant="neutral">{t("inactive")}</Badge>}</li>
                ))}
              </ul>
            </div>
          </div>
          <AdminForm action={updateAvatarAction} namespace="BackofficeStyles" submitLabel={t("avatars.form.save")} successMessage={t("avatars.form.saved")} testId={`avatar-edit-${a.id}`}
            fields={[{ kind: "hidden", name: "avatarId", value: a.id }, { kind: "text", name: "name", label: t("avatars.form.name"), required: true, maxLength: 80, defaultValue: a.name }, ...crop]} />
          {a.styles.length === 0 && (
            <AdminForm action={deleteAvatarAction} namespace="BackofficeStyles" layout="inline" submitLabel={t("avatars.delete")} testId={`avatar-delete-${a.id}`}
              confirm={{ title: t("avatars.deleteConfirm.title", { name: a.name }), body: t("avatars.deleteConfirm.body"), confirmLabel: t("avatars.delete"), cancelLabel: t("cancel") }}
              fields={[{ kind: "hidden", name: "avatarId", value: a.id }]} />
          )}
        </AdminSection>
      ))}
      <AdminSection title={t("avatars.newTitle")} description={t("avatars.newIntro")} testId="avatar-create">
        <AvatarForm action={createAvatarAction} accept={IMAGE_TYPES} labels={{
          name: t("avatars.form.name"), photo: t("avatars.form.photo"), photoHint: t("avatars.form.photoHint"), x: t("avatars.form.x"), y: t("avatars.form.y"),
          size: t("avatars.form.size"), cropHint: t("avatars.form.cropHint"), submit: t("avatars.form.create"), done: t("avatars.form.created"),
        }} />
      </AdminSection>
    </AdminPage>
  );
}
