// The home page and the team page as a visitor sees them: the hero's one heading and calls to action,
// the before/after pairs the seed made with the studio engine (served by the public route through
// next/image, cacheable), the FAQ, and the team page's call to create a team (signed out: log in first).
import { messages } from "./support/messages";
import { expect, test } from "./support/test";

test("the home page shows the engine's before/after pairs, loaded through next/image from the public route", async ({ page, request }) => {
  const t = messages("en");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("Home.title"));
  await expect(page.getByRole("link", { name: t("Home.cta") }).first()).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: t("Home.ctaTeams") })).toHaveAttribute("href", "/company-headshots");

  const showcase = page.getByTestId("showcase");
  await showcase.scrollIntoViewIfNeeded();
  const images = showcase.getByRole("img");
  // Grace Hopper's portrait is always installed for the demo seed; Eileen Collins' only with python3-skimage.
  expect(await images.count()).toBeGreaterThanOrEqual(4);
  for (const img of await images.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fapi%2Fshowcase%2F/);
  }
  const src = decodeURIComponent((await images.first().getAttribute("src"))!.match(/url=([^&]+)/)![1]!);
  const direct = await request.get(src);
  expect(direct.status()).toBe(200);
  expect(direct.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get(src.replace(/-[0-9a-f]{16}\.webp$/, "-0000000000000000.webp"))).status()).toBe(404);

  await expect(page.getByTestId("faq").locator("details")).toHaveCount(8);
  await page.getByText(t("Home.faq.items.retention.question")).click();
  await expect(page.getByText(/deleted automatically 30 days after/)).toBeVisible();
});

test("the team page prices credits with volume discounts and sends a signed-out visitor to log in before creating a team", async ({ page }) => {
  const t = messages("de");
  await page.goto("/de/company-headshots");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("CompanyHeadshots.title"));
  await expect(page.getByTestId("credit-examples").locator("tbody tr")).toHaveCount(4);
  await expect(page.getByTestId("credit-unit-price")).toHaveText("29 € pro Credit");
  await page.getByTestId("create-team").click();
  await expect(page).toHaveURL(/\/de\/auth\/login\?callbackUrl=%2Fde%2Fapp%2Fadmin%2Fteam%2Fnew/);
});

test("a public page's React payload carries its header and footer once, though its 404 and 403 fallbacks show them too", async ({ page, request }) => {
  // What React writes into the HTML for the browser to parse: the rows of self.__next_f.push([1, "…"]).
  const payload = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as [number, string?])
      .map(([, text]) => text ?? "")
      .join("");
  };
  const times = (text: string, part: string) => text.split(part).length - 1;
  for (const [path, locale] of [["/", "en"], ["/pricing", "en"], ["/de/blog", "de"]] as const) {
    const rows = await payload(path);
    const l = messages(locale);
    expect(rows, path).toContain('"not-found"'); // the 404 fallback is in it
    // The header's main navigation and the footer's legal links, by their labels in the page's language.
    expect(times(rows, `"aria-label":${JSON.stringify(l("Nav.main"))}`), path).toBe(1);
    expect(times(rows, `"aria-label":${JSON.stringify(l("Footer.legal"))}`), path).toBe(1);
  }
  // The 404 page still shows the whole frame.
  const t = messages("en");
  const response = await page.goto("/jobs/no-such-opening");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toHaveText(t("Errors.notFound"));
  await expect(page.locator("header").getByRole("link", { name: t("Nav.pricing") })).toBeVisible();
  await expect(page.locator("footer").getByRole("link", { name: t("Footer.privacy") })).toBeVisible();
});

test("icons are drawn on the server from lucide's shapes in the text's colour, and no icon is a client component in the payload", async ({ page, request }) => {
  await page.goto("/pricing");
  const icons = page.locator("main svg.icon");
  expect(await icons.count()).toBeGreaterThan(3);
  for (const icon of (await icons.all()).slice(0, 4)) {
    // Drawn: its shapes have a box, stroked in the colour of the text around it and not filled.
    expect(await icon.evaluate((svg: SVGSVGElement) => svg.getBBox().width * svg.getBBox().height)).toBeGreaterThan(0);
    const paint = await icon.evaluate((svg: SVGSVGElement) => ({ stroke: getComputedStyle(svg).stroke, color: getComputedStyle(svg).color, fill: getComputedStyle(svg).fill }));
    expect(paint.stroke).toBe(paint.color);
    expect(paint.fill).toBe("none");
  }
  // The page's React payload holds each icon as a plain svg; it carries no lucide component and its drawing (lucide's nodes) to hydrate.
  const html = await (await request.get("/pricing")).text();
  expect(html).toMatch(/\\"svg\\",null,\{[^}]*\\"className\\":\\"icon /);
  expect(html).not.toMatch(/\\"node\\":\[\[\\"(path|circle)\\"/);
});
