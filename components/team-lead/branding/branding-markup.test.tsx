// The template editor and its preview as the server renders them: the saved settings in the form, every
// option in the lead's language, the preview drawn from the same config (shape, size, background,
// logo placement), and the re-render's "n of m".
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { DEFAULT_PFP_CONFIG, logoBox } from "@/lib/teams/branding/config";
import { ProfilePicturePreview } from "./ProfilePicturePreview";
import { RenderProgress } from "./RenderProgress";
import { TemplateEditor } from "./TemplateEditor";

vi.mock("@/lib/teams/branding/actions", () => ({ saveTemplateAction: vi.fn(), updateBrandingAction: vi.fn(), deleteTemplateAction: vi.fn() }));
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

describe("the template editor", () => {
  it("shows the saved template, its scope and every option, in German", () => {
    const config = { ...DEFAULT_PFP_CONFIG, shape: "rounded" as const, size: 640, background: "solid" as const, backgroundColor: "#112233", logoPosition: "top-left" as const, greyscale: true };
    const html = render(
      <TemplateEditor template={{ id: "t1", name: "Vertrieb", teamId: "s1", isDefault: true, config }} teams={[{ id: "s1", name: "Sales" }]} brandColors={["#0F3D5E"]} logoUrl="/api/files/logo.webp" sample={null} />,
      "de",
    );
    expect(html).toContain('value="Vertrieb"');
    expect(html).toMatch(/<option value="s1" selected="">Sales<\/option>/);
    expect(html).toMatch(/name="shape" checked="" value="rounded"/);
    expect(html).toContain('value="640"');
    expect(html).toMatch(/<option value="solid" selected="">Einfarbig<\/option>/);
    expect(html).toMatch(/name="greyscale" checked="" value="1"/);
    expect(html).toMatch(/name="makeDefault" checked="" value="1"/);
    expect(text(html)).toContain("Bestehende Mitglieder aktualisieren");
    expect(html).toContain('data-shape="rounded"');
    expect(text(html)).toContain("640 × 640 px");
  });

  it("offers brand colour only with a hint of which colour, and without a brand colour starts on a solid one", () => {
    const html = render(<TemplateEditor template={null} teams={[]} brandColors={[]} logoUrl={null} sample={null} />);
    expect(html).toMatch(/<option value="solid" selected="">Solid colour<\/option>/);
    expect(text(html)).toContain("Upload a logo above to place it on the profile pictures.");
    expect(html).toMatch(/<input id="template-update-existing" type="checkbox" disabled=""[^>]*name="updateExisting"/);
  });
});

describe("the preview", () => {
  it("draws the logo where the server puts it, scaled to the preview, over a checkerboard", () => {
    const config = { ...DEFAULT_PFP_CONFIG, shape: "square" as const, size: 512, logoPosition: "bottom-right" as const, logoSize: 25 };
    const html = render(<ProfilePicturePreview config={config} brandColors={["#0F3D5E"]} logoUrl="/logo.webp" sample={{ cutout: "/c.png", photo: "/p.png" }} />);
    const box = logoBox(config)!;
    expect(html).toContain(`left:${box.left / 2}px;top:${box.top / 2}px;width:${box.side / 2}px`);
    expect(html).toContain("repeating-conic-gradient");
    expect(html).toContain('src="/c.png"');
    expect(html).toContain("background:#0F3D5E");
    const original = render(<ProfilePicturePreview config={{ ...config, background: "original", greyscale: true }} brandColors={[]} logoUrl={null} sample={{ cutout: "/c.png", photo: "/p.png" }} />);
    expect(original).toContain('src="/p.png"');
    expect(original).toContain("grayscale(1)");
    expect(original).not.toContain("pfp-preview-logo");
  });
});

describe("the re-render's progress", () => {
  it("says n of m and how many could not be made", () => {
    const html = text(render(<RenderProgress render={{ templateName: "Navy", state: "running", total: 12, done: 5, failed: 2 }} />));
    expect(html).toContain("5 of 12 profile pictures updated");
    expect(html).toContain("2 profile pictures could not be made");
    expect(text(render(<RenderProgress render={{ templateName: "Navy", state: "done", total: 1, done: 1, failed: 0 }} />, "es"))).toContain("Listo: 1 de 1 fotos de perfil actualizadas");
  });
});
