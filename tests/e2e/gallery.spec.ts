// The results gallery after the shoot, as its owner and their friends use it: like and the one favourite
// (kept over a reload, and the filters), one headshot downloaded in a chosen size and format, a zip of all
// of them, a read-only share link that stops working when revoked, and a voting link whose votes reach
// the owner's tally, where a photo becomes the favourite. The person is seeded with a finished shoot of 6
// real headshots in 2 styles (tests/e2e/support/seed-after-shoot.ts); the steps build on each other.
import fs from "node:fs";
import { expect, test, type Browser, type BrowserContext, type Page } from "./support/test";
import { CONTENT_TYPES, downloadFileName, zipFileName, type DownloadFormat, type DownloadSize, type MarksResponse, type ZipStatus } from "@/lib/results/options";
import { PREVIEW_EDGE } from "@/lib/shoots/preview";
import { CONSENT_COOKIE } from "@/lib/analytics/consent-cookie";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { escapeRegExp, imageInfo, magic, openGallery as openOwnGallery } from "./support/gallery";
import { messages } from "./support/messages";
import { unzip } from "./support/unzip";

const t = messages("en");
const PERSON = AFTER_SHOOT_USERS.gallery;
const FIRST_NAME = PERSON.name.split(" ")[0]!;
/** 2 styles × 3 (seed-after-shoot.ts). */
const PHOTOS = 6;

type Control = "like" | "love" | "favorite";
type Filter = "all" | "liked" | "favorite";

/** Signs the owner in, finds the finished shoot on /app, follows its link to the gallery; returns the shoot id. */
const openGallery = (page: Page): Promise<string> => openOwnGallery(page, PERSON.email, PHOTOS);

// ---- marks (components/results/actions/MarkButtons.tsx, MarksFilterBar.tsx) ----

const marksOf = (page: Page, number: number) => page.getByRole("group", { name: t("GalleryActions.marks.group", { number }), exact: true });
const markButton = (page: Page, number: number, control: Control) => marksOf(page, number).locator(`[data-mark="${control}"]`);
const filterButton = (page: Page, filter: Filter) => page.getByTestId("marks-filter").locator(`[data-filter="${filter}"]`);
/** The number shown on a filter button (the visible one; the screen-reader text says the same in words). */
const filterCount = (page: Page, filter: Filter) => filterButton(page, filter).locator("span[aria-hidden]");

/** Presses a mark and waits for the server to confirm it (PATCH /api/results/{id}). */
async function press(page: Page, number: number, control: Control): Promise<MarksResponse> {
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && /^\/api\/results\/[^/]+$/.test(new URL(r.url()).pathname));
  await markButton(page, number, control).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  return (await response.json()) as MarksResponse;
}

async function expectPressed(page: Page, number: number, control: Control, pressed: boolean) {
  await expect(markButton(page, number, control)).toHaveAttribute("aria-pressed", String(pressed));
}

// ---- downloads (components/results/actions/DownloadMenu.tsx) ----

/** Opens photo `number`'s download menu, picks the format, then the size; returns the saved file. */
async function downloadPhoto(page: Page, number: number, format: DownloadFormat, size: DownloadSize): Promise<{ name: string; bytes: Buffer }> {
  const label = t("GalleryActions.download.menu", { number });
  await page.getByRole("button", { name: label, exact: true }).click();
  const menu = page.getByRole("menu", { name: label, exact: true });
  await expect(menu).toBeVisible();
  const formatItem = menu.getByRole("menuitemradio", { name: t(`GalleryActions.download.${format}`), exact: true });
  await formatItem.click();
  await expect(formatItem).toHaveAttribute("aria-checked", "true");

  const served = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith("/download") && url.searchParams.get("size") === size && url.searchParams.get("format") === format;
  });
  const saved = page.waitForEvent("download");
  await menu.getByRole("menuitem", { name: t(`GalleryActions.download.sizes.${size}`), exact: true }).click();
  const [response, download] = await Promise.all([served, saved]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(CONTENT_TYPES[format]);
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

// ---- links and votes (components/sharing/*) ----

/** A browser with no session (only the cookie choice the specs' contexts start with): a friend who got a link. */
async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "en-US" });
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([CONSENT_COOKIE.name]);
  return { context, page: await context.newPage() };
}

