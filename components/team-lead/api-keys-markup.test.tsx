// The API page's key forms as the server renders them: the create form's name field and scope
// checkboxes (all ticked), the keys table with the prefix only, last use and revoked state, and the
// revoke button only on live keys.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { ApiKeysTable, CreateApiKeyForm } from "./ApiKeysPanel";

vi.mock("@/lib/api/actions", () => ({ createApiKeyAction: vi.fn(), revokeApiKeyAction: vi.fn() }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("@/components/ui/use-refreshing-action", () => ({ useRefreshingAction: () => ({ state: {}, run: vi.fn(), pending: false, values: {}, fieldErrors: {} }) }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the API keys", () => {
  it("offers every scope, ticked, beside the name", () => {
    const html = render(<CreateApiKeyForm scopes={["organization", "invites", "teams", "models", "photos"]} />);
    for (const scope of ["organization", "invites", "teams", "models", "photos"]) expect(html).toMatch(new RegExp(`name="scopes" checked="" value="${scope}"`));
    expect(text(html)).toContain("Name");
    expect(text(html)).toContain("Invites: list, send and revoke");
    expect(text(render(<CreateApiKeyForm scopes={["photos"]} />, "de"))).toContain("Schlüssel erstellen");
  });

  it("lists keys by their prefix, with last use, and a revoke button only for live ones", () => {
    const html = render(
      <ApiKeysTable
        keys={[
          { id: "k1", name: "HR system", prefix: "lum_live_ab12", scopes: ["invites", "teams"], createdAt: "2026-01-02T10:00:00.000Z", lastUsedAt: null, revokedAt: null },
          { id: "k2", name: "Old", prefix: "lum_live_cd34", scopes: ["photos"], createdAt: "2026-01-01T10:00:00.000Z", lastUsedAt: "2026-01-03T08:00:00.000Z", revokedAt: "2026-01-04T09:00:00.000Z" },
        ]}
      />,
    );
    const rows = html.split("<tr").slice(2);
    expect(text(rows[0]!)).toContain("HR system lum_live_ab12… invites, teams");
    expect(text(rows[0]!)).toContain("Never");
    expect(text(rows[0]!)).toContain("Revoke");
    expect(text(rows[1]!)).toContain("Revoked Jan 4, 2026");
    expect(text(rows[1]!)).not.toMatch(/>\s*Revoke\s*</);
    expect(text(render(<ApiKeysTable keys={[]} />))).toContain("No keys yet.");
  });
});
