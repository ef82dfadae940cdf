// Brand consistency, in a real browser (issue "Teams, part 2", "How it is checked"): the demo team's lead
// approves 4 backdrops and one outfit per gender for the organisation and forces backdrop variety; the
// demo member (in the "Engineering" sub-team, which has no pool of its own and so inherits the
// organisation's) walks the onboarding and is offered exactly those 4 backdrops, with the variety rule.
// The e2e server runs the CPU studio engine, which keeps people's own clothes: a style on offer is a
// backdrop, named after it (as in tests/e2e/teams.spec.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";
import { PHOTOS } from "@/lib/testing/photos";

const t = messages("en");
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/team-consistency-${name}.png`, fullPage: true });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

/** Four photos of one person (a public-domain portrait, mirrored, re-framed, relit), as files to upload. */
async function portraits(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-consistency-"));
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

/** Unticks every box of a pool form. */
async function clearPool(form: ReturnType<Page["getByTestId"]>) {
  const ticked = form.locator("input[type=checkbox]:checked");
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
}

test("a lead approves 4 backdrops and one outfit per gender with variety; a member's onboarding offers exactly those", async ({ page, browser }) => {
  test.setTimeout(240_000);

  // ---- The lead: backdrops for the organisation, then variety ----
  await signInAs(page, ROLE_EMAILS.lead, DEMO_PASSWORD);
  await page.goto("/app/admin/style");
  await expect(heading(page, t("TeamStyle.style.title"))).toBeVisible();
  const scopes = page.getByRole("navigation", { name: t("TeamStyle.scope.label") });
  await expect(scopes.getByRole("link", { name: t("TeamStyle.scope.organization"), exact: true })).toHaveAttribute("aria-current", "page");
  // The member's sub-team uses the organisation's pool.
  await expect(scopes.getByRole("link", { name: new RegExp(`^Engineering`) })).toContainText(t("TeamStyle.scope.inherited"));

  const backdrops = page.getByTestId("backdrops-pool");
  await clearPool(backdrops);
  const items = backdrops.locator("li[data-item]");
  expect(await items.count()).toBeGreaterThanOrEqual(5);
  const approved: string[] = [];
  for (let i = 0; i < 4; i++) approved.push((await items.nth(i).locator("span.font-semibold").innerText()).trim());
  const unapproved = (await items.nth(4).locator("span.font-semibold").innerText()).trim();
  for (const name of approved) {
    await backdrops.getByLabel(`${name}: ${t("TeamStyle.pool.female")}`, { exact: true }).check();
    await backdrops.getByLabel(`${name}: ${t("TeamStyle.pool.male")}`, { exact: true }).check();
  }
  await expect(backdrops.getByTestId("pool-count")).toHaveText(t("TeamStyle.pool.count", { female: 4, male: 4 }));
  await backdrops.getByRole("button", { name: t("TeamStyle.pool.save"), exact: true }).click();
  await expect(backdrops.getByText(t("TeamStyle.pool.saved"))).toBeVisible();

  // With 4 backdrops approved the variety switch is offered.
  const variety = page.getByTestId("variety");
  await variety.getByLabel(t("TeamStyle.variety.label"), { exact: true }).check();
  await variety.getByRole("button", { name: t("TeamStyle.variety.save"), exact: true }).click();
  await expect(variety.getByRole("status")).toHaveText(t("TeamStyle.variety.saved"));
  await page.reload();
  await expect(page.getByTestId("variety").getByLabel(t("TeamStyle.variety.label"), { exact: true })).toBeChecked();
  await shot(page, "lead-style");

  // ---- The lead: one outfit for women and one for men ----
  await page.getByRole("link", { name: t("TeamLead.nav.clothing"), exact: true }).click();
  await expect(page).toHaveURL(/\/app\/admin\/clothing$/);
  await expect(heading(page, t("TeamStyle.clothing.title"))).toBeVisible();
  const outfits = page.getByTestId("outfits-pool");
  await clearPool(outfits);
  await outfits.getByRole("checkbox", { name: new RegExp(`: ${t("TeamStyle.pool.female")}$`) }).first().check();
  await outfits.getByRole("checkbox", { name: new RegExp(`: ${t("TeamStyle.pool.male")}$`) }).first().check();
  await expect(outfits.getByTestId("pool-count")).toHaveText(t("TeamStyle.pool.count", { female: 1, male: 1 }));
  await outfits.getByRole("button", { name: t("TeamStyle.pool.save"), exact: true }).click();
  await expect(outfits.getByText(t("TeamStyle.pool.saved"))).toBeVisible();
  await shot(page, "lead-clothing");

  // ---- The member: the onboarding offers exactly the 4 approved backdrops ----
  const context = await browser.newContext({ locale: "en-US" });
  const member = await context.newPage();
  await signInAs(member, ROLE_EMAILS.member, DEMO_PASSWORD);
  await member.goto("/team-member/onboarding");
  await member.getByTestId("member-onboarding-next").click();
  await expect(member).toHaveURL(/\/app\/upload\/[a-z-]+\?shoot=/);
  if (/\/app\/upload\/intro/.test(member.url())) {
    await member.getByRole("checkbox").check();
    await member.getByRole("button", { name: t("Upload.intro.continue") }).click();
    await expect(member).toHaveURL(/\/app\/upload\/personal-info/);
  }
  if (/\/app\/upload\/personal-info/.test(member.url())) {
    await member.getByLabel(t("Upload.personalInfo.name.label")).fill("Mia Member");
    await member.getByText(t("Upload.personalInfo.gender.options.female"), { exact: true }).click();
    await member.getByText(t("Upload.personalInfo.ageRange.options.25-34"), { exact: true }).click();
    await member.getByText(t("Upload.personalInfo.headshotFormat.options.square"), { exact: true }).click();
    await member.getByRole("button", { name: t("Upload.personalInfo.continue") }).click();
    await expect(member).toHaveURL(/\/app\/upload\/photos/);
  }
  if (/\/app\/upload\/photos/.test(member.url())) {
    await member.locator("#photo-input").setInputFiles(await portraits());
    await expect(member.getByTestId("photo-count")).toHaveText(t("Upload.photos.count", { accepted: 4, min: 4, max: 20 }), { timeout: 60_000 });
    await member.getByRole("link", { name: t("Upload.photos.continue") }).click();
  }
  await expect(member).toHaveURL(/\/app\/upload\/select-style/);
  const grid = member.getByTestId("style-grid");
  await expect(grid.getByRole("button")).toHaveCount(4);
  for (const name of approved) await expect(grid.getByRole("button", { name, exact: true })).toHaveCount(1);
  await expect(grid.getByRole("button", { name: unapproved, exact: true })).toHaveCount(0);
  // The team's variety rule is said where the member picks.
  await expect(member.getByTestId("style-variety")).toHaveText(t("TeamStyle.member.variety"));
  await shot(member, "member-styles");
  await context.close();
});
