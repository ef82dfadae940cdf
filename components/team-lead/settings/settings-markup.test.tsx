// The settings tabs and the MFA code screen as the server renders them: the code boxes labelled for a
// screen reader (and the browser test), a voided code offering only a new one, the company tab as the
// wizard's form plus phone and logo, the "delete everything" switch locked once on, and the pending lead
// invite marked.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { CompanySettingsForm } from "./CompanySettingsForm";
import { HeadshotsForm } from "./HeadshotsForm";
import { MfaCodeScreen, type MfaScreenProps } from "./MfaCodeScreen";
import { RolesPanel } from "./RolesPanel";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("@/lib/teams/setup-actions", () => ({ companyDetailsAction: vi.fn() }));

const action = vi.fn();
const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");
const screen = (over: Partial<MfaScreenProps> = {}): MfaScreenProps => ({
  email: "lead@vault.example", organization: "Vault Labs", codeLive: true, voided: false, attemptsLeft: 5, resendInSeconds: 0, codeSentAt: "2026-11-27T09:00:00.000Z", digits: 6, ...over,
});

describe("the MFA code screen", () => {
  it("asks for the mailed code in six labelled boxes", () => {
    const html = render(<MfaCodeScreen screen={screen()} send={action} verify={action} />);
    for (let n = 1; n <= 6; n++) expect(html).toContain(`aria-label="Digit ${n} of 6"`);
    expect(html).toContain('autoComplete="one-time-code"');
    expect(text(html)).toContain("We sent a 6-digit code to lead@vault.example.");
    expect(text(html)).toContain("5 tries left");
  });

  it("after five wrong tries offers only a new code, in the reader's language", () => {
    const html = render(<MfaCodeScreen screen={screen({ codeLive: false, voided: true, attemptsLeft: 5 })} send={action} verify={action} />, "de");
    expect(html).not.toContain("Ziffer 1 von 6");
    expect(text(html)).toContain("Dieser Code ist nach 5 falschen Versuchen verfallen.");
    expect(text(html)).toContain("Neuen Code senden");
  });
});

describe("the settings tabs", () => {
  it("shows the wizard's company fields with the phone and the logo", () => {
    const html = render(
      <CompanySettingsForm owner="u1" saved={{ name: "Vault Labs", website: "https://vault.example", teamSize: "11-50", address: "1 Vault St", city: "London", postalCode: "EC1A 1BB", country: "GB", billingEmail: "", vatId: "" }} phone="+44 20 1234" logoUrl={null} teamSizes={["11-50"]} countries={[{ value: "GB", label: "United Kingdom" }]} save={action} />,
    );
    expect(html).toMatch(/name="name"[^>]*value="Vault Labs"/);
    expect(html).toMatch(/name="phone"[^>]*value="\+44 20 1234"/);
    expect(html).toContain('name="logo"');
    expect(text(html)).toContain("Save company details");
  });

  it("locks 'delete everything after 30 days' once it is on", () => {
    const on = render(<HeadshotsForm saved={{ hideEditor: false, requireFullBody: true, reinviteMonths: 12, deleteDataAfter30Days: true }} organization="Vault Labs" save={action} />);
    expect(on).toContain('data-testid="delete-locked"');
    expect(on).not.toMatch(/type="checkbox"[^>]*name="deleteDataAfter30Days"/);
    expect(on).toMatch(/name="reinviteMonths"[^>]*value="12"/);
    const off = render(<HeadshotsForm saved={{ hideEditor: false, requireFullBody: false, reinviteMonths: null, deleteDataAfter30Days: false }} organization="Vault Labs" save={action} />);
    expect(off).toMatch(/type="checkbox"[^>]*name="deleteDataAfter30Days"/);
    expect(off).not.toContain('name="reinviteMonths"');
  });

  it("lists the owner and leads, marks a pending lead invite, and never offers to demote oneself or the owner", () => {
    const html = render(
      <RolesPanel
        rows={[
          { kind: "owner", membershipId: null, name: "Olga Owner", email: "olga@vault.example", self: false },
          { kind: "lead", membershipId: "m1", name: "Me", email: "me@vault.example", self: true },
          { kind: "lead", membershipId: "m2", name: "Lea", email: "lea@vault.example", self: false },
          { kind: "invite", inviteId: "i1", email: "new@vault.example" },
        ]}
        promote={action}
        demote={action}
      />,
    );
    expect(text(html)).toContain("new@vault.example (invite pending)");
    expect(html.match(/Remove team lead/g)).toHaveLength(1);
    expect(html).toContain('data-testid="demote-lea@vault.example"');
  });
});
