// Bulk upload in a real browser (issue "Teams, part 2"): the demo lead, whose organisation the demo seed
// switched bulk upload on for, finds the drop zone locked, picks 4 backdrops and an outfit for women and
// one for men, drops three zips (two people's photos, one zip bomb), tells each person's gender and age
// range, uploads them, and sees two shoots started (each linking to the member) and one clear error
// naming the bomb; the team credits shown go down by two, not three.
import fs from "node:fs";
import { makeZip, zeros } from "@/lib/testing/bulk-zips";
import { PHOTOS } from "@/lib/testing/photos";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";
import { expect, test } from "./support/test";

const t = messages("en");
const b = (key: string, values?: Record<string, string | number>) => t(`TeamBulkUpload.${key}`, values);

test("bulk upload of three zips, one of them a zip bomb, gives two shoots and one clear error", async ({ page }) => {
  test.setTimeout(240_000);
  const zips = [
    { name: "Grace Hopper.zip", person: "Grace Hopper", gender: "FEMALE", buffer: await makeZip([{ name: "Grace/portrait.jpg", data: fs.readFileSync(PHOTOS.graceHopper) }]) },
    { name: "Eileen Collins.zip", person: "Eileen Collins", gender: "FEMALE", buffer: await makeZip([{ name: "astronaut.png", data: fs.readFileSync(PHOTOS.astronaut) }]) },
    // 40 MB of zeros in a few kilobytes: refused from its declared size, never inflated.
    { name: "Zip Bomb.zip", person: "Zip Bomb", gender: "MALE", buffer: await makeZip([{ name: "bomb.jpg", data: zeros(40) }]) },
  ];

  await signInAs(page, ROLE_EMAILS.lead, DEMO_PASSWORD);
  await page.goto("/app/admin/bulk-upload");
  await expect(page.getByRole("heading", { level: 1, name: b("title") })).toBeVisible();
  const credits = Number((await page.getByTestId("bulk-credits").innerText()).match(/\d+/)?.[0]);
  expect(credits).toBeGreaterThanOrEqual(2);

  // The drop zone is locked until the backdrops and outfits are chosen.
  const chooser = page.getByLabel(b("step2.choose"));
  await expect(chooser).toBeDisabled();
  await expect(page.getByText(b("step2.locked"))).toBeVisible();
  const unlock = page.getByRole("button", { name: b("step1.submit") });
  await expect(unlock).toBeDisabled();

  const backdrops = page.getByTestId("bulk-backdrops").getByRole("checkbox");
  expect(await backdrops.count()).toBeGreaterThanOrEqual(4);
  for (const i of [0, 1, 2, 3]) await backdrops.nth(i).check();
  if ((await backdrops.count()) > 4) await expect(backdrops.nth(4)).toBeDisabled();
  await page.getByRole("group", { name: b("step1.femaleOutfit") }).getByRole("radio").first().check();
  await expect(unlock).toBeDisabled();
  await page.getByRole("group", { name: b("step1.maleOutfit") }).getByRole("radio").first().check();
  await page.getByRole("checkbox", { name: b("step1.confirm") }).check();
  await unlock.click();
  await expect(page.getByTestId("bulk-looks")).toBeVisible();
  await expect(chooser).toBeEnabled();

  // Three zips dropped: each person's details, then one upload each.
  await chooser.setInputFiles(zips.map((z) => ({ name: z.name, mimeType: "application/zip", buffer: z.buffer })));
  const upload = page.getByRole("button", { name: b("step2.upload", { count: 3 }) });
  await expect(upload).toBeDisabled();
  for (const z of zips) {
    const row = page.getByRole("listitem", { name: z.name });
    await row.getByLabel(b("step2.gender", { name: z.person })).selectOption(z.gender);
    await row.getByLabel(b("step2.ageRange", { name: z.person })).selectOption("35-44");
  }
  await upload.click();

  for (const z of zips.slice(0, 2)) {
    const row = page.getByRole("listitem", { name: z.name });
    await expect(row.getByRole("status")).toContainText(b("status.created"), { timeout: 180_000 });
    await expect(row.getByRole("link", { name: z.person })).toBeVisible();
  }
  const bomb = page.getByRole("listitem", { name: "Zip Bomb.zip" });
  await expect(bomb.getByRole("alert")).toHaveText(b("errors.PHOTO_TOO_LARGE", { zip: "Zip Bomb.zip", file: "bomb.jpg", maxMb: 20 }));
  await expect(bomb.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("bulk-credits")).toContainText(b("credits", { count: credits - 2 }));

  // The member's link opens the members list on them.
  await page.getByRole("listitem", { name: "Grace Hopper.zip" }).getByRole("link", { name: "Grace Hopper" }).click();
  await expect(page).toHaveURL(/\/app\/admin\/members\?q=Grace/);
  await expect(page.getByTestId("members").getByText("Grace Hopper").first()).toBeVisible();
});
