import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { RenderProgress } from "@/components/team-lead/branding/RenderProgress";
import { TemplateEditor } from "@/components/team-lead/branding/TemplateEditor";
import { ActionForm } from "@/components/team-lead/ActionForm";
import { BrandingForm } from "@/components/team-lead/setup/BrandingForm";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";
import { deleteTemplateAction, updateBrandingAction } from "@/lib/teams/branding/actions";
import { loadBrandingPage } from "@/lib/teams/branding/page";
import { TeamError } from "@/lib/teams/errors";
import { leadTeam } from "@/lib/teams/lead-page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamBranding.meta" });
  return pageMetadata({ path: "/app/admin/branding", locale, title: t("title"), index: false });
}

/**
 * /app/admin/branding: the logo and brand colours (the wizard's form), the profile-picture templates
 * (?template=new or ?template={id} opens the editor with its live preview), and the progress of
 * "also update existing members" while it runs. Another organisation's template → 404.
 */
export default async function BrandingPage({ params, searchParams }: Props) {
  const ctx = await openPage(params, "/app/admin/branding");
  const team = await leadTeam(ctx, "organization.update");
  const sp = await searchParams;
  const editing = searchParam(sp, "template") || null;
  const data = await loadBrandingPage(ctx.db, getStorage(), team.organizationId, editing).catch((e: unknown) => {
    if (e instanceof TeamError && e.code === "NOT_FOUND") notFound();
    throw e;
  });
  const [t, messages] = await Promise.all([getTranslations("TeamBranding"), getMessages()]);
  const open = data.editing;
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "TeamSetup", "TeamBranding", "TeamLead", "TeamMembers"])}>
      <div className="flex flex-col gap-10" data-testid="branding-page">
        <div>
          <Heading level={1}>{t("title")}</Heading>
          <p className="mt-2 max-w-2xl text-ink-soft">{t("intro")}</p>
        </div>

        {data.render && <RenderProgress render={data.render} />}

        <section className="flex flex-col gap-4" aria-labelledby="brand-title">
          <Heading level={2} size="lg" id="brand-title">{t("brand.title")}</Heading>
          <p className="max-w-2xl text-ink-soft">{t("brand.intro")}</p>
          <BrandingForm
            owner={ctx.principal!.userId}
            logoUrl={data.logoUrl}
            savedColors={data.brandColors}
            action={updateBrandingAction}
            submitLabel={t("brand.save")}
            savedLabel={t("brand.saved")}
            drafts={false}
          />
        </section>

        <section className="flex flex-col gap-4" aria-labelledby="templates-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Heading level={2} size="lg" id="templates-title">{t("templates.title")}</Heading>
            {open !== "new" && <ButtonLink href="/app/admin/branding?template=new" variant="secondary">{t("templates.new")}</ButtonLink>}
          </div>
          <p className="max-w-2xl text-ink-soft">{t("templates.intro")}</p>
          {searchParam(sp, "saved") === "1" && open && open !== "new" && <Alert variant="success">{t("editor.saved")}</Alert>}
          {data.templates.length === 0 ? (
            <p className="text-ink-soft" data-testid="templates-empty">{t("templates.empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-[var(--radius-card)] border border-line" aria-label={t("templates.listLabel")} data-testid="templates">
              {data.templates.map((tpl) => (
                <li key={tpl.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="template-row" data-default={tpl.isDefault || undefined}>
                  <div className="flex flex-col">
                    <span className="flex items-center gap-2 font-medium text-ink">
                      {tpl.name}
                      {tpl.isDefault && <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-medium text-brand">{t("templates.default")}</span>}
                    </span>
                    <span className="text-sm text-ink-soft">
                      {tpl.teamName ?? t("templates.wholeOrganization")} · {t("templates.summary", { shape: t(`editor.shapes.${tpl.config.shape}`), size: tpl.config.size, background: t(`editor.backgrounds.${tpl.config.background}`) })}
                    </span>
                  </div>
                  <Link href={`/app/admin/branding?template=${encodeURIComponent(tpl.id)}`} className="text-sm font-medium text-brand underline-offset-2 hover:underline" aria-label={`${t("templates.edit")}: ${tpl.name}`}>
                    {t("templates.edit")}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        {open && (
          <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-6" aria-labelledby="editor-title">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Heading level={2} size="lg" id="editor-title">{open === "new" ? t("editor.titleNew") : t("editor.titleEdit", { name: open.name })}</Heading>
              <ButtonLink href="/app/admin/branding" variant="ghost" iconLeft="chevron-left">{t("editor.back")}</ButtonLink>
            </div>
            <TemplateEditor
              key={open === "new" ? "new" : `${open.id}-${open.version}`}
              template={open === "new" ? null : { id: open.id, name: open.name, teamId: open.teamId, isDefault: open.isDefault, config: open.config }}
              teams={data.teams}
              brandColors={data.brandColors}
              logoUrl={data.logoUrl}
              sample={data.sample}
            />
            {open !== "new" && (
              <div className="border-t border-line pt-4">
                <ActionForm action={deleteTemplateAction} fields={{ id: open.id }} label={t("editor.delete")} variant="danger" testId="delete-template" />
              </div>
            )}
          </section>
        )}
      </div>
    </NextIntlClientProvider>
  );
}
