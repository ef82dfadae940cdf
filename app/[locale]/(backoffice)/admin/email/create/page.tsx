import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { EmailBuiltInText, EmailPreview, EmailTemplateList, EmailVariables, editorHref } from "@/components/backoffice/email-templates";
import { Link } from "@/i18n/link";
import { resetEmailTemplateAction, saveEmailTemplateAction, sendTestEmailAction } from "@/lib/backoffice/emails/actions";
import { editorTarget, MAX_BODY, MAX_CTA, MAX_SUBJECT } from "@/lib/backoffice/emails/schemas";
import { listEmailTemplates, loadTemplateEditor } from "@/lib/backoffice/emails/templates";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import { LOCALES } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/email/create", "BackofficeEmails.create");

/**
 * The email templates editor: every email with its text per language, and with `?template=…&locale=…`
 * one email in one language (its text, the variables, the built-in text, a preview with sample values,
 * reset and a test to oneself).
 */
export default async function EmailTemplatesPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/email/create");
  const chosen = editorTarget(await searchParams);
  const [tt, format, items, editor] = await Promise.all([
    getTranslations("BackofficeEmails"),
    getFormatter(),
    listEmailTemplates(db),
    chosen ? loadTemplateEditor(db, chosen.template, chosen.locale) : null,
  ]);
  const t = tt as unknown as (key: string, values?: Record<string, string>) => string;
  const outbox = <Link href="/admin/email" className="text-sm underline" data-testid="email-outbox-link">{t("create.toOutbox")}</Link>;

  if (!editor) {
    return (
      <AdminPage title={t("create.title")} intro={t("create.intro")} actions={outbox} testId="email-templates">
        <AdminSection title={t("create.listTitle")}>
          <EmailTemplateList items={items} t={t} />
        </AdminSection>
      </AdminPage>
    );
  }

  const language = t(`create.languages.${editor.locale}`);
  const current = editor.edited ?? editor.builtIn;
  const target = [{ kind: "hidden", name: "template", value: editor.template }, { kind: "hidden", name: "emailLocale", value: editor.locale }] as const;
  const state = editor.edited
    ? editor.edited.updatedBy
      ? t("create.stateEdited", { date: format.dateTime(editor.edited.updatedAt, { dateStyle: "medium", timeStyle: "short" }), who: editor.edited.updatedBy })
      : t("create.stateEditedUnknown", { date: format.dateTime(editor.edited.updatedAt, { dateStyle: "medium", timeStyle: "short" }) })
    : t("create.stateBuiltIn");

  return (
    <AdminPage
      title={t("create.editTitle", { template: editor.template, language })}
      intro={t(`templates.${editor.template}`)}
      back={{ href: "/admin/email/create", label: t("create.back") }}
      actions={outbox}
      testId="email-template-editor"
    >
      <AdminSection title={t("create.textTitle")} testId="email-template-edit">
        <Facts
          testId="email-template-facts"
          items={[
            [t("create.state"), <span key="s" data-testid="email-template-state" data-edited={editor.edited ? "true" : "false"}>{state}</span>],
            [
              t("create.otherLanguages"),
              <span key="l" className="flex flex-wrap gap-3">
                {LOCALES.filter((l) => l !== editor.locale).map((l) => (
                  <Link key={l} href={editorHref(editor.template, l)} className="underline">{t(`create.languages.${l}`)}</Link>
                ))}
              </span>,
            ],
          ]}
        />
        <AdminForm
          action={saveEmailTemplateAction}
          namespace="BackofficeEmails"
          submitLabel={t("create.form.save")}
          successMessage={t("create.form.saved")}
          testId="email-template-form"
          fields={[
            ...target,
            { kind: "text", name: "subject", label: t("create.form.subject"), defaultValue: current.subject, required: true, maxLength: MAX_SUBJECT },
            { kind: "textarea", name: "body", label: t("create.form.body"), hint: t("create.form.bodyHint"), defaultValue: current.body, required: true, rows: 10, maxLength: MAX_BODY },
            { kind: "text", name: "cta", label: t("create.form.cta"), defaultValue: current.cta, required: true, maxLength: MAX_CTA },
          ]}
        />
        <EmailVariables editor={editor} t={t} />
      </AdminSection>
      <AdminSection title={t("create.preview.title")} description={t("create.preview.intro")}>
        <EmailPreview editor={editor} t={t} />
      </AdminSection>
      <AdminSection title={t("create.test.title")} description={t("create.test.intro")} testId="email-template-test">
        <AdminForm action={sendTestEmailAction} namespace="BackofficeEmails" layout="inline" variant="secondary" submitLabel={t("create.test.label")} successMessage={t("create.test.sent")} fields={target} />
      </AdminSection>
      {editor.edited && (
        <AdminSection title={t("create.reset.title")} description={t("create.reset.intro")} testId="email-template-reset">
          <AdminForm
            action={resetEmailTemplateAction}
            namespace="BackofficeEmails"
            layout="inline"
            submitLabel={t("create.reset.label")}
            successMessage={t("create.reset.done")}
            fields={target}
            confirm={{ title: t("create.reset.confirmTitle"), body: t("create.reset.confirmBody", { language }), confirmLabel: t("create.reset.label"), cancelLabel: t("create.reset.cancel") }}
          />
        </AdminSection>
      )}
      <AdminSection title={t("create.builtInText.title")}>
        <EmailBuiltInText editor={editor} t={t} />
      </AdminSection>
    </AdminPage>
  );
}
