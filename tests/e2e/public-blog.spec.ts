// The public blog in a real browser, on the demo content (prisma/seed/content.ts): an English post
// links its German version, and following it lands on the German post; the language switcher on a
// post lands on the translated post (the switcher keeps the path, and the German page redirects the
// English slug to the German one); the feed is RSS with absolute links.
import { expect, hydrated, test } from "./support/test";
import { messages } from "./support/messages";

const EN = { path: "/blog/rolling-out-team-headshots", title: "How to roll out consistent headshots for your whole team" };
const DE = { path: "/de/blog/portraetfotos-fuer-das-ganze-team", title: "Einheitliche Porträtfotos für dein ganzes Team" };
const ES = { path: "/es/blog/retratos-para-todo-tu-equipo", title: "Cómo conseguir retratos coherentes para todo tu equipo" };

test("the English post links its German version, and the link lands on the German post", async ({ page }) => {
  await page.goto(EN.path);
  await expect(page.getByRole("heading", { level: 1, name: EN.title })).toBeVisible();
  await expect(page.getByTestId("blog-post-body").locator("table")).toBeVisible();
  await expect(page.getByTestId("blog-post-author").first()).toHaveAttribute("href", "/author/lumen-team");
  // hreflang alternates name each translation's own slug.
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute("hreflang"), new URL(e.getAttribute("href")!).pathname])),
  );
  expect(alternates).toMatchObject({ "en-US": EN.path, "de-DE": DE.path, "es-ES": ES.path, "x-default": EN.path });
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/en\/blog\/rss\.xml$/);

  await page.getByTestId("blog-post-translations").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(new RegExp(`${DE.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: DE.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});

test("the language switcher on a post lands on the translated post", async ({ page }) => {
  await page.goto(EN.path);
  // The switcher is an island: the cached page starts its scripts after the first paint.
  await hydrated(page);
  await page.getByTestId("language-switcher").selectOption("es");
  await expect(page).toHaveURL(new RegExp(`${ES.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: ES.title })).toBeVisible();
  await page.getByTestId("language-switcher").selectOption("de");
  await expect(page).toHaveURL(new RegExp(`${DE.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: DE.title })).toBeVisible();
});

test("list pages: tags and the author page; unknown posts are 404s; the feed is RSS", async ({ page, request }) => {
  const t = messages("en");
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: t("Blog.heading") })).toBeVisible();
  await page.getByRole("link", { name: "#linkedin" }).first().click();
  await expect(page).toHaveURL(/\/blog\/tag-linkedin$/);
  await expect(page.getByTestId("blog-post-card")).toHaveCount(1);
  expect((await page.goto("/blog/no-such-post"))?.status()).toBe(404);
  await page.goto("/author/clara-weiss");
  await expect(page.getByRole("heading", { level: 1, name: "Clara Weiss" })).toBeVisible();

  const feed = await request.get("/de/blog/rss.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml).toContain("<rss version=\"2.0\"");
  expect(xml).toMatch(/<link>https?:\/\/[^<]+\/de\/blog\/portraetfotos-fuer-das-ganze-team<\/link>/);
});
