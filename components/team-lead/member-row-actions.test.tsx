// The members list's row actions as the server renders them: a managed member offers "Send claim link"
// (an email field posting lib/teams/join-actions sendClaimLinkAction with the membership), in the lead's
// language; nobody else does.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { MemberRowActions, type RowFacts } from "./MemberRowActions";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("@/lib/teams/member-actions", () => ({
  grantRetryAction: vi.fn(), moveToSubTeamAction: vi.fn(), remindInviteAction: vi.fn(), removeMemberAction: vi.fn(), revokeInviteAction: vi.fn(), setRoleAction: vi.fn(),
}));
vi.mock("@/lib/teams/join-actions", () => ({ sendClaimLinkAction: vi.fn() }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);

const row = (facts: Partial<RowFacts> = {}): RowFacts => ({
  id: "m1", kind: "member", role: "MEMBER", isOwner: false, isSelf: false, managed: false, email: null, state: "joined", shootState: "ONBOARDING",
  leadRetryAt: null, teamId: null, expired: false, ...facts,
});

describe("a member row's actions", () => {
  it("offer a managed member the claim link form, with their address prefilled when known", () => {
    const html = render(<MemberRowActions row={row({ managed: true, email: "ana@northwind.example" })} teams={[]} />);
    expect(html).toContain('data-testid="member-claim"');
    expect(html).toContain("Send claim link");
    expect(html).toMatch(/name="membershipId" value="m1"/);
    expect(html).toMatch(/type="email" required=""[^>]*name="email" value="ana@northwind.example"/);
    const de = render(<MemberRowActions row={row({ managed: true })} teams={[]} />, "de");
    expect(de).toContain("Link zum Übernehmen senden");
    expect(de).toContain("Link senden");
  });

  it("offer it to nobody else (a member with their own sign-in, an invite, a removed member)", () => {
    expect(render(<MemberRowActions row={row()} teams={[]} />)).not.toContain("member-claim");
    expect(render(<MemberRowActions row={row({ kind: "invite", state: "invited" })} teams={[]} />)).not.toContain("member-claim");
    expect(render(<MemberRowActions row={row({ managed: true, state: "deleted" })} teams={[]} />)).not.toContain("member-claim");
  });
});
