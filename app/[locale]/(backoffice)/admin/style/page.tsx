import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { BackdropSection } from "@/components/backoffice/backdrop-section";
import { SelectFilter } from "@/components/backoffice/filters";
import { styleColumns, StyleThumb, StyleToggle } from "@/components/backoffice/style-columns";
import { styleFields } from "@/components/backoffice/style-fields";
import { DataTable } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { deleteStyleAction, renderPreviewAction, saveBackdropAction, saveStyleAction, setStyleActiveAction, uploadPreviewAction } from "@/lib/backoffice/styles/actions";
import { listBackdrops } from "@/lib/backoffice/styles/backdrops";
import { GENDERS, styleQuery } from "@/lib/backoffice/styles/schemas";
import { findStylePage, styleDetail, styleFormOptions } from "@/lib/backoffice/styles/styles";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/style", "BackofficeStyles.styles");

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

/** The headshot styles: the list, a new style, and one style to edit (`?id=`). */
export default async function StylesPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/style");
  const search = await searchParams;
  const t = (await getTranslations("BackofficeStyles")) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const id = typeof search.id === "string" ? search.id : null;
  const options = await styleFormOptions(db);

  if (id) {
    const style = await styleDetail(db, id);
    if (!style) notFound();
    const used = style.usage.results + style.usage.shoots + style.usage.orders + style.usage.organizations;
    return (
      <AdminPage title={t("styles.detailTitle", { slug: style.slug })} back={{ href: "/admin/style", label: t("styles.back") }} testId="style-detail"
        actions={<StyleToggle style={style} t={t} action={setStyleActiveAction} />}>
        <AdminSection title={t("styles.facts")}>
          <Facts items={[
            [t("styles.columns.preview"), <StyleThumb key="p" url={style.previewUrl} size={160} />],
            [t("styles.usage"), t("styles.usageCounts", style.usage)],
            [t("styles.publicPage"), style.active ? <Link key="l" href={`/headshot-types/${style.slug}`} className="underline">{`/headshot-types/${style.slug}`}</Link> : t("styles.notPublic")],
            [t("styles.seoLink"), <Link key="s" href={`/admin/style/seo?id=${style.id}`} className="underline">{t("styles.editSeo")}</Link>],
          ]} />
        </AdminSection>
        <AdminSection title={t("styles.editTitle")} testId="style-edit">
          <AdminForm action={saveStyleAction} namespace="BackofficeStyles" submitLabel={t("styles.form.save")} successMessage={t("styles.form.saved")} testId="style-edit-form" fields={styleFields(t, options, style)} />
        </AdminSection>
        <AdminSection title={t("styles.preview.title")} description={t("styles.preview.intro")} testId="style-preview">
          <AdminForm action={renderPreviewAction} namespace="BackofficeStyles" layout="inline" variant="secondary" submitLabel={t("styles.preview.render")} successMessage={t("styles.preview.done")} testId="style-render-preview"
            fields={[{ kind: "hidden", name: "styleId", value: style.id }]} />
          <AdminForm action={uploadPreviewAction} namespace="BackofficeStyles" submitLabel={t("styles.preview.upload")} successMessage={t("styles.preview.done")} testId="style-upload-preview"
            fields={[{ kind: "hidden", name: "styleId", value: style.id }, { kind: "file", name: "photo", label: t("styles.preview.photo"), hint: t("styles.preview.photoHint"), accept: IMAGE_TYPES, required: true }]} />
        </AdminSection>
        <AdminSection title={t("styles.delete.title")} description={used ? t("styles.delete.inUse") : t("styles.delete.intro")} testId="style-delete">
          {used === 0 && (
            <AdminForm action={deleteStyleAction} namespace="BackofficeStyles" submitLabel={t("styles.delete.submit")} testId="style-delete-form"
              confirm={{ title: t("styles.delete.confirmTitle", { slug: style.slug }), body: t("styles.delete.confirmBody"), confirmLabel: t("styles.delete.submit"), cancelLabel: t("cancel") }}
              fields={[{ kind: "hidden", name: "styleId", value: style.id }]} />
          )}
        </AdminSection>
      </AdminPage>
    );
  }

  const query = styleQuery.parse(search);
  const [page, backdrops] = await Promise.all([findStylePage(db, query), listBackdrops(db)]);
  return (
    <AdminPage title={t("styles.title")} intro={t("styles.intro")} testId="styles"
      actions={<><Link href="/admin/style/seo" className="underline">{t("styles.seoLink")}</Link>{" · "}<Link href="/admin/avatar" className="underline">{t("avatars.title")}</Link></>}>
      <DataTable
        path="/admin/style"
        testId="style-list"
        caption={t("styles.title")}
        columns={styleColumns(t, setStyleActiveAction)}
        page={page}
        query={query}
        schema={styleQuery}
        searchLabel={t("styles.search")}
        filters={
          <>
            <SelectFilter name="gender" label={t("styles.columns.gender")} value={query.gender} anyLabel={t("any")} options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
            <SelectFilter name="active" label={t("styles.columns.active")} value={query.active} anyLabel={t("any")} options={[{ value: "true", label: t("active") }, { value: "false", label: t("inactive") }]} />
            <SelectFilter name="backdrop" label={t("styles.columns.backdrop")} value={query.backdrop} anyLabel={t("any")} options={options.backdrops.map((b) => ({ value: b.id, label: b.name }))} />
          </>
        }
      />
      <AdminSection title={t("styles.newTitle")} description={t("styles.newIntro")} testId="style-create">
        <AdminForm action={saveStyleAction} namespace="BackofficeStyles" submitLabel={t("styles.form.create")} successMessage={t("styles.form.created")} testId="style-form" fields={styleFields(t, options)} />
      </AdminSection>
      <BackdropSection backdrops={backdrops} t={t} action={saveBackdropAction} />
    </AdminPage>
  );
}
