// After a post or an author changes (the back office's blog editor), every cached page that may show
// it: the lists, the posts (a post shows its translations and related posts), the author pages and
// the three feeds (/{locale}/blog/rss.xml: revalidatePublic prefixes every locale, English included).
import "server-only";
import { revalidatePublic } from "@/lib/content/revalidate";

export function revalidateBlog(): void {
  revalidatePublic("/blog", "/blog/[slug]", "/author/[[name]]", "/blog/rss.xml");
}
