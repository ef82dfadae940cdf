// The server-rendered HTML of the account forms in each language: every text exists, fields are
// labelled, and the delete button waits for the typed address.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DeleteAccount } from "./DeleteAccount";
import { FeedbackForm } from "./FeedbackForm";
import { MarketingToggle } from "./MarketingToggle";
import { NoticeFromQuery } from "./NoticeFromQuery";
import { ProfileDetailsForm } from "./ProfileDetailsForm";
import { ProfileNav } from "./ProfileNav";
import { ReviewForm } from "./ReviewForm";

// Rendering never calls the server actions; their modules pull in Auth.js, which only runs inside Next.
vi.mock("@/lib/account/actions", () => ({
  updateProfileAction: vi.fn(),
  requestEmailChangeAction: vi.fn(),
  confirmEmailChangeAction: vi.fn(),
  changePasswordAction: vi.fn(),
  deleteAccountAction: vi.fn(),
  signInAgainAction: vi.fn(),
  submitReviewAction: vi.fn(),
  submitFeedbackAction: vi.fn(),
  setMarketingAction: vi.fn(),
}));
vi.mock("@/i18n/link", () => ({
  Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} />,
}));
vi.mock("@/i18n/navigation", () => ({
  usePathname: () => "/profile/invoice",
}));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams("notice=account-deleted") }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the messages as plain JSON trees
const messages = (locale: string): any => readMessages(locale as "en");
const render = (node: ReactNode, locale = "en") =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      messages={messages(locale)}
      timeZone="UTC"
      onError={(e) => {
        throw e;
      }}
    >
      {node}
    </NextIntlClientProvider>,
  );

describe.each(["en", "de", "es"])("account forms (%s)", (locale) => {
  it("render every text and label each field", () => {
    const html = [
      render(<ProfileDetailsForm initial={{ name: "Ada Lovelace", jobTitle: "Analyst", phone: "" }} />, locale),
      render(<ChangeEmailForm />, locale),
      render(<ChangePasswordForm />, locale),
      render(<DeleteAccount email="ada@example.test" hasPassword />, locale),
      render(<FeedbackForm shoots={[{ id: "s1", label: "My headshots" }]} shootId="s1" />, locale),
      render(<ReviewForm trustpilotUrl="https://www.trustpilot.com/evaluate/lumen.photos" />, locale),
      render(<MarketingToggle token="u.sig" />, locale),
    ].join("\n");
    const m = messages(locale);
    for (const text of [m.Profile.details.name, m.Profile.email.newEmail, m.Profile.password.confirm, m.Profile.delete.open, m.Feedback.ratingLabels["5"], m.Trustpilot.consent, m.Unsubscribe.doneTitle]) {
      expect(html).toContain(text.replace(/&/g, "&amp;").replace(/"/g, "&quot;"));
    }
    // Every input, textarea and select has a label pointing at it (radios sit inside theirs).
    const ids = [...html.matchAll(/<(?:input|textarea|select)(?![^>]*type="(?:hidden|radio|checkbox)")[^>]*\sid="([^"]+)"/g)].map((x) => x[1]);
    expect(ids.length).toBeGreaterThan(8);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });
});

describe("account pieces", () => {
  it("keeps the saved values in the profile form and the shoot picked for feedback", () => {
    expect(render(<ProfileDetailsForm initial={{ name: "Ada Lovelace", jobTitle: "Analyst", phone: "+1 555" }} />)).toMatch(/value="Analyst"/);
    expect(render(<FeedbackForm shoots={[{ id: "s1", label: "My headshots" }, { id: "s2", label: "Other" }]} shootId="s2" />)).toMatch(/<option value="s2" selected="">/);
  });

  it("disables the final delete button until the address is typed (the dialog starts closed)", () => {
    const html = render(<DeleteAccount email="ada@example.test" hasPassword />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="delete-account-confirm"/);
    expect(html).toContain("ada@example.test");
  });

  it("asks for the current password when the account has one, and explains the recent sign-in otherwise", () => {
    const m = messages("en");
    const withPassword = render(<DeleteAccount email="ada@example.test" hasPassword />);
    expect(withPassword).toMatch(/<input[^>]*name="currentPassword"[^>]*type="password"|<input[^>]*type="password"[^>]*name="currentPassword"/);
    expect(withPassword).toContain(m.Profile.delete.passwordLabel);
    const without = render(<DeleteAccount email="ada@example.test" hasPassword={false} />);
    expect(without).not.toContain('name="currentPassword"');
    expect(without).toContain(m.Profile.delete.recentSignIn);
  });

  it("marks the current account page, treating a single invoice as Invoices", () => {
    const html = render(<ProfileNav label="Account" items={[{ href: "/profile", label: "Profile" }, { href: "/profile/invoices", label: "Invoices" }]} />);
    expect(html).toMatch(/href="\/profile\/invoices" aria-current="page"/);
    expect(html).not.toMatch(/href="\/profile" aria-current/);
  });

  it("shows the deletion notice only for its query value", () => {
    expect(render(<NoticeFromQuery value="account-deleted" title="Gone" body="Bye" dismiss="Dismiss" />)).toContain("Gone");
    expect(render(<NoticeFromQuery value="something-else" title="Gone" body="Bye" dismiss="Dismiss" />)).toBe("");
  });
});
