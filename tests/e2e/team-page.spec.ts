// The team page, in a real browser: a finished member of the demo team (Greta Hoffmann) signs in with
// her emailed link and opts in on /team-member with a job title; the demo lead creates the team page;
// a visitor without an account sees her name and picture on the public page, which tells search
// engines not to index it; the lead turns the page off and its address answers 404.
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { linkFromEmail } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const GRETA = { email: "greta.hoffmann@northwind-consulting.example", name: "Greta Hoffmann" };

test("a member opts in, the lead publishes the team page, a visitor sees it (noindex), revoking makes it 404", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const t = messages("en");

  // ---- 1. Greta signs in with an emailed link and opts in ----
  await page.goto("/team-access");
  const form = page.getByTestId("access-form");
  await form.getByLabel(t("TeamMember.access.emailLabel")).fill(GRETA.email);
  const asked = Date.now();
  await form.getByRole("button", { name: t("TeamMember.access.submit") }).click();
  await expect(page.getByTestId("access-sent")).toBeVisible();
  await page.goto(await linkFromEmail(GRETA.email, "/team-access", asked));
  await expect(page).toHaveURL(/\/team-member$/, { timeout: 20_000 });
  const card = page.getByTestId("team-page-opt-in");
  await expect(card.getByRole("heading", { name: t("TeamPage.member.title") })).toBeVisible();
  await card.getByRole("checkbox", { name: t("TeamPage.member.show") }).check();
  await expect(card.getByLabel(t("TeamPage.member.name"))).toHaveValue(GRETA.name);
  await card.getByLabel(t("TeamPage.member.jobTitle")).fill("Head of Sales");
  await card.getByRole("button", { name: t("TeamPage.member.save") }).click();
  await expect(card.getByText(t("TeamPage.member.saved"))).toBeVisible();

  // ---- 2. The demo lead creates the team page (or gives it a live link again after an earlier run) ----
  const baseURL = test.info().project.use.baseURL;
  const lead = await browser.newContext({ baseURL, locale: "en-US" });
  const leadPage = await lead.newPage();
  await signInAs(leadPage, ROLE_EMAILS.lead, DEMO_PASSWORD);
  await leadPage.goto("/app/admin/team-page");
  await expect(leadPage.getByRole("heading", { level: 1, name: t("TeamPage.title") })).toBeVisible();
  const settings = leadPage.getByTestId("team-page-form");
  await settings.getByLabel(t("TeamPage.settings.pageTitle"), { exact: true }).fill("Meet Northwind");
  await settings.getByRole("button", { name: new RegExp(`^(${t("TeamPage.settings.create")}|${t("TeamPage.settings.save")})$`) }).click();
  await expect(settings.getByText(t("TeamPage.settings.saved"))).toBeVisible();
  const panel = leadPage.getByTestId("team-page-link");
  const renew = panel.getByRole("button", { name: t("TeamPage.link.renew") });
  if (await renew.isVisible()) await renew.click();
  await expect(panel.getByText(t("TeamPage.link.live"), { exact: true })).toBeVisible();
  const url = (await panel.getByTestId("team-page-url").textContent())!.trim();
  expect(url).toMatch(/\/team-page\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByTestId("team-page-embed")).toContainText(`<iframe src="${url}"`);
  const greta = leadPage.getByTestId("team-page-person").filter({ hasText: GRETA.name });
  await expect(greta.getByText(t("TeamPage.people.status.shown"))).toBeVisible();

  // ---- 3. A visitor without an account: Greta's name, title and picture; noindex ----
  const visitor = await browser.newContext({ baseURL, locale: "en-US" });
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto(url);
  expect(response!.status()).toBe(200);
  // Embeddable: other sites may frame this page (and only this one: security.spec.ts checks the rest).
  expect(response!.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(response!.headers()["x-frame-options"]).toBeUndefined();
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Meet Northwind" })).toBeVisible();
  const member = visitorPage.getByTestId("team-page-member").filter({ hasText: GRETA.name });
  await expect(member).toContainText("Head of Sales");
  const picture = member.getByRole("img", { name: t("TeamPage.public.photoAlt", { name: GRETA.name }) });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // ---- 4. The lead turns the page off: the address answers 404 at once ----
  await panel.getByRole("button", { name: t("TeamPage.link.revoke") }).click();
  await expect(panel.getByText(t("TeamPage.link.off"), { exact: true })).toBeVisible();
  const gone = await visitorPage.goto(url);
  expect(gone!.status()).toBe(404);
  await expect(visitorPage.getByTestId("team-page-member")).toHaveCount(0);

  await lead.close();
  await visitor.close();
});
