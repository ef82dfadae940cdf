// /admin/email/create's pieces as the server renders them: every template listed with its text per
// language, and the preview's HTML only inside a frame sandboxed of everything (no script, no form, no
// same origin), never in the page itself.
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { describe, expect, it, vi } from "vitest";
import type { TemplateEditor } from "@/lib/backoffice/emails/templates";
import { renderEmail } from "@/lib/email/templates";
import { EMAIL_TEMPLATE_NAMES } from "@/lib/email/variables";
import { readMessages } from "@/lib/i18n/message-files";

vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
const { EmailPreview, EmailTemplateList, EmailVariables } = await import("./email-templates");

const translator = createTranslator({ locale: "de", messages: readMessages("de"), namespace: "BackofficeEmails" as never });
const t = (key: string, values?: Record<string, string>) => translator(key as never, values as never);

describe("the email templates screen", () => {
  it("lists every template with what it is for and a link per language, edited or built-in", () => {
    const items = EMAIL_TEMPLATE_NAMES.map((template) => ({ template, edited: template === "shoot-ready" ? (["es"] as const).slice() : [] }));
    const html = renderToStaticMarkup(<EmailTemplateList items={items} t={t} />);
    for (const template of EMAIL_TEMPLATE_NAMES) expect(html).toContain(`data-testid="email-template-${template}"`);
    expect(html).toContain(readMessages("de").BackofficeEmails.templates["shoot-ready"]);
    expect(html).toContain('href="/admin/email/create?template=shoot-ready&amp;locale=es"');
    expect(html.match(/>geändert</g)).toHaveLength(1);
  });

  it("shows the HTML only in a sandboxed frame, and the secret variables as such", async () => {
    const preview = await renderEmail("magic-link", "de", { url: "https://x.test/de/app" }, { subject: "S", paragraphs: ["<script>alert(1)</script>"], cta: "Los" });
    const editor: TemplateEditor = { template: "magic-link", locale: "de", variables: ["url"], secret: ["url"], required: [], builtIn: { subject: "", body: "", cta: "" }, edited: null, preview };
    const html = renderToStaticMarkup(<><EmailPreview editor={editor} t={t} /><EmailVariables editor={editor} t={t} /></>);
    expect(html).toMatch(/<iframe sandbox="" [^>]*srcdoc="&lt;!doctype html&gt;/i);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<table");
    expect(html).toContain("{url}");
    expect(html).toContain(readMessages("de").BackofficeEmails.create.variables.secret);
  });
});