/** Opens /app/results/{id}/voting-results through the gallery's "share or vote" link. */
async function openLinksPage(page: Page, shootId: string) {
  await page.goto(`/app/results/${encodeURIComponent(shootId)}`);
  await page.getByRole("link", { name: t("VotingResults.entry"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/results/${escapeRegExp(encodeURIComponent(shootId))}/voting-results$`));
  await expect(page.getByRole("heading", { level: 1, name: t("VotingResults.title") })).toBeVisible();
}

/** Makes the share or voting link in its panel and returns its address. */
async function createLink(page: Page, kind: "share" | "vote"): Promise<string> {
  const panel = page.getByTestId(`${kind}-link`);
  await expect(panel.getByText(t("VotingResults.link.none"))).toBeVisible();
  await panel.getByRole("button", { name: t("VotingResults.link.create"), exact: true }).click();
  const field = panel.getByTestId(`${kind}-link-url`);
  await expect(field).toHaveValue(/^https?:\/\//);
  return field.inputValue();
}

const VOTE_ERRORS = ["RATE_LIMITED", "REVOKED", "UNKNOWN_LINK", "UNKNOWN_PHOTO", "INVALID", "generic"] as const;

/** One thumb on one photo; waits for the server action (POST with Next-Action) to answer. */
async function vote(page: Page, thumb: "up" | "down", number: number) {
  const button = page.getByRole("button", { name: t(`Vote.${thumb}`, { number }), exact: true });
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.request().headers()["next-action"] !== undefined);
  await button.click();
  expect((await saved).status()).toBe(200);
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // A refused vote shows its reason and puts the thumb back: none of those reasons is on the page.
  for (const reason of VOTE_ERRORS) await expect(page.getByText(t(`Vote.errors.${reason}`))).toHaveCount(0);
}

async function expectThumbs(page: Page, number: number, vote: "up" | "down" | null) {
  await expect(page.getByRole("button", { name: t("Vote.up", { number }), exact: true })).toHaveAttribute("aria-pressed", String(vote === "up"));
  await expect(page.getByRole("button", { name: t("Vote.down", { number }), exact: true })).toHaveAttribute("aria-pressed", String(vote === "down"));
}

const tallyRow = (page: Page, number: number) =>
  page.getByTestId("tally-row").filter({ has: page.getByText(t("VotingResults.tally.photo", { number }), { exact: true }) });

async function expectTally(page: Page, number: number, up: number, down: number, score: string) {
  const row = tallyRow(page, number);
  await expect(row.getByTestId("tally-up")).toHaveText(String(up));
  await expect(row.getByTestId("tally-down")).toHaveText(String(down));
  await expect(row.getByTestId("tally-score")).toHaveText(score);
}

test.describe.serial("results gallery: marks, downloads, sharing and votes", () => {
  let shootId = "";

  test("like and the one favourite are saved, kept over a reload and filter the gallery", async ({ page }) => {
    shootId = await openGallery(page);
    // The seeded shoot starts with nothing marked.
    await expect(filterCount(page, "all")).toHaveText(String(PHOTOS));
    await expect(filterCount(page, "liked")).toHaveText("0");
    await expect(filterCount(page, "favorite")).toHaveText("0");
    await expect(page.locator('[data-mark][aria-pressed="true"]')).toHaveCount(0);

    const liked = await press(page, 1, "like");
    expect(liked).toMatchObject({ likedStatus: "LIKED", isFavorite: false, favoriteId: null });
    await expectPressed(page, 1, "like", true);
    await expectPressed(page, 1, "love", false);

    const second = await press(page, 2, "favorite");
    expect(second.isFavorite).toBe(true);
    expect(second.favoriteId).toBe(second.id);
    await expectPressed(page, 2, "favorite", true);

    // One favourite per shoot: the star moves from photo 2 to photo 3.
    const third = await press(page, 3, "favorite");
    expect(third.isFavorite).toBe(true);
    expect(third.favoriteId).toBe(third.id);
    expect(third.id).not.toBe(second.id);
    await expectPressed(page, 3, "favorite", true);
    await expectPressed(page, 2, "favorite", false);

    const expectMarks = async () => {
      await expectPressed(page, 1, "like", true);
      await expectPressed(page, 1, "love", false);
      await expectPressed(page, 1, "favorite", false);
      await expectPressed(page, 2, "like", false);
      await expectPressed(page, 2, "favorite", false);
      await expectPressed(page, 3, "like", false);
      await expectPressed(page, 3, "favorite", true);
      await expect(page.locator('[data-mark="favorite"][aria-pressed="true"]')).toHaveCount(1);
      await expect(filterCount(page, "all")).toHaveText(String(PHOTOS));
      await expect(filterCount(page, "liked")).toHaveText("1");
      await expect(filterCount(page, "favorite")).toHaveText("1");
    };
    await expectMarks();
    await page.reload();
    await expect(page.getByTestId("result-photo")).toHaveCount(PHOTOS);
    await expectMarks();

    // The filters: "Liked" shows photo 1 only, "Favourite" photo 3 only, "All" everything again.
    await filterButton(page, "liked").click();
    await expect(filterButton(page, "liked")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("result-photo")).toHaveCount(1);
    await expect(marksOf(page, 1)).toBeVisible();
    await expect(page.getByText(t("Results.shown", { shown: 1, total: PHOTOS }), { exact: true })).toBeAttached();

    await filterButton(page, "favorite").click();
    await expect(filterButton(page, "favorite")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "liked")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("result-photo")).toHaveCount(1);
    await expect(marksOf(page, 3)).toBeVisible();
    await expect(page.getByTestId("marks-filter-empty")).toHaveCount(0);

    await filterButton(page, "all").click();
    await expect(page.getByTestId("result-photo")).toHaveCount(PHOTOS);
  });

  test("one headshot downloads in the size and format chosen", async ({ page }) => {
    await openGallery(page);

    const square = await downloadPhoto(page, 1, "png", "linkedin400");
    expect(square.name).toBe(downloadFileName(1, "linkedin400", "png"));
    expect(magic(square.bytes)).toBe("png");
    expect(await imageInfo(square.bytes)).toEqual({ format: "png", width: 400, height: 400 });

    const portrait = await downloadPhoto(page, 2, "jpg", "portrait1080x1350");
    expect(portrait.name).toBe(downloadFileName(2, "portrait1080x1350", "jpg"));
    expect(magic(portrait.bytes)).toBe("jpeg");
    expect(await imageInfo(portrait.bytes)).toEqual({ format: "jpeg", width: 1080, height: 1350 });
  });

  test("a zip of all headshots is packed with progress, then downloads with every photo in it", async ({ page }) => {
    await openGallery(page);
    const panel = page.getByTestId("zip-panel");
    const all = panel.locator('[data-zip="all"]');
    await expect(all).toContainText(t("GalleryActions.zip.allCount", { count: PHOTOS }));

    // Every status the panel polls (GET /api/results/zips/{id}), to check the progress it reported.
    const polled: Promise<ZipStatus>[] = [];
    page.on("response", (r) => {
      if (r.request().method() === "GET" && /^\/api\/results\/zips\/[^/]+$/.test(new URL(r.url()).pathname) && r.ok()) polled.push(r.json() as Promise<ZipStatus>);
    });
    const started = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/results/zips");
    await all.click();
    const start = await started;
    expect(start.status()).toBe(202);
    const queued = (await start.json()) as ZipStatus;
    expect(queued).toMatchObject({ selection: "all", state: "queued", done: 0, total: PHOTOS });

    const ready = panel.locator('[data-zip-state="ready"]');
    await expect(ready).toBeVisible({ timeout: 40_000 });
    const statuses = await Promise.all(polled);
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) {
      expect(s.id).toBe(queued.id);
      expect(s.done).toBeLessThanOrEqual(s.total);
    }
    const dones = statuses.map((s) => s.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(statuses.at(-1)).toMatchObject({ state: "ready", done: PHOTOS, total: PHOTOS, fileName: zipFileName("all") });

    const saved = page.waitForEvent("download");
    await ready.getByRole("link", { name: t("GalleryActions.zip.downloadZip"), exact: true }).click();
    const download = await saved;
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toBe(zipFileName("all"));

    // unzip reads the central directory and checks every entry's CRC.
    const entries = await unzip(fs.readFileSync(await download.path()));
    const names = entries.map((e) => e.name);
    for (let n = 1; n <= PHOTOS; n++) expect(names.filter((name) => new RegExp(`^lumen-headshot-${n}-original\\.(jpg|png)$`).test(name))).toHaveLength(1);
    for (const entry of entries) {
      expect(entry.name).toMatch(/^lumen-headshot-\d+-(original|portrait1080x1350)\.(jpg|png)$/);
      const kind = magic(entry.data);
      expect(kind, entry.name).toBe(entry.name.endsWith(".png") ? "png" : "jpeg");
      const info = await imageInfo(entry.data);
      expect(info.format, entry.name).toBe(kind);
      if (entry.name.includes("-portrait1080x1350.")) expect([info.width, info.height], entry.name).toEqual([1080, 1350]);
      else {
        expect(info.width, entry.name).toBe(info.height);
        expect(info.width ?? 0, entry.name).toBeGreaterThanOrEqual(400);
      }
    }
  });

  test("a share link shows the photos read-only to someone signed out, until it is revoked", async ({ page, browser }) => {
    if (shootId) await signInAs(page, PERSON.email);
    else shootId = await openGallery(page);
    await openLinksPage(page, shootId);
    const url = await createLink(page, "share");
    expect(new URL(url).pathname).toMatch(/^\/app\/results\/share\/[^/]+$/);

    const friend = await visitor(browser);
    try {
      await friend.page.goto(url);
      await expect(friend.page.getByTestId("share-owner")).toHaveText(t("Share.headingNamed", { name: FIRST_NAME }));
      await expect(friend.page.getByText(t("Share.readOnly"), { exact: true })).toBeVisible();
      const photos = friend.page.getByTestId("shared-photo");
      await expect(photos).toHaveCount(PHOTOS);
      await expect.poll(() => photos.first().locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // Nothing of the owner's: no marks, no download menus, no zips.
      await expect(friend.page.locator("[data-mark]")).toHaveCount(0);
      await expect(friend.page.locator("[data-download-trigger]")).toHaveCount(0);
      await expect(friend.page.getByRole("button", { name: t("GalleryActions.download.menu", { number: 1 }) })).toHaveCount(0);
      await expect(friend.page.getByTestId("zip-panel")).toHaveCount(0);
      await expect(friend.page.getByTestId("marks-filter")).toHaveCount(0);
      // A photo opens larger, still without downloads.
      await photos.first().getByRole("button", { name: t("Share.open", { number: 1 }), exact: true }).click();
      await expect(friend.page.getByTestId("shared-photo-large")).toBeVisible();
      // What opens is the preview, never the delivered file.
      const large = friend.page.getByTestId("shared-photo-large").locator("img");
      await expect(large).toHaveAttribute("src", /\/preview\.webp\?/);
      await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await large.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(PREVIEW_EDGE);
      await expect(friend.page.getByRole("dialog").getByRole("button", { name: t("GalleryActions.download.label") })).toHaveCount(0);

      // The owner revokes it (after confirming).
      const panel = page.getByTestId("share-link");
      await panel.getByRole("button", { name: t("VotingResults.link.revoke"), exact: true }).click();
      const confirm = page.getByRole("dialog", { name: t("VotingResults.confirmRevoke.title") });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: t("VotingResults.confirmRevoke.confirm"), exact: true }).click();
      await expect(panel.getByText(t("VotingResults.link.revoked"))).toBeVisible();
      await expect(panel.getByTestId("share-link-url")).toHaveCount(0);
      await expect(panel.getByRole("button", { name: t("VotingResults.link.create"), exact: true })).toBeVisible();

      // The friend reloads: the link says it was turned off, and shows nothing.
      await friend.page.reload();
      const notice = friend.page.getByTestId("share-revoked");
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("heading", { name: t("Share.revoked.title") })).toBeVisible();
      await expect(friend.page.getByTestId("shared-photo")).toHaveCount(0);
    } finally {
      await friend.context.close();
    }
  });

  test("two friends vote through the voting link, the owner sees the tally and picks the favourite from it", async ({ page, browser }) => {
    if (shootId) await signInAs(page, PERSON.email);
    else shootId = await openGallery(page);
    await openLinksPage(page, shootId);
    await expect(page.getByTestId("tally-voters")).toHaveText(t("VotingResults.tally.votersNone"));
    const url = await createLink(page, "vote");
    expect(new URL(url).pathname).toMatch(/^\/vote\/[^/]+$/);

    const a = await visitor(browser);
    const b = await visitor(browser);
    try {
      for (const friend of [a, b]) {
        await friend.page.goto(url);
        await expect(friend.page.getByRole("heading", { level: 1, name: t("Vote.headingNamed", { name: FIRST_NAME }) })).toBeVisible();
        await expect(friend.page.getByTestId("shared-photo")).toHaveCount(PHOTOS);
        await expect(friend.page.getByTestId("vote-progress")).toHaveText(t("Vote.progress", { voted: 0, total: PHOTOS }));
      }

      // Friend A: up on 1, down on 2, then changes their mind on 2 (the vote is replaced, not added).
      await vote(a.page, "up", 1);
      await vote(a.page, "down", 2);
      await vote(a.page, "up", 2);
      await expectThumbs(a.page, 2, "up");
      await expect(a.page.getByTestId("vote-progress")).toHaveText(t("Vote.progress", { voted: 2, total: PHOTOS }));

      // Friend B: up on 1, down on 2 and 3.
      await vote(b.page, "up", 1);
      await vote(b.page, "down", 2);
      await vote(b.page, "down", 3);

      // Each browser got its own voter cookie, and sees its own votes again after a reload.
      const voterA = (await a.context.cookies()).find((c) => c.name === "lumen_voter");
      const voterB = (await b.context.cookies()).find((c) => c.name === "lumen_voter");
      expect(voterA?.httpOnly).toBe(true);
      expect(voterB?.httpOnly).toBe(true);
      expect(voterA?.value).not.toBe(voterB?.value);
      await a.page.reload();
      await expectThumbs(a.page, 1, "up");
      await expectThumbs(a.page, 2, "up");
      await expectThumbs(a.page, 3, null);
      await expect(a.page.getByTestId("vote-progress")).toHaveText(t("Vote.progress", { voted: 2, total: PHOTOS }));
      await b.page.reload();
      await expectThumbs(b.page, 1, "up");
      await expectThumbs(b.page, 2, "down");
      await expectThumbs(b.page, 3, "down");
      await expect(b.page.getByTestId("vote-progress")).toHaveText(t("Vote.progress", { voted: 3, total: PHOTOS }));
    } finally {
      await a.context.close();
      await b.context.close();
    }

    // The owner's tally: photo 1 +2 first, photo 2 1 up / 1 down, photo 3 -1 last; two voters.
    await page.reload();
    await expect(page.getByTestId("tally-voters")).toHaveText(t("VotingResults.tally.voters", { count: 2 }));
    await expect(page.getByTestId("tally-row")).toHaveCount(PHOTOS);
    await expectTally(page, 1, 2, 0, "+2");
    await expectTally(page, 2, 1, 1, "0");
    await expectTally(page, 3, 0, 1, "-1");
    for (const n of [4, 5, 6]) await expectTally(page, n, 0, 0, "0");
    await expect(page.getByTestId("tally-row").first()).toContainText(t("VotingResults.tally.photo", { number: 1 }));
    await expect(page.getByTestId("tally-row").last()).toContainText(t("VotingResults.tally.photo", { number: 3 }));

    // Photo 3 is the favourite (first test); the owner makes photo 1 the favourite from the tally.
    await expect(tallyRow(page, 3)).toContainText(t("VotingResults.favourite.current"));
    await tallyRow(page, 1).getByRole("button", { name: t("VotingResults.favourite.make"), exact: true }).click();
    await expect(page.getByText(t("VotingResults.favourite.saved"))).toBeVisible();
    await expect(tallyRow(page, 1)).toContainText(t("VotingResults.favourite.current"));
    await expect(tallyRow(page, 3).getByRole("button", { name: t("VotingResults.favourite.make"), exact: true })).toBeVisible();
    await expect(page.getByText(t("VotingResults.favourite.current"), { exact: true })).toHaveCount(1);

    // Kept: the gallery shows the star on photo 1 only (photo 1 still liked).
    await page.goto(`/app/results/${encodeURIComponent(shootId)}`);
    await expect(page.getByTestId("result-photo")).toHaveCount(PHOTOS);
    await expectPressed(page, 1, "favorite", true);
    await expectPressed(page, 1, "like", true);
    await expectPressed(page, 3, "favorite", false);
    await expect(page.locator('[data-mark="favorite"][aria-pressed="true"]')).toHaveCount(1);
    await expect(filterCount(page, "favorite")).toHaveText("1");
  });
});
