// Teams, in a real browser (issue 14, "How it is checked"): a new person creates a team through every
// wizard step and pays with the built-in test provider; two colleagues are invited by email and one joins
// through an open link; an invitee follows the emailed invite, signs in with the emailed link, uploads
// photos, picks only approved looks and gets headshots; the lead sees the finished shoot, downloads the
// favourites zip and the members CSV. A member is sent to /checkout/blocked from /pricing; the wizard's
// first steps and the member's onboarding are walked in German.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Browser, type Page, hydrated } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { linkFromEmail, linkInEmail } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";
import { unzip } from "./support/unzip";
import { PHOTOS } from "@/lib/testing/photos";

type Locale = "en" | "de" | "es";
const password = "correct horse battery";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Four photos of one person (a public-domain portrait, mirrored, re-framed, relit), as files to upload. */
async function portraits(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-teams-"));
  const base = fs.readFileSync(PHOTOS.graceHopper);
  const variants: [string, Promise<Buffer>][] = [
    ["hopper-1.jpg", sharp(base).jpeg({ quality: 92 }).toBuffer()],
    ["hopper-2.jpg", sharp(base).flop().jpeg({ quality: 92 }).toBuffer()],
    ["hopper-3.jpg", sharp(base).resize(700).jpeg({ quality: 90 }).toBuffer()],
    ["hopper-4.png", sharp(base).flop().resize(640).modulate({ brightness: 1.08 }).png().toBuffer()],
  ];
  const files: string[] = [];
  for (const [name, bytes] of variants) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, await bytes);
    files.push(file);
  }
  return files;
}

/** A real PNG logo: a navy square with a lighter bar. */
async function logoFile(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-logo-")), "logo.png");
  const bar = await sharp({ create: { width: 160, height: 40, channels: 4, background: "#F2B705" } }).png().toBuffer();
  fs.writeFileSync(file, await sharp({ create: { width: 240, height: 240, channels: 4, background: "#1F2A44" } }).composite([{ input: bar, left: 40, top: 100 }]).png().toBuffer());
  return file;
}

/** Signs a new person up in `locale` and confirms their address from the email; they end on /app. */
async function signUp(page: Page, locale: Locale, name: string, email: string) {
  const t = messages(locale);
  const p = prefix(locale);
  await page.goto(`${p}/auth/signup`);
  await page.getByLabel(t("Auth.name")).fill(name);
  await page.getByLabel(t("Auth.email")).fill(email);
  await page.getByLabel(t("Auth.password")).fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("Auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: t("Auth.verify.title") })).toBeVisible();
  await page.goto(await linkFromEmail(email, "/auth/verify"));
  await expect(page).toHaveURL(new RegExp(`${p}/app$`));
}

/** Screenshots of the main screens, for people reviewing a run (test-results/). */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/teams-${name}.png`, fullPage: true });

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

/** The wizard's intro, company details and branding (with a real PNG logo), in `locale`. */
async function wizardFirstSteps(page: Page, locale: Locale, company: string) {
  const t = messages(locale);
  const p = prefix(locale);
  await page.goto(`${p}/app/admin/team/new`);
  await expect(page).toHaveURL(new RegExp(`${p}/app/admin/team/new/intro$`));
  await expect(heading(page, t("TeamSetup.intro.title"))).toBeVisible();
  await shot(page, `${locale}-1-intro`);
  await page.getByTestId("setup-start").click();

  await expect(page).toHaveURL(new RegExp(`${p}/app/admin/team/new/company-details$`));
  await expect(heading(page, t("TeamSetup.company.title"))).toBeVisible();
  const form = page.getByTestId("company-form");
  // A missing name and website are refused, each under its field.
  await form.getByRole("button", { name: t("TeamSetup.continue") }).click();
  await expect(form.getByText(t("TeamSetup.errors.required")).first()).toBeVisible();
  await shot(page, `${locale}-2-company-errors`);
  await form.getByLabel(t("TeamSetup.company.name")).fill(company);
  await form.getByLabel(t("TeamSetup.company.website")).fill("northwind.example");
  await form.getByLabel(t("TeamSetup.company.teamSize")).selectOption({ index: 1 });
  await form.getByLabel(t("TeamSetup.company.address")).fill("Kastanienallee 12");
  await form.getByLabel(t("TeamSetup.company.postalCode")).fill("10435");
  await form.getByLabel(t("TeamSetup.company.city")).fill("Berlin");
  await form.getByLabel(t("TeamSetup.company.country")).selectOption("DE");
  await form.getByLabel(t("TeamSetup.company.vatId")).fill("DE123456789");
  await form.getByRole("button", { name: t("TeamSetup.continue") }).click();

  await expect(page).toHaveURL(new RegExp(`${p}/app/admin/team/new/branding$`));
  await expect(heading(page, t("TeamSetup.branding.title"))).toBeVisible();
  await page.getByLabel(t("TeamSetup.branding.logo")).setInputFiles(await logoFile());
  await shot(page, `${locale}-3-branding`);
  await page.getByTestId("branding-form").getByRole("button", { name: t("TeamSetup.continue") }).click();
  await expect(page).toHaveURL(new RegExp(`${p}/app/admin/team/new/select-style$`));
  await expect(heading(page, t("TeamSetup.style.title"))).toBeVisible();
  await shot(page, `${locale}-4-style`);
}

/** A new browser context, as another person on another computer. */
async function person(browser: Browser, locale: Locale = "en") {
  const context = await browser.newContext({ locale: { en: "en-US", de: "de-DE", es: "es-ES" }[locale] });
  return { context, page: await context.newPage() };
}

/** An invitee: from a /organization/join link, asks for the sign-in link, follows it; ends on the member's onboarding. */
async function joinThrough(page: Page, locale: Locale, joinUrl: string, email: string | null, organization: string) {
  const t = messages(locale);
  const p = prefix(locale);
  await page.goto(joinUrl);
  await expect(page.getByRole("heading", { name: t("TeamMember.join.title", { organization }) })).toBeVisible();
  const form = page.getByTestId("join-form");
  if (email) await form.getByLabel(t("TeamMember.join.emailLabel")).fill(email);
  const address = email ?? (await form.getByLabel(t("TeamMember.join.emailLabel")).inputValue());
  const asked = Date.now();
  await form.getByRole("button", { name: t("TeamMember.join.submit") }).click();
  await expect(page.getByTestId("join-sent")).toBeVisible();
  const link = await linkFromEmail(address, "/team-access", asked);
  expect(new URL(link).pathname).toBe(`${p}/team-access`);
  await page.goto(link);
  // The page spends the link by itself and opens the member's onboarding.
  await expect(page).toHaveURL(new RegExp(`${p}/team-member/onboarding$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: t("TeamMember.onboarding.title", { organization }) })).toBeVisible();
  await shot(page, `${locale}-member-onboarding`);
  return address;
}

