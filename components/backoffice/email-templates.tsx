// /admin/email/create's pieces (server components): the list of every email with its text per
// language, the variables a template may use, and the preview (subject, text, and the HTML in a
// sandboxed frame: no script, no form, no same-origin access, whatever the HTML held).
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import type { TemplateEditor, TemplateListItem } from "@/lib/backoffice/emails/templates";
import { LOCALES, type Locale } from "@/lib/i18n/config";

type T = (key: string, values?: Record<string, string>) => string;

/** The editor's address for one template in one language. */
export const editorHref = (template: string, locale: Locale) => `/admin/email/create?template=${encodeURIComponent(template)}&locale=${locale}`;

export function EmailTemplateList({ items, t }: { items: readonly TemplateListItem[]; t: T }) {
  return (
    <table className="w-full text-left text-sm" data-testid="email-template-list">
      <caption className="sr-only">{t("create.listTitle")}</caption>
      <thead>
        <tr className="text-ink-soft">
          <th className="py-1 pr-4">{t("create.columns.template")}</th>
          <th className="pr-4">{t("create.columns.purpose")}</th>
          <th>{t("create.columns.languages")}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.template} className="border-t border-line align-top" data-testid={`email-template-${item.template}`}>
            <td className="py-2 pr-4"><code className="text-xs">{item.template}</code></td>
            <td className="py-2 pr-4">{t(`templates.${item.template}`)}</td>
            <td className="py-2">
              <ul className="flex flex-wrap gap-2">
                {LOCALES.map((locale) => {
                  const edited = item.edited.includes(locale);
                  return (
                    <li key={locale}>
                      <Link href={editorHref(item.template, locale)} className="inline-flex items-center gap-1 underline" data-testid={`email-template-${item.template}-${locale}`}>
                        {t(`create.languages.${locale}`)}
                        <Badge size="sm" variant={edited ? "info" : "neutral"}>{edited ? t("create.edited") : t("create.builtIn")}</Badge>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EmailVariables({ editor, t }: { editor: TemplateEditor; t: T }) {
  return (
    <div className="flex flex-col gap-2" data-testid="email-template-variables">
      <p className="text-sm text-ink-soft">{t("create.variables.intro")}</p>
      <ul className="flex flex-wrap gap-2">
        {editor.variables.map((name) => (
          <li key={name} className="flex items-center gap-1">
            <code className="rounded bg-mist px-1.5 py-0.5 text-xs">{`{${name}}`}</code>
            {editor.required.includes(name) && <span className="text-xs text-ink-soft">({t("create.variables.required")})</span>}
            {editor.secret.includes(name) && <span className="text-xs text-ink-soft">({t("create.variables.secret")})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmailBuiltInText({ editor, t }: { editor: TemplateEditor; t: T }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="email-template-built-in">
      <dt className="text-ink-soft">{t("create.builtInText.subject")}</dt>
      <dd>{editor.builtIn.subject}</dd>
      <dt className="text-ink-soft">{t("create.builtInText.body")}</dt>
      <dd className="whitespace-pre-wrap">{editor.builtIn.body}</dd>
      <dt className="text-ink-soft">{t("create.builtInText.cta")}</dt>
      <dd>{editor.builtIn.cta}</dd>
    </dl>
  );
}

export function EmailPreview({ editor, t }: { editor: TemplateEditor; t: T }) {
  return (
    <div className="flex flex-col gap-3" data-testid="email-template-preview">
      <div>
        <h3 className="text-sm text-ink-soft">{t("create.preview.subject")}</h3>
        <p className="font-semibold" data-testid="email-preview-subject">{editor.preview.subject}</p>
      </div>
      <div>
        <h3 className="text-sm text-ink-soft">{t("create.preview.text")}</h3>
        <pre className="max-h-80 overflow-auto whitespace-pre-wrap rounded border border-line p-3 text-sm" data-testid="email-preview-text">{editor.preview.text}</pre>
      </div>
      <div>
        <h3 className="text-sm text-ink-soft">{t("create.preview.html")}</h3>
        <iframe sandbox="" title={t("create.preview.html")} srcDoc={editor.preview.html} className="h-[32rem] w-full rounded border border-line bg-white" data-testid="email-preview-html" />
      </div>
    </div>
  );
}