test("a team lead creates a team, invites colleagues, a member gets headshots in approved looks, the lead collects them", async ({ page, browser }) => {
  test.setTimeout(480_000);
  const t = messages("en");
  const id = stamp();
  const leadEmail = `lead-${id}@northwind.example`;
  const invitees = [`ann-${id}@northwind.example`, `bob-${id}@northwind.example`];
  const company = `Northwind ${id}`;

  // ---- 1. The wizard, every step, and the payment ----
  await signUp(page, "en", "Lena Lead", leadEmail);
  await wizardFirstSteps(page, "en", company);

  // Backdrops: the first two, for women and for men; the third is not approved.
  const backdrops = page.getByTestId("backdrops-form").locator("li[data-item]");
  expect(await backdrops.count()).toBeGreaterThanOrEqual(3);
  const backdropName = (i: number) => backdrops.nth(i).locator("span.font-semibold").innerText();
  const approved = [await backdropName(0), await backdropName(1)];
  const unapproved = await backdropName(2);
  for (const name of approved) {
    await page.getByLabel(`${name}: ${t("TeamSetup.style.female")}`, { exact: true }).check();
    await page.getByLabel(`${name}: ${t("TeamSetup.style.male")}`, { exact: true }).check();
  }
  await page.getByTestId("backdrops-form").getByRole("button", { name: t("TeamSetup.continue") }).click();

  // Clothing: at least one outfit for women and one for men.
  await expect(page).toHaveURL(/\/app\/admin\/team\/new\/select-clothing$/);
  await expect(heading(page, t("TeamSetup.clothing.title"))).toBeVisible();
  await shot(page, "en-5-clothing");
  const outfits = page.getByTestId("outfits-form");
  await outfits.getByRole("checkbox", { name: new RegExp(`: ${escapeRegExp(t("TeamSetup.clothing.female"))}$`) }).first().check();
  await outfits.getByRole("checkbox", { name: new RegExp(`: ${escapeRegExp(t("TeamSetup.clothing.male"))}$`) }).first().check();
  await outfits.getByRole("button", { name: t("TeamSetup.continue") }).click();

  // Invite: two colleagues, kept until the payment.
  await expect(page).toHaveURL(/\/app\/admin\/team\/new\/invite-team$/);
  await expect(heading(page, t("TeamSetup.invite.title"))).toBeVisible();
  await page.getByLabel(t("TeamSetup.invite.emails")).fill(`${invitees[0]}, ${invitees[1]}`);
  await expect(page.getByText(t("TeamSetup.invite.count", { count: 2 }))).toBeVisible();
  await shot(page, "en-6-invite");
  await page.getByTestId("invite-form").getByRole("button", { name: t("TeamSetup.continue") }).click();

  // Payment: credits through the same checkout as a package, paid with the test provider.
  await expect(page).toHaveURL(/\/app\/admin\/team\/new\/payment$/);
  await expect(heading(page, t("TeamSetup.payment.title"))).toBeVisible();
  await expect(page.getByTestId("setup-invites-count")).toHaveText(t("TeamSetup.payment.invites", { count: 2 }));
  await shot(page, "en-7-payment");
  await page.getByTestId("buy-credits").getByRole("button", { name: /10/ }).click();
  await expect(page).toHaveURL(/\/checkout\/redirect/);
  await page.getByTestId("test-pay").click();
  await expect(page).toHaveURL(/\/app\/admin\/members(\?|$)/, { timeout: 30_000 });
  await expect(heading(page, t("TeamMembers.title"))).toBeVisible();
  await expect(page.getByText(t("TeamCredits.paid"))).toBeVisible();
  const members = page.getByTestId("members");
  for (const email of invitees) {
    const row = members.locator("tr", { hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("member-state")).toHaveAttribute("data-state", "invited");
  }
  // A reminder to Bob: the lead sees it went out.
  await members.locator("tr", { hasText: invitees[1]! }).getByTestId("member-remind").getByRole("button", { name: t("TeamMembers.actions.remind") }).click();
  await expect(members.locator("tr", { hasText: invitees[1]! }).getByRole("status")).toHaveText(t("TeamMembers.actions.reminded"));
  await shot(page, "lead-members");
  // The wizard is done: opening it again leads to the members page.
  await page.goto("/app/admin/team/new");
  await expect(page).toHaveURL(/\/app\/admin\/members$/);

  // ---- 2. An open link with a usage cap; a third colleague joins through it (in German) ----
  await page.goto("/app/admin/join");
  await expect(heading(page, t("TeamMembers.join.title"))).toBeVisible();
  await page.getByTestId("open-link-form").getByLabel(t("TeamMembers.join.cap")).fill("3");
  await page.getByTestId("open-link-create").click();
  const linkRow = page.getByTestId("open-link");
  await expect(linkRow).toHaveCount(1);
  await expect(linkRow.getByTestId("open-link-usage")).toHaveText(t("TeamMembers.join.usage", { used: 0, cap: 3 }));
  await shot(page, "lead-join");
  const openLink = new URL((await linkRow.getByTestId("open-link-url").innerText()).trim());
  expect(openLink.pathname).toMatch(/^\/organization\/join\/[^/]+$/);

  const third = await person(browser, "de");
  const de = messages("de");
  const carla = `carla-${id}@northwind.example`;
  await joinThrough(third.page, "de", `/de${openLink.pathname}${openLink.search}`, carla, company);
  // The member's upload flow, in German, offers only what the lead approved.
  await third.page.getByTestId("member-onboarding-next").click();
  await expect(third.page).toHaveURL(/\/de\/app\/upload\/intro\?shoot=/);
  await expect(third.page.getByRole("heading", { level: 1, name: de("Upload.intro.title") })).toBeVisible();
  await third.page.getByRole("checkbox").check();
  await third.page.getByRole("button", { name: de("Upload.intro.continue") }).click();
  await expect(third.page).toHaveURL(/\/de\/app\/upload\/personal-info/);
  await expect(third.page.getByRole("heading", { level: 1, name: de("Upload.personalInfo.title") })).toBeVisible();
  await third.page.getByLabel(de("Upload.personalInfo.name.label")).fill("Carla Castillo");
  await third.page.getByText(de("Upload.personalInfo.gender.options.female"), { exact: true }).click();
  await third.page.getByText(de("Upload.personalInfo.ageRange.options.35-44"), { exact: true }).click();
  await third.page.getByText(de("Upload.personalInfo.headshotFormat.options.square"), { exact: true }).click();
  await third.page.getByRole("button", { name: de("Upload.personalInfo.continue") }).click();
  await expect(third.page).toHaveURL(/\/de\/app\/upload\/photos/);
  await expect(third.page.getByRole("heading", { level: 1, name: de("Upload.photos.title") })).toBeVisible();
  await shot(third.page, "member-de-photos");
  await third.context.close();
  await page.reload();
  await expect(page.getByTestId("open-link").getByTestId("open-link-usage")).toHaveText(t("TeamMembers.join.usage", { used: 1, cap: 3 }));

  // ---- 3. Ann follows the emailed invite, signs in, uploads, picks only approved looks, gets headshots ----
  const ann = await person(browser);
  const invite = await linkInEmail(invitees[0]!, /https?:\/\/[^\s"<>]*\/organization\/join\/[^\s"<>?/]+\?token=[A-Za-z0-9_-]+/);
  await joinThrough(ann.page, "en", invite, null, company);
  await ann.page.getByTestId("member-onboarding-next").click();
  await expect(ann.page).toHaveURL(/\/app\/upload\/intro\?shoot=/);
  const shootId = new URL(ann.page.url()).searchParams.get("shoot")!;
  await ann.page.getByRole("checkbox").check();
  await ann.page.getByRole("button", { name: t("Upload.intro.continue") }).click();

  await expect(ann.page).toHaveURL(/\/app\/upload\/personal-info/);
  await ann.page.getByLabel(t("Upload.personalInfo.name.label")).fill("Ann Andersen");
  await ann.page.getByText(t("Upload.personalInfo.gender.options.female"), { exact: true }).click();
  await ann.page.getByText(t("Upload.personalInfo.ageRange.options.25-34"), { exact: true }).click();
  await ann.page.getByText(t("Upload.personalInfo.headshotFormat.options.square"), { exact: true }).click();
  await ann.page.getByRole("button", { name: t("Upload.personalInfo.continue") }).click();

  await expect(ann.page).toHaveURL(/\/app\/upload\/photos/);
  await ann.page.locator("#photo-input").setInputFiles(await portraits());
  await expect(ann.page.getByTestId("photo-count")).toHaveText(t("Upload.photos.count", { accepted: 4, min: 4, max: 20 }), { timeout: 60_000 });
  await ann.page.getByRole("link", { name: t("Upload.photos.continue") }).click();

  // Only the approved backdrops are offered (the engine keeps people's own clothes: a look is a backdrop).
  await expect(ann.page).toHaveURL(/\/app\/upload\/select-style/);
  const grid = ann.page.getByTestId("style-grid");
  await expect(grid.getByRole("button")).toHaveCount(2);
  for (const name of approved) await expect(grid.getByRole("button").filter({ hasText: name })).toHaveCount(1);
  await expect(grid.getByRole("button").filter({ hasText: unapproved })).toHaveCount(0);
  await shot(ann.page, "member-styles");
  for (const name of approved) await grid.getByRole("button").filter({ hasText: name }).click();
  await ann.page.getByRole("button", { name: t("Upload.styles.continue") }).click();

  await expect(ann.page).toHaveURL(/\/app\/upload\/confirm/);
  await ann.page.getByLabel(t("Upload.confirm.bestPhotos")).check();
  await ann.page.getByLabel(t("Upload.confirm.terms")).check();
  await ann.page.getByRole("button", { name: t("Upload.confirm.submit") }).click();
  await expect(ann.page).toHaveURL(/\/(team-member\/waiting|app\/upload\/waiting)/);
  await shot(ann.page, "member-waiting");
  // The waiting page follows the shoot live and opens the results by itself.
  await expect(ann.page).toHaveURL(/\/team-member$|\/app\/results\//, { timeout: 240_000 });
  // The header leads a member to their own page.
  await ann.page.getByTestId("nav-team").click();
  await expect(ann.page).toHaveURL(/\/team-member$/);
  const photos = ann.page.getByTestId("result-photo");
  await expect(photos.first()).toBeVisible();
  const total = await photos.count();
  expect(total).toBeGreaterThan(0);
  // Ann marks her favourite, for her lead.
  const saved = ann.page.waitForResponse((r) => r.request().method() === "PATCH" && /^\/api\/results\/[^/]+$/.test(new URL(r.url()).pathname));
  await ann.page.getByRole("group", { name: t("GalleryActions.marks.group", { number: 1 }), exact: true }).locator('[data-mark="favorite"]').click();
  expect((await saved).status()).toBe(200);
  await shot(ann.page, "member-results");
  // A member is no team lead.
  const forbidden = await ann.page.goto("/app/admin/members");
  expect(forbidden?.status()).toBe(403);
  await ann.page.goto("/app");
  await shot(ann.page, "member-app");
  await ann.context.close();

  // ---- 4. The lead collects: the finished shoot, the favourites zip, the CSV ----
  // From anywhere, the header leads a team lead to the team lead area, and its navigation to the results.
  await page.goto("/app");
  await page.getByTestId("nav-team").click();
  await expect(page).toHaveURL(/\/app\/admin\/members$/);
  await page.getByRole("link", { name: t("TeamLead.nav.results"), exact: true }).click();
  await expect(page).toHaveURL(/\/app\/admin\/results$/);
  await expect(heading(page, t("TeamResults.title"))).toBeVisible();
  const results = page.getByTestId("team-results");
  const annRow = results.locator("tr", { hasText: "Ann Andersen" });
  await expect(annRow).toHaveCount(1);
  await expect(annRow.getByTestId("favorite-thumb")).toBeVisible();
  await shot(page, "lead-results");
  await annRow.locator(`a[href*="/app/admin/results/${shootId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/admin/results/${shootId}$`));
  await expect(page.getByTestId("result-photo")).toHaveCount(total);
  await expect(page.getByTestId("lead-gallery-note")).toBeVisible();
  await shot(page, "lead-gallery");

  await page.goto("/app/admin/results");
  await page.getByTestId("favorites-zip-start").click();
  const download = page.getByTestId("favorites-zip-download");
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [zipFile] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(await zipFile.failure()).toBeNull();
  const entries = await unzip(fs.readFileSync(await zipFile.path()));
  const files = entries.filter((e) => !e.name.endsWith("/"));
  expect(files.map((e) => e.name)).toEqual([expect.stringMatching(/^Ann Andersen\/Ann Andersen\.(jpg|jpeg|png|webp)$/)]);
  expect(files[0]!.data.length).toBeGreaterThan(1000);

  await page.goto("/app/admin/members");
  const [csvFile] = await Promise.all([page.waitForEvent("download"), page.getByTestId("members").getByRole("link", { name: t("UI.table.exportCsv") }).click()]);
  const csv = fs.readFileSync(await csvFile.path(), "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(["team", "name", "email", "title", "state", "finishedAt"].map((c) => t(`TeamMembers.columns.${c}`)).join(","));
  const line = (email: string) => lines.find((l) => l.includes(email));
  expect(line(invitees[0]!)).toContain(t("TeamMembers.states.finished"));
  expect(line(invitees[0]!)).toContain("Ann Andersen");
  expect(line(invitees[1]!)).toContain(t("TeamMembers.states.invited"));
  expect(line(carla)).toContain(t("TeamMembers.states.uploading"));
  expect(line(carla)).toContain("Carla Castillo");
});

test("a member who tries to buy a package from /pricing is sent to /checkout/blocked", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.member, DEMO_PASSWORD);
  const t = messages("en");
  await page.goto("/pricing");
  await hydrated(page); // "Choose" leads where the signed-in header island says, once it runs
  await page.getByRole("link", { name: t("Pricing.choose", { name: "Starter" }) }).click();
  await expect(page).toHaveURL(/\/checkout\/blocked\?reason=TEAM_MEMBER$/);
  await expect(heading(page, t("Checkout.blocked.TEAM_MEMBER.title"))).toBeVisible();
  await shot(page, "member-blocked");
  // Another package's buying page, opened directly, says the same; the way out is the member's own page.
  await page.goto("/app/styles/professional");
  await expect(page).toHaveURL(/\/checkout\/blocked\?reason=TEAM_MEMBER$/);
  await page.getByRole("link", { name: t("Checkout.blocked.TEAM_MEMBER.cta") }).click();
  await expect(page).toHaveURL(/\/team-member(\/onboarding)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the wizard's first steps in German", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "de", "Dora Deutsch", `wizard-de-${stamp()}@example.test`);
  await wizardFirstSteps(page, "de", `Nordwind ${stamp()}`);
  const t = messages("de");
  // Leaving and coming back resumes at the first step not done; the saved logo is shown on its step.
  await page.goto("/de/app");
  await page.goto("/de/app/admin/team/new");
  await expect(page).toHaveURL(/\/de\/app\/admin\/team\/new\/select-style$/);
  await page.goto("/de/app/admin/team/new/branding");
  await expect(page.getByRole("img", { name: t("TeamSetup.branding.currentLogo") })).toBeVisible();
  await expect.poll(() => page.getByRole("img", { name: t("TeamSetup.branding.currentLogo") }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The later steps stay closed until the earlier ones are saved.
  await page.goto("/de/app/admin/team/new/payment");
  await expect(page).toHaveURL(/\/de\/app\/admin\/team\/new\/select-style$/);
});
